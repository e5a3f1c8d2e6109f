import {
  TIMELINE_POSITION_EVERY_S,
  TIMELINE_TRACK_MAX,
  type TimelineEntry,
  type TimelineTripKind,
  type TripTimeline,
} from "@campusgo/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  deliveries,
  rides,
  shuttleLines,
  shuttleRuns,
  shuttleStops,
  tripPositions,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { type SourceEntry, TIMELINE_SOURCES, type TimelineTrip } from "./timeline-sources.ts";

export const TIMELINE_MESSAGES = { notFound: "This trip does not exist." } as const;

interface TripHead extends TimelineTrip {
  status: string;
  from: string;
  to: string;
  fromAt: { lat: number; lon: number };
  toAt: { lat: number; lon: number };
  createdAt: Date;
}

async function tripHead(db: Db, kind: TimelineTripKind, id: string): Promise<TripHead> {
  if (kind === "ride") {
    const [r] = await db.select().from(rides).where(eq(rides.id, id));
    if (r) {
      return {
        kind,
        id,
        bookerId: r.riderId,
        driverId: r.driverId,
        status: r.status,
        from: r.pickupName,
        to: r.destName,
        fromAt: { lat: r.pickupLat, lon: r.pickupLon },
        toAt: { lat: r.destLat, lon: r.destLon },
        createdAt: r.createdAt,
      };
    }
  } else if (kind === "shuttle_run") {
    const [run] = await db
      .select({ run: shuttleRuns, lineName: shuttleLines.name })
      .from(shuttleRuns)
      .innerJoin(shuttleLines, eq(shuttleLines.id, shuttleRuns.lineId))
      .where(eq(shuttleRuns.id, id));
    if (run) {
      // A run carries many riders: no one booked it. Its way is its line's, first stop to last.
      const stops = await db
        .select({ name: shuttleStops.name, lat: shuttleStops.lat, lon: shuttleStops.lon })
        .from(shuttleStops)
        .where(eq(shuttleStops.lineId, run.run.lineId))
        .orderBy(asc(shuttleStops.position));
      const first = stops[0];
      const last = stops.at(-1);
      return {
        kind,
        id,
        bookerId: null,
        driverId: run.run.driverId,
        status: run.run.status,
        from: `${run.lineName}, ${first?.name ?? "its first stop"}`,
        to: last?.name ?? "its last stop",
        fromAt: { lat: first?.lat ?? 0, lon: first?.lon ?? 0 },
        toAt: { lat: last?.lat ?? 0, lon: last?.lon ?? 0 },
        createdAt: run.run.startedAt ?? run.run.createdAt,
      };
    }
  } else {
    const [d] = await db.select().from(deliveries).where(eq(deliveries.id, id));
    if (d) {
      return {
        kind,
        id,
        bookerId: d.senderId,
        driverId: d.driverId,
        status: d.status,
        from: d.pickupName,
        to: d.dropoffName,
        fromAt: { lat: d.pickupLat, lon: d.pickupLon },
        toAt: { lat: d.dropoffLat, lon: d.dropoffLon },
        createdAt: d.createdAt,
      };
    }
  }
  throw new AppError("not_found", TIMELINE_MESSAGES.notFound);
}

/** At most `max` points of a track, evenly spaced, its first and last kept. */
export function sampleTrack<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const out: T[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i++) {
    const point = points[Math.round(i * step)];
    if (point !== undefined) out.push(point);
  }
  return out;
}

/**
 * GET /api/admin/trips/:kind/:id/timeline: everything known of one trip in time order, with who did it: its
 * events, the driver's positions (one entry a minute, and the sampled track for the map), offers, support
 * messages sent from it, money, ratings, reports and SOS. Entries at the same moment keep their sources' order.
 */
export async function tripTimeline(db: Db, kind: TimelineTripKind, id: string): Promise<TripTimeline> {
  const head = await tripHead(db, kind, id);
  const [positions, ...sourced] = await Promise.all([
    db
      .select({ lat: tripPositions.lat, lon: tripPositions.lon, at: tripPositions.at })
      .from(tripPositions)
      .where(eq(tripPositions.tripId, id))
      .orderBy(asc(tripPositions.at), asc(tripPositions.id)),
    ...TIMELINE_SOURCES.map((read) => read(db, head)),
  ]);
  const entries: SourceEntry[] = sourced.flat();

  let lastShown = Number.NEGATIVE_INFINITY;
  for (const p of positions) {
    if (p.at.getTime() - lastShown < TIMELINE_POSITION_EVERY_S * 1000) continue;
    lastShown = p.at.getTime();
    entries.push({
      at: p.at,
      source: "position",
      title: "Driver's position",
      detail: `${p.lat.toFixed(5)}, ${p.lon.toFixed(5)}`,
      actorId: head.driverId,
      actorRole: "driver",
      position: { lat: p.lat, lon: p.lon },
      link: null,
    });
  }

  const ids = new Set<string>();
  for (const e of entries) if (e.actorId) ids.add(e.actorId);
  if (head.bookerId) ids.add(head.bookerId);
  if (head.driverId) ids.add(head.driverId);
  const people = ids.size
    ? await db
        .select({ id: users.id, name: users.fullName, role: users.role })
        .from(users)
        .where(inArray(users.id, [...ids]))
    : [];
  const names = new Map(people.map((p) => [p.id, p]));
  const bookerRole = kind === "delivery" ? "sender" : "rider";
  const roleOf = (userId: string, given?: string) => {
    if (given && given !== "system") return given;
    if (userId === head.bookerId) return bookerRole;
    if (userId === head.driverId) return "driver";
    return names.get(userId)?.role === "admin" ? "admin" : "user";
  };
  const actorOf = (e: SourceEntry): string => {
    if (e.actor) return e.actor;
    if (!e.actorId) return e.actorRole === "support" ? "CampusGo support" : "System";
    const person = names.get(e.actorId);
    return `${person?.name ?? "A deleted account"} (${roleOf(e.actorId, e.actorRole)})`;
  };

  const ordered = entries
    .map((e, order) => ({ e, order }))
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.order - b.order)
    .map(
      ({ e }): TimelineEntry => ({
        at: e.at.toISOString(),
        source: e.source,
        title: e.title,
        detail: e.detail,
        actor: actorOf(e),
        position: e.position,
        link: e.link,
      }),
    );

  const person = (userId: string | null) => {
    const p = userId ? names.get(userId) : undefined;
    return p && userId ? { id: userId, name: p.name } : null;
  };
  return {
    trip: {
      kind,
      id,
      status: head.status,
      from: head.from,
      to: head.to,
      fromAt: head.fromAt,
      toAt: head.toAt,
      booker: person(head.bookerId),
      driver: person(head.driverId),
      createdAt: head.createdAt.toISOString(),
    },
    entries: ordered,
    track: sampleTrack(positions, TIMELINE_TRACK_MAX).map((p) => ({
      lat: p.lat,
      lon: p.lon,
      at: p.at.toISOString(),
    })),
    positionsRecorded: positions.length,
  };
}
