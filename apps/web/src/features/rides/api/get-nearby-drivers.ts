import type { NearbyDriver } from "@campusgo/domain";
import type { RideTypeId } from "@campusgo/domain/constants";
import { api } from "../../../lib/api-client.ts";

export type { NearbyDriver };

/** GET /api/drivers/nearby?lat&lon&type: online idle drivers, rounded positions, no identities. */
export const getNearbyDrivers = (
  at: { lat: number; lon: number },
  type: RideTypeId | null,
  signal?: AbortSignal,
): Promise<NearbyDriver[]> =>
  api<{ data: NearbyDriver[] }>("/drivers/nearby", {
    query: { lat: at.lat.toFixed(5), lon: at.lon.toFixed(5), type: type ? String(type) : undefined },
    signal,
  }).then((r) => r.data);
