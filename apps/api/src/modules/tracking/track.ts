import { drivenMeters, type TrackPoint } from "@campusgo/domain";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tripPositions } from "../../db/schema/index.ts";

/** A position is recorded once the driver has moved this far from the last one recorded, */
export const TRACK_MIN_MOVE_M = 15;
/** or this long after it (a driver standing still still leaves a point now and then). */
export const TRACK_MIN_INTERVAL_MS = 30_000;

/**
 * Records one connection's positions on the ride it is assigned to: a point when the driver has moved
 * TRACK_MIN_MOVE_M or TRACK_MIN_INTERVAL_MS has passed since the last one recorded, so a trip keeps its shape
 * without a row every few seconds at a standstill.
 */
export function trackRecorder(
  db: Db,
): (rideId: string, p: { lat: number; lon: number; at: number }) => Promise<void> {
  let last: (TrackPoint & { rideId: string }) | undefined;
  return async (rideId, p) => {
    if (
      last?.rideId === rideId &&
      p.at - last.at < TRACK_MIN_INTERVAL_MS &&
      roughMeters(last, p) < TRACK_MIN_MOVE_M
    ) {
      return;
    }
    await db.insert(tripPositions).values({ tripId: rideId, lat: p.lat, lon: p.lon, at: new Date(p.at) });
    last = { rideId, lat: p.lat, lon: p.lon, at: p.at };
  };
}

/** Metres between two close points, flat-earth (exact enough for a few tens of metres, and cheap). */
function roughMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const y = (b.lat - a.lat) * 111_320;
  const x = (b.lon - a.lon) * 111_320 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(x, y);
}

/** A ride's recorded positions, in time order, between two moments (both included) when given. */
export async function trackOf(
  db: Db,
  rideId: string,
  from?: Date | null,
  to?: Date | null,
): Promise<TrackPoint[]> {
  const rows = await db
    .select({ lat: tripPositions.lat, lon: tripPositions.lon, at: tripPositions.at })
    .from(tripPositions)
    .where(
      and(
        eq(tripPositions.tripId, rideId),
        from ? gte(tripPositions.at, from) : undefined,
        to ? lte(tripPositions.at, to) : undefined,
      ),
    )
    .orderBy(asc(tripPositions.at), asc(tripPositions.id));
  return rows.map((r) => ({ lat: r.lat, lon: r.lon, at: r.at.getTime() }));
}

/** The distance driven on a ride between two moments, by its track, ending at `end` when given. */
export async function drivenBetween(
  db: Db,
  rideId: string,
  from: Date,
  to: Date,
  end?: TrackPoint,
): Promise<number> {
  const points = await trackOf(db, rideId, from, to);
  return drivenMeters(end ? [...points, end] : points);
}
