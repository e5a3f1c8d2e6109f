import type { RideTypeId } from "@campusgo/domain";

/** A driver's last reported position, as the live-location index keeps it. */
export interface DriverPosition {
  driverId: string;
  /** The ride type the driver's vehicle serves. */
  rideType: RideTypeId;
  lat: number;
  lon: number;
  heading: number | null;
  speed: number | null;
  /** When it was reported (epoch ms). */
  at: number;
  /** Not on an active ride. */
  idle: boolean;
}

export interface NearbyQuery {
  lat: number;
  lon: number;
  radiusM: number;
  /** Only drivers serving this ride type; all types when absent. */
  rideType?: RideTypeId | undefined;
  /** Only drivers not on a ride. */
  idleOnly?: boolean;
  limit: number;
  /** Positions reported before this instant (epoch ms) are ignored. */
  freshAfter: number;
}

export interface NearbyDriverPosition extends DriverPosition {
  /** Straight-line distance to the query point, metres. */
  distanceM: number;
}

/**
 * Live positions of online drivers: in process (one instance) or Redis GEO (many instances). Nearest first.
 */
export interface LocationIndex {
  readonly kind: "memory" | "redis";
  update(position: DriverPosition): Promise<void>;
  remove(driverId: string): Promise<void>;
  get(driverId: string): Promise<DriverPosition | undefined>;
  nearby(query: NearbyQuery): Promise<NearbyDriverPosition[]>;
  /** Forgets positions older than `before` (epoch ms). */
  prune(before: number): Promise<void>;
  close(): Promise<void>;
}

export const METERS_PER_DEGREE = 111_320;
