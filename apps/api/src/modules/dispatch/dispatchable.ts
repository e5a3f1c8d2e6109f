import type { RideTypeId, TripKind } from "@campusgo/domain";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { LocationIndex } from "../../realtime/location-index.ts";

/**
 * What dispatch needs of a trip of any kind (docs/decisions/0029-the-trip-core.md): where to pick up, which
 * vehicles may take it, who booked it, which search round it is in and how far it looks, and how its request
 * reaches drivers. Each kind builds its own from its row.
 */
export interface Dispatchable {
  kind: TripKind;
  id: string;
  /** The rider or sender: never sent their own request. */
  bookerId: string;
  pickup: { lat: number; lon: number };
  /** The ride types whose vehicles may take it (a large parcel: cars and buses only). */
  rideTypes: readonly RideTypeId[];
  /** Bumped by every search again, so drivers who saw an earlier round are asked again. */
  round: number;
  radiusM: number;
  /** Sends the request to these drivers, who are `distanceToPickupM` (as drivers see it) from the pickup. */
  send(driverIds: string[], distanceToPickupM: number): Promise<void>;
  /** Then to their phones and computers where the app is closed (a durable job: sockets have it already). */
  push(driverIds: string[]): Promise<void>;
}

export interface DispatchDeps {
  db: Db;
  config: Pick<Config, "rides">;
  locations: LocationIndex;
}
