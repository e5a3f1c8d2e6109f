import {
  type AdminSosList,
  type AdminSosView,
  DELIVERY_DRIVER_ACTIVE,
  type RaiseSosInput,
  SHAREABLE_RIDE_STATUSES,
  SOS_ADMIN_RIGHTS,
  SOS_MESSAGES,
  SOS_TEXTS_PER_TRIP,
  type SosRole,
  type SosStatus,
  type SosTripKind,
  type SosView,
  splitFullName,
  WAT_OFFSET_MS,
} from "@campusgo/domain";
import { and, asc, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SosAlert, sosAlerts, sosOutbox, tripShares, type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertAudit } from "../admin/repo.ts";
import { findDelivery } from "../deliveries/repo.ts";
import { findRide } from "../rides/repo.ts";
import { contactsOf } from "../safety/contacts.ts";
import { tripShareToken } from "../safety/share.ts";
import { shareTokenHash, shareUrl } from "../trips/share-links.ts";
import type { SosDeps } from "./deps.ts";
import { listEmergencyNumbers } from "./emergency-numbers.ts";
import { handOverSos, OUTBOX_CLAIM_MS } from "./outbox.ts";
import { hasSeatOn, isOnBoard, type SosRun, sosRunOf } from "./shuttle.ts";

/** A driver's live position older than this is not taken as where the SOS was raised. */
const POSITION_FRESH_MS = 5 * 60_000;
const CLOSED_PAGE = 50;

/** The caller's trip under way, as SOS needs it. */
export interface SosTrip {
  kind: SosTripKind;
  id: string;
  status: string;
  role: SosRole;
  /** The traveller (rider or sender) and the driver; a shuttle run's driver has riders, not one traveller. */
  travellerId: string | null;
  driverId: string | null;
  /**
   * The trip's shared link for the contacts: its share row made in the SOS's transaction if it has none yet. A
   * shuttle run has none: the contacts are told the line and the bus instead.
   */
  link: { url: string; share: { tripId: string; userId: string; tokenHash: string } } | null;
  /** On a campus shuttle run: its line and the bus's plate. */
  shuttle: { lineName: string; plate: string | null } | null;
}

const notFound = () => new AppError("not_found", SOS_MESSAGES.tripNotFound);

/**
 * A shuttle run as `user`'s trip under way: its driver, or a rider the driver boarded (a rider whose seat is not
 * boarded: 409, to board first; anyone else: 404); 409 unless the run is under way.
 */
async function sosRunTripOf(deps: SosDeps, user: Pick<User, "id">, id: string): Promise<SosTrip> {
  const run = await sosRunOf(deps.db, id);
  if (!run) throw notFound();
  const driving = run.driverId === user.id;
  if (!driving && !(await hasSeatOn(deps.db, id, user.id))) throw notFound();
  if (!run.running || !run.driverId) throw new AppError("conflict", SOS_MESSAGES.notUnderWay);
  if (!driving && !(await isOnBoard(deps.db, id, user.id))) {
    throw new AppError("conflict", SOS_MESSAGES.notOnBoard);
  }
  return {
    kind: "shuttle_run",
    id,
    status: run.status,
    role: driving ? "driver" : "rider",
    travellerId: driving ? null : user.id,
    driverId: run.driverId,
    link: null,
    shuttle: { lineName: run.lineName, plate: run.plate },
  };
}

/**
 * The trip `kind`/`id` as `user`'s trip under way: its rider or sender, or its driver (anyone else: 404, as for
 * a trip that does not exist); 409 unless a driver has it and it has not ended.
 */
export async function sosTripOf(
  deps: SosDeps,
  user: Pick<User, "id">,
  kind: SosTripKind,
  id: string,
): Promise<SosTrip> {
  if (kind === "shuttle_run") return sosRunTripOf(deps, user, id);
  if (kind === "ride") {
    const ride = await findRide(deps.db, id);
    if (!ride || (ride.riderId !== user.id && ride.driverId !== user.id)) throw notFound();
    if (!(SHAREABLE_RIDE_STATUSES as readonly string[]).includes(ride.status) || !ride.driverId) {
      throw new AppError("conflict", SOS_MESSAGES.notUnderWay);
    }
    const token = tripShareToken(deps.config.sessionSecret, ride.id);
    return {
      kind,
      id,
      status: ride.status,
      role: ride.riderId === user.id ? "rider" : "driver",
      travellerId: ride.riderId,
      driverId: ride.driverId,
      link: {
        url: shareUrl(deps.config.publicUrl, token),
        share: { tripId: ride.id, userId: ride.riderId, tokenHash: shareTokenHash(token) },
      },
      shuttle: null,
    };
  }
  const delivery = await findDelivery(deps.db, id);
  if (!delivery || (delivery.senderId !== user.id && delivery.driverId !== user.id)) throw notFound();
  if (!(DELIVERY_DRIVER_ACTIVE as readonly string[]).includes(delivery.status) || !delivery.driverId) {
    throw new AppError("conflict", SOS_MESSAGES.notUnderWay);
  }
  // The sender's shared link, as "Share my trip" gives it (decision 32), not the recipient's.
  const token = tripShareToken(deps.config.sessionSecret, delivery.id);
  return {
    kind,
    id,
    status: delivery.status,
    role: delivery.senderId === user.id ? "sender" : "driver",
    travellerId: delivery.senderId,
    driverId: delivery.driverId,
    link: {
      url: shareUrl(deps.config.publicUrl, token),
      share: { tripId: delivery.id, userId: delivery.senderId, tokenHash: shareTokenHash(token) },
    },
    shuttle: null,
  };
}

interface Position {
  lat: number;
  lon: number;
  source: "phone" | "driver";
  at: Date;
}

/** The phone's position, else the driver's last live one if fresh, else none. */
async function positionOf(
  deps: SosDeps,
  trip: SosTrip,
  sent: { lat: number; lon: number } | null | undefined,
  now: Date,
): Promise<Position | null> {
  if (sent) return { lat: sent.lat, lon: sent.lon, source: "phone", at: now };
  if (!trip.driverId) return null;
  const last = await deps.locations.get(trip.driverId);
  if (!last || last.at < now.getTime() - POSITION_FRESH_MS) return null;
  return { lat: last.lat, lon: last.lon, source: "driver", at: new Date(last.at) };
}

const firstNameOf = (user: Pick<User, "firstName" | "fullName">) =>
  user.firstName?.trim() || splitFullName(user.fullName).firstName || "Someone";

const clock = (at: Date) => {
  const local = new Date(at.getTime() + WAT_OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
};

const doing: Record<SosRole, Record<Exclude<SosTripKind, "shuttle_run">, string>> = {
  rider: { ride: "on a CampusGo ride", delivery: "on a CampusGo delivery" },
  sender: { ride: "on a CampusGo ride", delivery: "about a CampusGo delivery" },
  driver: { ride: "while driving a CampusGo ride", delivery: "while carrying a CampusGo delivery" },
};

/** What the raiser was doing, in the contacts' words: a shuttle by its line and its bus's plate. */
function doingOf(trip: SosTrip): string {
  if (trip.kind !== "shuttle_run") return doing[trip.role][trip.kind];
  const bus = trip.shuttle?.plate ? `, bus ${trip.shuttle.plate}` : "";
  const shuttle = `the campus shuttle ${trip.shuttle?.lineName ?? ""}${bus}`;
  return trip.role === "driver" ? `while driving ${shuttle}` : `on ${shuttle}`;
}

/** The text a trusted contact gets (the link last, so nothing sticks to it). */
export function sosText(name: string, trip: SosTrip, at: Date): string {
  return (
    `CampusGo SOS: ${name} pressed SOS ${doingOf(trip)} at ${clock(at)}. ` +
    `CampusGo admins have been alerted. Call ${name} if you can; in danger, call 112.` +
    (trip.link ? ` Follow the trip live: ${trip.link.url}` : "")
  );
}

function sosMail(name: string, trip: SosTrip, at: Date, position: Position | null) {
  const where = position
    ? `\n\nWhere: https://www.openstreetmap.org/?mlat=${position.lat.toFixed(5)}&mlon=${position.lon.toFixed(5)}`
    : "";
  return {
    subject: `SOS: ${name} needs help ${doingOf(trip)}`,
    text:
      `${name} pressed SOS ${doingOf(trip)} at ${clock(at)} (West Africa Time). ` +
      `CampusGo admins have been alerted and are following it.` +
      (trip.link ? `\n\nFollow the trip live (driver, plate, position): ${trip.link.url}` : "") +
      `${where}\n\nCall ${name} if you can. If there is danger, call 112.`,
  };
}

/**
 * The SOS's transaction: the SOS row (one open per person per trip: a second one does nothing and the open one
 * is answered), the trip's shared link if it had none, and the texts and e-mails to the raiser's trusted contacts in
 * the outbox, claimed by this instance for OUTBOX_CLAIM_MS. Once it commits nothing is lost: a process that dies
 * before handing them over leaves them to the sweep.
 */
export async function recordSos(
  deps: SosDeps,
  user: User,
  trip: SosTrip,
  position: Position | null,
  now: Date,
): Promise<{ sos: SosAlert; created: boolean; contactsAlreadyTold: boolean }> {
  const contacts = await contactsOf(deps.db, user.id);
  const name = firstNameOf(user);
  const emailed = contacts.filter((c) => c.email);
  return deps.db.transaction(async (tx) => {
    const [sos] = await tx
      .insert(sosAlerts)
      .values({
        tripId: trip.id,
        tripKind: trip.kind,
        raisedBy: user.id,
        role: trip.role,
        lat: position?.lat ?? null,
        lon: position?.lon ?? null,
        positionSource: position?.source ?? null,
        positionAt: position?.at ?? null,
        contactsTexted: contacts.length,
        contactsEmailed: emailed.length,
        raisedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!sos) {
      const [open] = await tx
        .select()
        .from(sosAlerts)
        .where(
          and(eq(sosAlerts.tripId, trip.id), eq(sosAlerts.raisedBy, user.id), eq(sosAlerts.status, "open")),
        )
        .limit(1);
      if (!open) throw new Error("sos neither stored nor open");
      return { sos: open, created: false, contactsAlreadyTold: false };
    }
    if (trip.link) {
      await tx.insert(tripShares).values(trip.link.share).onConflictDoNothing({ target: tripShares.tripId });
    }
    // The contacts are texted for at most SOS_TEXTS_PER_TRIP SOS of this person on this trip.
    const [earlier] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sosAlerts)
      .where(
        and(
          eq(sosAlerts.tripId, trip.id),
          eq(sosAlerts.raisedBy, user.id),
          ne(sosAlerts.id, sos.id),
          gt(sosAlerts.contactsTexted, 0),
        ),
      );
    if (contacts.length > 0 && (earlier?.n ?? 0) >= SOS_TEXTS_PER_TRIP) {
      const [quiet] = await tx
        .update(sosAlerts)
        .set({ contactsTexted: 0, contactsEmailed: 0 })
        .where(eq(sosAlerts.id, sos.id))
        .returning();
      return { sos: quiet ?? sos, created: true, contactsAlreadyTold: true };
    }
    const claimedUntil = new Date(now.getTime() + OUTBOX_CLAIM_MS);
    const text = sosText(name, trip, now);
    const mail = sosMail(name, trip, now, position);
    const rows = [
      ...contacts.map((c) => ({ sosId: sos.id, channel: "sms", recipient: c.phone, text, claimedUntil })),
      ...emailed.map((c) => ({
        sosId: sos.id,
        channel: "mail",
        recipient: c.email as string,
        subject: mail.subject,
        text: mail.text,
        claimedUntil,
      })),
    ];
    if (rows.length > 0) await tx.insert(sosOutbox).values(rows);
    return { sos, created: true, contactsAlreadyTold: false };
  });
}

const raiserView = (
  sos: SosAlert,
  numbers: SosView["emergencyNumbers"],
  contactsAlreadyTold = false,
): SosView => ({
  id: sos.id,
  status: sos.status as SosStatus,
  practice: false,
  raisedAt: sos.raisedAt.toISOString(),
  adminsAlerted: true,
  contactsTexted: sos.contactsTexted,
  contactsEmailed: sos.contactsEmailed,
  contactsAlreadyTold,
  position: sos.lat !== null && sos.lon !== null ? { lat: sos.lat, lon: sos.lon } : null,
  emergencyNumbers: numbers,
});

/** Tells the admins on every instance; a failure is logged (the admin list still has it). */
async function tellAdmins(deps: SosDeps, sos: SosAlert, event: "sos:raised" | "sos:updated"): Promise<void> {
  try {
    const [view] = await adminSosViews(deps.db, [sos]);
    if (view) deps.hub.toAdmins(event, { sos: view }, SOS_ADMIN_RIGHTS);
  } catch (error) {
    deps.log.error({ err: error, sosId: sos.id }, "admins not told of an sos");
  }
}

/**
 * POST /api/sos: records the SOS on the caller's trip under way, alerts the admins on every instance and hands
 * the texts and e-mails to the contacts over; a second press while it is open answers the open one and sends
 * nothing again. In practice mode nothing is recorded or sent: the answer says what would have happened.
 */
export async function raiseSos(
  deps: SosDeps,
  user: User,
  input: RaiseSosInput,
  now = new Date(),
): Promise<{ message: string; data: SosView; created: boolean }> {
  if (input.practice) {
    const [contacts, numbers] = await Promise.all([
      contactsOf(deps.db, user.id),
      listEmergencyNumbers(deps.db),
    ]);
    const position = input.position ? { lat: input.position.lat, lon: input.position.lon } : null;
    return {
      message: SOS_MESSAGES.practice,
      created: false,
      data: {
        id: null,
        status: "open",
        practice: true,
        raisedAt: now.toISOString(),
        adminsAlerted: false,
        contactsTexted: contacts.length,
        contactsEmailed: contacts.filter((c) => c.email).length,
        contactsAlreadyTold: false,
        position,
        emergencyNumbers: numbers,
      },
    };
  }
  if (!input.kind || !input.tripId) throw new AppError("bad_request", SOS_MESSAGES.tripRequired);
  const trip = await sosTripOf(deps, user, input.kind, input.tripId);
  const position = await positionOf(deps, trip, input.position, now);
  const { sos, created, contactsAlreadyTold } = await recordSos(deps, user, trip, position, now);
  if (created) {
    await tellAdmins(deps, sos, "sos:raised");
    await handOverSos(deps, sos.id);
  }
  const numbers = await listEmergencyNumbers(deps.db);
  return {
    message: created ? SOS_MESSAGES.raised : SOS_MESSAGES.alreadyRaised,
    data: raiserView(sos, numbers, contactsAlreadyTold),
    created,
  };
}

/** An SOS of the caller's, or 404 (the trip's other party and anyone else alike never learn it exists). */
async function ownSos(db: Db, user: Pick<User, "id">, id: string): Promise<SosAlert> {
  const [sos] = await db
    .select()
    .from(sosAlerts)
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.raisedBy, user.id)))
    .limit(1);
  if (!sos) throw new AppError("not_found", SOS_MESSAGES.sosNotFound);
  return sos;
}

/** GET /api/sos/:id: the caller's SOS, as after raising it. */
export async function sosOfRaiser(deps: SosDeps, user: User, id: string): Promise<SosView> {
  const sos = await ownSos(deps.db, user, id);
  return raiserView(sos, await listEmergencyNumbers(deps.db));
}

/**
 * POST /api/sos/:id/safe: the raiser says they are safe (a compare-and-set from open); only they may. 409 once
 * it is closed; the admins see it change.
 */
export async function markSafe(
  deps: SosDeps,
  user: User,
  id: string,
  now = new Date(),
): Promise<{ message: string; data: SosView }> {
  await ownSos(deps.db, user, id);
  const [sos] = await deps.db
    .update(sosAlerts)
    .set({ status: "safe", safeAt: now })
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.raisedBy, user.id), eq(sosAlerts.status, "open")))
    .returning();
  if (!sos) throw new AppError("conflict", SOS_MESSAGES.alreadyClosed);
  await tellAdmins(deps, sos, "sos:updated");
  return { message: SOS_MESSAGES.safe, data: raiserView(sos, await listEmergencyNumbers(deps.db)) };
}

/** POST /api/admin/sos/:id/resolve: an admin closes an open (or safe) SOS with a note; audited. */
export async function resolveSos(
  deps: SosDeps,
  admin: User,
  id: string,
  note: string,
  now = new Date(),
): Promise<AdminSosView> {
  const sos = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sosAlerts)
      .set({ status: "resolved", resolvedAt: now, resolvedBy: admin.id, note })
      .where(and(eq(sosAlerts.id, id), inArray(sosAlerts.status, ["open", "safe"])))
      .returning();
    if (!row) {
      const [known] = await tx.select({ id: sosAlerts.id }).from(sosAlerts).where(eq(sosAlerts.id, id));
      throw known
        ? new AppError("conflict", SOS_MESSAGES.alreadyClosed)
        : new AppError("not_found", SOS_MESSAGES.sosNotFound);
    }
    await insertAudit(tx, { actorId: admin.id, action: "sos.resolve", targetId: id, details: { note } });
    return row;
  });
  await tellAdmins(deps, sos, "sos:updated");
  const [view] = await adminSosViews(deps.db, [sos]);
  if (!view) throw new Error("sos view not made");
  return view;
}

/** GET /api/admin/sos: the open ones, oldest first, and the closed ones, newest first (50 a page). */
export async function adminSosList(db: Db, page = 1): Promise<AdminSosList> {
  const [open, closed] = await Promise.all([
    db.select().from(sosAlerts).where(eq(sosAlerts.status, "open")).orderBy(asc(sosAlerts.raisedAt)),
    db
      .select()
      .from(sosAlerts)
      .where(inArray(sosAlerts.status, ["safe", "resolved"]))
      .orderBy(desc(sosAlerts.raisedAt))
      .limit(CLOSED_PAGE)
      .offset((page - 1) * CLOSED_PAGE),
  ]);
  return { open: await adminSosViews(db, open), closed: await adminSosViews(db, closed) };
}

/** SOS rows as admins see them: the people by name and phone, the trip's places and status. */
export async function adminSosViews(db: Db, rows: readonly SosAlert[]): Promise<AdminSosView[]> {
  if (rows.length === 0) return [];
  const trips = new Map<
    string,
    {
      status: string;
      from: string;
      to: string;
      travellerId: string | null;
      driverId: string | null;
      shuttle?: Pick<SosRun, "lineName" | "plate">;
    }
  >();
  for (const row of rows) {
    if (trips.has(row.tripId)) continue;
    if (row.tripKind === "shuttle_run") {
      const run = await sosRunOf(db, row.tripId);
      if (run) {
        trips.set(row.tripId, {
          status: run.status,
          from: run.from,
          to: run.to,
          travellerId: null,
          driverId: run.driverId,
          shuttle: { lineName: run.lineName, plate: run.plate },
        });
      }
    } else if (row.tripKind === "ride") {
      const ride = await findRide(db, row.tripId);
      if (ride) {
        trips.set(row.tripId, {
          status: ride.status,
          from: ride.pickupName,
          to: ride.destName,
          travellerId: ride.riderId,
          driverId: ride.driverId,
        });
      }
    } else {
      const delivery = await findDelivery(db, row.tripId);
      if (delivery) {
        trips.set(row.tripId, {
          status: delivery.status,
          from: delivery.pickupName,
          to: delivery.dropoffName,
          travellerId: delivery.senderId,
          driverId: delivery.driverId,
        });
      }
    }
  }
  const ids = new Set<string>();
  for (const row of rows) {
    ids.add(row.raisedBy);
    if (row.resolvedBy) ids.add(row.resolvedBy);
    const trip = trips.get(row.tripId);
    if (trip) {
      if (trip.travellerId) ids.add(trip.travellerId);
      if (trip.driverId) ids.add(trip.driverId);
    }
  }
  const people = new Map(
    (
      await db
        .select({ id: users.id, fullName: users.fullName, phone: users.phoneNumber })
        .from(users)
        .where(inArray(users.id, [...ids]))
    ).map((u) => [u.id, u]),
  );
  const person = (id: string | null | undefined, role: SosRole) => {
    if (!id) return null;
    const p = people.get(id);
    return { id, name: p?.fullName ?? "Deleted account", phone: p?.phone ?? null, role };
  };
  return rows.map((row) => {
    const trip = trips.get(row.tripId);
    const role = row.role as SosRole;
    const kind = row.tripKind as SosTripKind;
    const otherId = role === "driver" ? trip?.travellerId : trip?.driverId;
    const otherRole: SosRole = role === "driver" ? (kind === "delivery" ? "sender" : "rider") : "driver";
    return {
      id: row.id,
      status: row.status as SosStatus,
      tripKind: kind,
      tripId: row.tripId,
      tripStatus: trip?.status ?? "unknown",
      from: trip?.from ?? "",
      to: trip?.to ?? "",
      raisedBy: person(row.raisedBy, role) ?? { id: row.raisedBy, name: "", phone: null, role },
      otherParty: person(otherId, otherRole),
      shuttle: trip?.shuttle ?? null,
      position:
        row.lat !== null && row.lon !== null
          ? {
              lat: row.lat,
              lon: row.lon,
              source: row.positionSource === "driver" ? ("driver" as const) : ("phone" as const),
              at: (row.positionAt ?? row.raisedAt).toISOString(),
            }
          : null,
      raisedAt: row.raisedAt.toISOString(),
      safeAt: row.safeAt?.toISOString() ?? null,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy: row.resolvedBy ? (people.get(row.resolvedBy)?.fullName ?? null) : null,
      note: row.note,
      contactsTexted: row.contactsTexted,
      contactsEmailed: row.contactsEmailed,
    };
  });
}
