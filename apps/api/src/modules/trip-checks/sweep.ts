import {
  TRIP_CHECK_ADMIN_RIGHTS,
  TRIP_CHECK_MESSAGES,
  TRIP_CHECK_NEAR_END_M,
  type TripCheckKind,
  type TripCheckSettings,
  type TripCheckTripKind,
  tripCheckReason,
} from "@campusgo/domain";
import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveries, rides, type TripCheck, tripChecks, tripPositions } from "../../db/schema/index.ts";
import type { TripCheckDeps } from "./deps.ts";
import { metersBetween, metersFromSegment, type Point, stillSince } from "./geometry.ts";
import { tripCheckSettingsOf } from "./settings.ts";
import { adminCheckViews, checkView } from "./views.ts";

/** Ride statuses checked: the rider is in the car (the way there, and a round trip's way back). */
export const CHECKED_RIDE_STATUSES = ["in_progress", "returning"] as const;
/** Delivery statuses checked: the parcel is in the car. */
export const CHECKED_DELIVERY_STATUSES = ["in_transit", "returning"] as const;

/** A trip the checks watch: its two ends, who is asked, and since when the current leg runs. */
export interface CheckedTrip {
  kind: TripCheckTripKind;
  id: string;
  userId: string;
  from: Point;
  to: Point;
  legStart: Date | null;
}

async function checkedTrips(db: Db): Promise<CheckedTrip[]> {
  const [r, d] = await Promise.all([
    db
      .select({
        id: rides.id,
        userId: rides.riderId,
        status: rides.status,
        pickupLat: rides.pickupLat,
        pickupLon: rides.pickupLon,
        destLat: rides.destLat,
        destLon: rides.destLon,
        startedAt: rides.startedAt,
        returnStartedAt: rides.returnStartedAt,
      })
      .from(rides)
      .where(inArray(rides.status, [...CHECKED_RIDE_STATUSES])),
    db
      .select({
        id: deliveries.id,
        userId: deliveries.senderId,
        status: deliveries.status,
        pickupLat: deliveries.pickupLat,
        pickupLon: deliveries.pickupLon,
        destLat: deliveries.dropoffLat,
        destLon: deliveries.dropoffLon,
        startedAt: deliveries.pickedUpAt,
        returnStartedAt: deliveries.returnStartedAt,
      })
      .from(deliveries)
      .where(inArray(deliveries.status, [...CHECKED_DELIVERY_STATUSES])),
  ]);
  const of = (
    kind: TripCheckTripKind,
    row: Omit<(typeof r)[number], "status"> & { status: string },
  ): CheckedTrip => ({
    kind,
    id: row.id,
    userId: row.userId,
    from: { lat: row.pickupLat, lon: row.pickupLon },
    to: { lat: row.destLat, lon: row.destLon },
    legStart: row.status === "returning" ? row.returnStartedAt : row.startedAt,
  });
  return [...r.map((row) => of("ride", row)), ...d.map((row) => of("delivery", row))];
}

/** What one trip's recent positions say, for the two checks. */
export interface TripReading {
  at: Point;
  offRouteM: number;
  offRoute: boolean;
  /** How long it has stood still, in ms, when that is farther than TRIP_CHECK_NEAR_END_M from both ends. */
  stoppedMs: number | null;
  stopped: boolean;
}

/**
 * Reads a trip's positions of its current leg (time order): off the route when its latest position is farther
 * than the setting from the straight way between the two ends; stopped when its positions have stayed together
 * for the setting's minutes up to `now`, away from both ends.
 */
export function readTrip(
  trip: Pick<CheckedTrip, "from" | "to">,
  points: readonly (Point & { at: number })[],
  settings: TripCheckSettings,
  now: Date,
): TripReading | undefined {
  const latest = points.at(-1);
  if (!latest) return undefined;
  const offRouteM = metersFromSegment(latest, trip.from, trip.to);
  const nearEnd =
    Math.min(metersBetween(latest, trip.from), metersBetween(latest, trip.to)) <= TRIP_CHECK_NEAR_END_M;
  const since = stillSince(points);
  const stoppedMs = nearEnd || since === undefined ? null : Math.max(0, now.getTime() - since);
  return {
    at: { lat: latest.lat, lon: latest.lon },
    offRouteM,
    offRoute: offRouteM > settings.offRouteM,
    stoppedMs,
    stopped: stoppedMs !== null && stoppedMs >= settings.stoppedMinutes * 60_000,
  };
}

/** The positions looked at: the stopped minutes and two more, so a car still all along shows as still. */
const windowMs = (settings: TripCheckSettings) => (settings.stoppedMinutes + 2) * 60_000;

/**
 * Asks the rider (or sender) "Are you OK?": the check is inserted only if no episode of its kind is open on the
 * trip (the partial unique index: a compare-and-set, so a sweep on each instance at the same moment asks once).
 */
async function ask(
  deps: TripCheckDeps,
  trip: CheckedTrip,
  kind: TripCheckKind,
  reading: TripReading,
  settings: TripCheckSettings,
  now: Date,
): Promise<TripCheck | undefined> {
  const [check] = await deps.db
    .insert(tripChecks)
    .values({
      tripId: trip.id,
      tripKind: trip.kind,
      kind,
      userId: trip.userId,
      lat: reading.at.lat,
      lon: reading.at.lon,
      distanceM: kind === "off_route" ? Math.round(reading.offRouteM) : null,
      stoppedS:
        kind === "stopped" && reading.stoppedMs !== null ? Math.round(reading.stoppedMs / 1000) : null,
      askedAt: now,
      answerBy: new Date(now.getTime() + settings.answerMinutes * 60_000),
    })
    .onConflictDoNothing()
    .returning();
  if (!check) return undefined;
  deps.hub.toUser(trip.userId, "trip-check:asked", { check: checkView(check) });
  try {
    await deps.notifier.notify(trip.userId, {
      kind: "trip.check",
      title: TRIP_CHECK_MESSAGES.askTitle,
      body: `${tripCheckReason(kind)} ${TRIP_CHECK_MESSAGES.askBody}`,
      link: trip.kind === "ride" ? "/dashboard/driver-call" : `/dashboard/deliveries/${trip.id}`,
    });
  } catch (error) {
    // The socket already asked, and the trip's screen reads the open check.
    deps.log.warn({ err: error, tripId: trip.id }, "trip check notification failed");
  }
  return check;
}

/** Ends open episodes (back on the route, moving again, the trip over); a later episode asks again. */
async function endEpisodes(db: Db, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const ended = await db
    .update(tripChecks)
    .set({ endedAt: now })
    .where(and(inArray(tripChecks.id, [...ids]), isNull(tripChecks.endedAt)))
    .returning({ id: tripChecks.id });
  return ended.length;
}

/**
 * Checks nobody answered by their time: each moved to `unanswered` by a compare-and-set (so one instance tells
 * the admins), then the admins' room and the rider's screen are told.
 */
export async function escalateUnanswered(deps: TripCheckDeps, now: Date): Promise<TripCheck[]> {
  const escalated = await deps.db
    .update(tripChecks)
    .set({ status: "unanswered", escalatedAt: now })
    .where(and(eq(tripChecks.status, "asked"), lte(tripChecks.answerBy, now)))
    .returning();
  if (escalated.length === 0) return escalated;
  const views = await adminCheckViews(deps.db, escalated);
  for (const view of views)
    deps.hub.toAdmins("trip-check:unanswered", { check: view }, TRIP_CHECK_ADMIN_RIGHTS);
  for (const c of escalated) deps.hub.toUser(c.userId, "trip-check:updated", { check: checkView(c) });
  return escalated;
}

export interface SweepOutcome {
  asked: TripCheck[];
  ended: number;
  escalated: TripCheck[];
}

/**
 * One pass of the checks, at `now`: every ride and delivery under way read from its recorded positions, a
 * question asked once per episode, episodes ended, and unanswered questions taken to the admins. Runs on every
 * instance; every write that matters is a compare-and-set.
 */
export async function sweepTripChecks(deps: TripCheckDeps, now = new Date()): Promise<SweepOutcome> {
  const settings = await tripCheckSettingsOf(deps.db);
  const trips = await checkedTrips(deps.db);
  const tripIds = trips.map((t) => t.id);
  const open = await deps.db.select().from(tripChecks).where(isNull(tripChecks.endedAt));
  // Open episodes of trips no longer checked (ended, cancelled, parked at the destination) end now.
  let ended = await endEpisodes(
    deps.db,
    open.filter((c) => !tripIds.includes(c.tripId)).map((c) => c.id),
    now,
  );
  const asked: TripCheck[] = [];
  if (trips.length > 0) {
    const rows = await deps.db
      .select({
        tripId: tripPositions.tripId,
        lat: tripPositions.lat,
        lon: tripPositions.lon,
        at: tripPositions.at,
      })
      .from(tripPositions)
      .where(
        and(
          inArray(tripPositions.tripId, tripIds),
          gte(tripPositions.at, new Date(now.getTime() - windowMs(settings))),
          lte(tripPositions.at, now),
        ),
      )
      .orderBy(asc(tripPositions.tripId), asc(tripPositions.at), asc(tripPositions.id));
    const byTrip = new Map<string, (Point & { at: number })[]>();
    for (const row of rows) {
      const list = byTrip.get(row.tripId) ?? [];
      list.push({ lat: row.lat, lon: row.lon, at: row.at.getTime() });
      byTrip.set(row.tripId, list);
    }
    const toEnd: string[] = [];
    for (const trip of trips) {
      const start = trip.legStart?.getTime() ?? 0;
      const points = (byTrip.get(trip.id) ?? []).filter((p) => p.at >= start);
      // No position in the window (the driver's phone silent): nothing to judge, open episodes stay.
      const reading = readTrip(trip, points, settings, now);
      if (!reading) continue;
      for (const kind of ["off_route", "stopped"] as const) {
        const firing = kind === "off_route" ? reading.offRoute : reading.stopped;
        const current = open.find((c) => c.tripId === trip.id && c.kind === kind);
        if (firing && !current) {
          try {
            const check = await ask(deps, trip, kind, reading, settings, now);
            if (check) asked.push(check);
          } catch (error) {
            deps.log.error({ err: error, tripId: trip.id, kind }, "trip check not asked");
          }
        } else if (!firing && current) {
          toEnd.push(current.id);
        }
      }
    }
    ended += await endEpisodes(deps.db, toEnd, now);
  }
  const escalated = await escalateUnanswered(deps, now);
  return { asked, ended, escalated };
}

/** The sweep every `everyMs` on this instance (0: never; tests call sweepTripChecks with their own `now`). */
export function runTripCheckSweep(deps: TripCheckDeps, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepTripChecks(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, "trip checks failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
