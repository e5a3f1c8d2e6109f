import { formatNaira, type TimelineEntry, type TimelineTripKind } from "@campusgo/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  earningsHolds,
  offers,
  paymentReports,
  payments,
  refunds,
  sosAlerts,
  supportConversations,
  supportMessages,
  tripCharges,
  tripChecks,
  tripEvents,
  tripRatings,
} from "../../db/schema/index.ts";

/**
 * What one source tells of a trip, for its admin timeline (docs/decisions/0036-support-timeline-inbox.md). Each
 * source reads its own table by the trip's id and names people by id; the timeline adds their names, merges the
 * sources and sorts them by time. A new kind of record about a trip (trip checks, say) is one more reader in
 * TIMELINE_SOURCES, nothing else.
 */
export interface TimelineTrip {
  kind: TimelineTripKind;
  id: string;
  bookerId: string | null;
  driverId: string | null;
}

/** An entry as a source gives it: `actorId` (named by the timeline) or an `actor` already in words. */
export type SourceEntry = Omit<TimelineEntry, "actor" | "at"> & {
  at: Date;
  actorId?: string | null;
  actorRole?: string;
  actor?: string;
};

export type TimelineSourceReader = (db: Db, trip: TimelineTrip) => Promise<SourceEntry[]>;

const EVENT_TITLES: Record<string, string> = {
  book: "Booked",
  create: "Booked",
  dispatch: "Sent to drivers",
  accept: "Offer accepted",
  reserve: "Matched ahead of time",
  confirm: "Driver confirmed",
  release: "Driver did not confirm: searching again",
  arrive: "Driver arrived at pickup",
  start: "Trip started",
  pick_up: "Parcel picked up",
  wait: "Driver waiting at destination",
  return: "Way back started",
  start_return: "Parcel on its way back",
  end_early: "Rider ended at destination",
  complete: "Completed",
  deliver: "Parcel delivered",
  dispute: "Drop-off disputed",
  cancel: "Cancelled",
  expire: "Expired",
  search_again: "Searching again",
  redirect: "Redirected",
  end: "Ended",
};

const sentence = (s: string) => {
  const words = s.replace(/[_.]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const positionIn = (payload: Record<string, unknown>) => {
  const p = payload.position as { lat?: unknown; lon?: unknown } | undefined;
  const lat = p?.lat ?? payload.lat;
  const lon = p?.lon ?? payload.lon;
  return typeof lat === "number" && typeof lon === "number" ? { lat, lon } : null;
};

const reasonIn = (payload: Record<string, unknown>) =>
  typeof payload.reason === "string" ? `Reason: ${payload.reason}` : null;

/** The trip core's events: every status change, by whom. */
const tripEventsSource: TimelineSourceReader = async (db, trip) => {
  const rows = await db
    .select()
    .from(tripEvents)
    .where(eq(tripEvents.tripId, trip.id))
    .orderBy(asc(tripEvents.seq));
  return rows.map((e) => ({
    at: e.at,
    source: "trip" as const,
    title: EVENT_TITLES[e.event] ?? sentence(e.event),
    detail: [
      e.fromStatus ? `${sentence(e.fromStatus)} → ${sentence(e.toStatus)}` : sentence(e.toStatus),
      reasonIn(e.payload),
    ]
      .filter(Boolean)
      .join(". "),
    actorId: e.actorId,
    actorRole: e.actor,
    actor: e.actor === "system" ? "System" : undefined,
    position: positionIn(e.payload),
    link: null,
  }));
};

/** Drivers' offers: made, and what became of each. */
const offersSource: TimelineSourceReader = async (db, trip) => {
  const rows = await db
    .select()
    .from(offers)
    .where(eq(offers.tripId, trip.id))
    .orderBy(asc(offers.createdAt));
  return rows.flatMap((o) => {
    const made: SourceEntry = {
      at: o.createdAt,
      source: "offer",
      title: `Offer of ${formatNaira(o.amountKobo)}`,
      detail: `${Math.round(o.distanceM)} m away, about ${Math.max(1, Math.round(o.etaS / 60))} min`,
      actorId: o.driverId,
      actorRole: "driver",
      position: null,
      link: null,
    };
    if (!o.respondedAt || o.status === "pending") return [made];
    return [
      made,
      {
        at: o.respondedAt,
        source: "offer" as const,
        title: `Offer of ${formatNaira(o.amountKobo)} ${o.status}`,
        detail: null,
        actorId: o.status === "withdrawn" ? o.driverId : o.status === "expired" ? null : trip.bookerId,
        actorRole: o.status === "withdrawn" ? "driver" : undefined,
        actor: o.status === "expired" || o.status === "lost" ? "System" : undefined,
        position: null,
        link: null,
      },
    ];
  });
};

/** Support conversations sent from the trip: each message. */
const messagesSource: TimelineSourceReader = async (db, trip) => {
  const rows = await db
    .select({ c: supportConversations, m: supportMessages })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportConversations.tripId, trip.id))
    .orderBy(asc(supportMessages.createdAt));
  return rows.map(({ c, m }) => ({
    at: m.createdAt,
    source: "message" as const,
    title: m.from === "support" ? `Support answered "${c.subject}"` : `Message to support: "${c.subject}"`,
    detail: m.body.length > 300 ? `${m.body.slice(0, 299)}…` : m.body,
    actorId: m.authorId,
    actorRole: m.from === "support" ? "support" : undefined,
    position: null,
    link: `/admin/support/${c.id}`,
  }));
};

/** What was owed, paid at the gateway, and refunded. */
const moneySource: TimelineSourceReader = async (db, trip) => {
  const [charges, paid, back] = await Promise.all([
    db.select().from(tripCharges).where(eq(tripCharges.tripId, trip.id)),
    db.select().from(payments).where(eq(payments.tripId, trip.id)),
    db.select().from(refunds).where(eq(refunds.tripId, trip.id)),
  ]);
  const out: SourceEntry[] = [];
  for (const c of charges) {
    const what = c.kind === "fare" ? "Fare" : sentence(c.kind);
    out.push({
      at: c.createdAt,
      source: "payment",
      title: `${what} of ${formatNaira(c.amountKobo)} owed`,
      detail: null,
      actor: "System",
      position: null,
      link: null,
    });
    if (c.paidAt) {
      out.push({
        at: c.paidAt,
        source: "payment",
        title: `${what} of ${formatNaira(c.amountKobo)} paid`,
        detail: c.method ? `By ${c.method.replace(/_/g, " ")}` : null,
        actorId: c.riderId,
        position: null,
        link: null,
      });
    }
  }
  for (const p of paid) {
    out.push({
      at: p.createdAt,
      source: "payment",
      title: `Checkout of ${formatNaira(p.amountKobo)} started`,
      detail: `Reference ${p.reference}, now ${p.status}`,
      actorId: p.userId,
      position: null,
      link: null,
    });
  }
  for (const r of back) {
    out.push({
      at: r.createdAt,
      source: "payment",
      title: `Refund of ${formatNaira(r.amountKobo)} to the ${r.destination}`,
      detail: `${r.reason} (${r.status})`,
      actorId: r.adminId,
      actorRole: "admin",
      position: null,
      link: null,
    });
  }
  return out;
};

/** Ratings given on the trip. */
const ratingsSource: TimelineSourceReader = async (db, trip) => {
  const rows = await db.select().from(tripRatings).where(eq(tripRatings.tripId, trip.id));
  return rows.map((r) => ({
    at: r.createdAt,
    source: "rating" as const,
    title: `Rated ${r.stars} of 5`,
    detail: r.comment,
    actorId: r.raterId,
    position: null,
    link: null,
  }));
};

/** Reports about the trip: an off-app payment, a flag or a trip ended short, and the decisions on them. */
const reportsSource: TimelineSourceReader = async (db, trip) => {
  const [reports, holds] = await Promise.all([
    db.select().from(paymentReports).where(eq(paymentReports.tripId, trip.id)),
    db
      .select()
      .from(earningsHolds)
      .where(
        and(eq(earningsHolds.tripId, trip.id), inArray(earningsHolds.reason, ["flagged", "ended_short"])),
      ),
  ]);
  const out: SourceEntry[] = [];
  for (const r of reports) {
    out.push({
      at: r.createdAt,
      source: "report",
      title: "Reported: the driver asked to be paid outside the app",
      detail: r.note,
      actorId: r.riderId,
      position: null,
      link: null,
    });
    if (r.decidedAt) {
      out.push({
        at: r.decidedAt,
        source: "report",
        title: `Off-app payment report ${r.status}`,
        detail: null,
        actorId: r.decidedBy,
        actorRole: "admin",
        position: null,
        link: null,
      });
    }
  }
  for (const h of holds) {
    out.push({
      at: h.createdAt,
      source: "report",
      title:
        h.reason === "flagged"
          ? "Flagged for review: driver's share held"
          : "Ended short: driver's share held",
      detail: null,
      actor: h.reason === "flagged" ? undefined : "System",
      actorId: h.reason === "flagged" ? trip.bookerId : null,
      position: null,
      link: null,
    });
    if (h.decidedAt) {
      out.push({
        at: h.decidedAt,
        source: "report",
        title: `Review decided: ${h.status}`,
        detail: h.note,
        actorId: h.decidedBy,
        actorRole: "admin",
        position: null,
        link: null,
      });
    }
  }
  return out;
};

/** SOS raised on the trip, and what became of each. */
const sosSource: TimelineSourceReader = async (db, trip) => {
  const rows = await db.select().from(sosAlerts).where(eq(sosAlerts.tripId, trip.id));
  return rows.flatMap((s) => {
    const position = s.lat !== null && s.lon !== null ? { lat: s.lat, lon: s.lon } : null;
    const out: SourceEntry[] = [
      {
        at: s.raisedAt,
        source: "sos",
        title: "SOS raised",
        detail: `Contacts texted ${s.contactsTexted}, e-mailed ${s.contactsEmailed}`,
        actorId: s.raisedBy,
        actorRole: s.role,
        position,
        link: "/admin/sos",
      },
    ];
    if (s.safeAt) {
      out.push({
        at: s.safeAt,
        source: "sos",
        title: "Said they are safe",
        detail: null,
        actorId: s.raisedBy,
        actorRole: s.role,
        position: null,
        link: "/admin/sos",
      });
    }
    if (s.resolvedAt) {
      out.push({
        at: s.resolvedAt,
        source: "sos",
        title: "SOS resolved",
        detail: s.note,
        actorId: s.resolvedBy,
        actorRole: "admin",
        position: null,
        link: "/admin/sos",
      });
    }
    return out;
  });
};

/** The automatic checks ("Are you OK?"): asked, answered, or unanswered and admins told. */
const checksSource: TimelineSourceReader = async (db, trip) => {
  const rows = await db.select().from(tripChecks).where(eq(tripChecks.tripId, trip.id));
  return rows.flatMap((c) => {
    const what =
      c.kind === "off_route"
        ? `Off the expected route${c.distanceM !== null ? ` by ${c.distanceM} m` : ""}`
        : `Stopped${c.stoppedS !== null ? ` for ${Math.round(c.stoppedS / 60)} min` : ""} away from pickup and destination`;
    const out: SourceEntry[] = [
      {
        at: c.askedAt,
        source: "check",
        title: `${what}: asked "Are you OK?"`,
        detail: null,
        actor: "System",
        position: { lat: c.lat, lon: c.lon },
        link: "/admin/trip-checks",
      },
    ];
    if (c.answeredAt) {
      out.push({
        at: c.answeredAt,
        source: "check",
        title: "Answered: I'm OK",
        detail: null,
        actorId: c.userId,
        position: null,
        link: null,
      });
    }
    if (c.escalatedAt) {
      out.push({
        at: c.escalatedAt,
        source: "check",
        title: "No answer: admins told",
        detail: null,
        actor: "System",
        position: null,
        link: "/admin/trip-checks",
      });
    }
    return out;
  });
};

/**
 * Every source of a trip's timeline but its positions (read with the track). A new kind of record about a trip is
 * one more reader here.
 */
export const TIMELINE_SOURCES: readonly TimelineSourceReader[] = [
  tripEventsSource,
  offersSource,
  messagesSource,
  moneySource,
  ratingsSource,
  reportsSource,
  sosSource,
  checksSource,
];
