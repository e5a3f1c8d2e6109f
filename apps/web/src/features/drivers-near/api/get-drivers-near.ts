import type { DriversNearAnswer } from "@campusgo/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** How often the list is asked again while it is open: drivers come online, move and go. */
const REFRESH_MS = 30_000;

/** GET /api/drivers/near?lat&lon: verified drivers online near the point, nearest first. */
export const getDriversNear = (at: { lat: number; lon: number }, signal?: AbortSignal) =>
  api<DriversNearAnswer>("/drivers/near", {
    query: { lat: String(at.lat), lon: String(at.lon) },
    signal,
  }).then((r) => r.data);

export function useDriversNear(at: { lat: number; lon: number } | null) {
  return useQuery({
    queryKey: ["drivers", "near", at?.lat, at?.lon],
    queryFn: ({ signal }) => getDriversNear(at as { lat: number; lon: number }, signal),
    enabled: at !== null,
    refetchInterval: REFRESH_MS,
  });
}
