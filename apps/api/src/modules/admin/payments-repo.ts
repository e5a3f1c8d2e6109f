import type { PaymentPurpose, PaymentReportStatus, PaymentStatus, PayoutStatus } from "@campusgo/domain";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  deliveries,
  driverProfiles,
  earningsHolds,
  ledgerEntries,
  paymentReports,
  payments,
  payouts,
  refunds,
  rides,
  tripCharges,
  trips,
  users,
} from "../../db/schema/index.ts";

export const MONEY_PAGE_SIZE = 20;
export const REPORTS_PAGE_SIZE = 50;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A WAT calendar day (YYYY-MM-DD) as the instant it starts. */
const watDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`);
const DAY_MS = 86_400_000;

export const riderUser = alias(users, "rider_user");
export const driverUser = alias(users, "driver_user");
export const deciderUser = alias(users, "decider_user");

/** Who a money record belongs to, as admins see them. */
const userPerson = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
};
export const riderPerson = {
  id: riderUser.id,
  fullName: riderUser.fullName,
  email: riderUser.email,
  phoneNumber: riderUser.phoneNumber,
};
export const driverPerson = {
  id: driverUser.id,
  fullName: driverUser.fullName,
  email: driverUser.email,
  phoneNumber: driverUser.phoneNumber,
};

export interface PaymentsFilter {
  status?: PaymentStatus | undefined;
  purpose?: PaymentPurpose | undefined;
  /** WAT days, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** A reference or an e-mail address (or part of one). */
  q?: string | undefined;
  page: number;
}

/** Gateway payments, newest first, a page at a time, with who paid. */
export async function listPayments(db: Db, filter: PaymentsFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.purpose) conditions.push(eq(payments.purpose, filter.purpose));
  if (filter.from) conditions.push(gte(payments.createdAt, watDayStart(filter.from)));
  if (filter.to) conditions.push(lt(payments.createdAt, new Date(watDayStart(filter.to).getTime() + DAY_MS)));
  const term = filter.q?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(or(ilike(payments.reference, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ payment: payments, user: userPerson })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(MONEY_PAGE_SIZE)
      .offset((filter.page - 1) * MONEY_PAGE_SIZE),
    db.select({ n: count() }).from(payments).leftJoin(users, eq(users.id, payments.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const tripColumns = {
  charge: tripCharges,
  tripKind: trips.kind,
  pickupName: sql<string>`coalesce(${rides.pickupName}, ${deliveries.pickupName})`,
  destName: sql<string>`coalesce(${rides.destName}, ${deliveries.dropoffName})`,
  rider: riderPerson,
  driver: driverPerson,
};

/** Trips' charges, of every kind of trip, with the trip's places and its rider (or sender) and driver. */
function tripQuery(db: Db) {
  return db
    .select(tripColumns)
    .from(tripCharges)
    .innerJoin(trips, eq(trips.id, tripCharges.tripId))
    .leftJoin(rides, eq(rides.id, tripCharges.tripId))
    .leftJoin(deliveries, eq(deliveries.id, tripCharges.tripId))
    .leftJoin(riderUser, eq(riderUser.id, tripCharges.riderId))
    .leftJoin(driverUser, eq(driverUser.id, tripCharges.driverId));
}

export type TripRow = Awaited<ReturnType<typeof tripsOf>>[number];

/** The charges of these trips (those that have one). */
export function tripsOf(db: Db, rideIds: string[]) {
  if (rideIds.length === 0) return Promise.resolve([]);
  return tripQuery(db).where(inArray(tripCharges.tripId, rideIds));
}

/** What the open holds of these trips hold, by trip (a trip with no open hold is left out). */
export async function heldOf(db: Db, rideIds: string[]): Promise<Map<string, number>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db
    .select({ rideId: earningsHolds.tripId, heldKobo: earningsHolds.heldKobo })
    .from(earningsHolds)
    .where(and(inArray(earningsHolds.tripId, rideIds), eq(earningsHolds.status, "held")));
  return new Map(rows.map((r) => [r.rideId, r.heldKobo]));
}

/** The balances of these ledger accounts, by account (an account with no entry is left out). */
export async function balancesOf(db: Db, accounts: string[]): Promise<Map<string, number>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amountKobo})` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, accounts))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, Number(r.sum)]));
}

/** The refunds of these trips, newest first. */
export function refundsOf(db: Db, rideIds: string[]) {
  if (rideIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.tripId, rideIds))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

export interface TripsFilter {
  status?: "owed" | "paid" | undefined;
  /** A payment reference, or the rider's or driver's e-mail (or part of one). */
  q?: string | undefined;
  page: number;
}

/** Trips owed or paid, newest first, a page at a time. */
export async function listTrips(db: Db, filter: TripsFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(tripCharges.status, filter.status));
  const term = filter.q?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(
      or(
        ilike(tripCharges.reference, pattern),
        ilike(riderUser.email, pattern),
        ilike(driverUser.email, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    tripQuery(db)
      .where(where)
      .orderBy(desc(tripCharges.createdAt), desc(tripCharges.tripId))
      .limit(MONEY_PAGE_SIZE)
      .offset((filter.page - 1) * MONEY_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(tripCharges)
      .leftJoin(riderUser, eq(riderUser.id, tripCharges.riderId))
      .leftJoin(driverUser, eq(driverUser.id, tripCharges.driverId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface PayoutsFilter {
  status?: PayoutStatus | undefined;
  /** The driver's name or e-mail (or part of one). */
  driver?: string | undefined;
  page: number;
}

/** Drivers' payouts, newest first, a page at a time. */
export async function listPayouts(db: Db, filter: PayoutsFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(payouts.status, filter.status));
  const term = filter.driver?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: payouts, driver: userPerson })
      .from(payouts)
      .leftJoin(users, eq(users.id, payouts.driverId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(MONEY_PAGE_SIZE)
      .offset((filter.page - 1) * MONEY_PAGE_SIZE),
    db.select({ n: count() }).from(payouts).leftJoin(users, eq(users.id, payouts.driverId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Reports of drivers who asked to be paid outside the app: the open ones oldest first (a queue), the decided
 * ones newest decision first; each with its trip, its rider and driver, and the driver's record.
 */
export async function listReports(db: Db, filter: { status: "open" | "decided"; page: number }) {
  const open = filter.status === "open";
  return db
    .select({
      report: paymentReports,
      ride: {
        id: rides.id,
        status: rides.status,
        pickupName: rides.pickupName,
        destName: rides.destName,
        scheduledAt: rides.scheduledAt,
        createdAt: rides.createdAt,
        amountKobo: rides.amountKobo,
      },
      chargeStatus: tripCharges.status,
      rider: riderPerson,
      driver: driverPerson,
      decider: { id: deciderUser.id, fullName: deciderUser.fullName },
      driverReports: sql<number>`(select count(*)::int from ${paymentReports} as others where others.driver_id = ${paymentReports.driverId})`,
      driverSuspended: sql<boolean>`exists (select 1 from ${driverProfiles} as suspension where suspension.user_id = ${paymentReports.driverId} and suspension.suspended_at is not null)`,
    })
    .from(paymentReports)
    .innerJoin(rides, eq(rides.id, paymentReports.tripId))
    .leftJoin(tripCharges, eq(tripCharges.tripId, paymentReports.tripId))
    .leftJoin(riderUser, eq(riderUser.id, paymentReports.riderId))
    .leftJoin(driverUser, eq(driverUser.id, paymentReports.driverId))
    .leftJoin(deciderUser, eq(deciderUser.id, paymentReports.decidedBy))
    .where(open ? eq(paymentReports.status, "open") : ne(paymentReports.status, "open"))
    .orderBy(
      ...(open
        ? [asc(paymentReports.createdAt), asc(paymentReports.id)]
        : [desc(paymentReports.decidedAt), desc(paymentReports.id)]),
    )
    .limit(REPORTS_PAGE_SIZE)
    .offset((filter.page - 1) * REPORTS_PAGE_SIZE);
}

export async function findReport(db: Db, reportId: string) {
  const [row] = await db
    .select({ report: paymentReports, ride: rides })
    .from(paymentReports)
    .innerJoin(rides, eq(rides.id, paymentReports.tripId))
    .where(eq(paymentReports.id, reportId))
    .limit(1);
  return row;
}

/**
 * The decision as a compare-and-set on "open": of two admins deciding at once exactly one wins. Returns the
 * decided report, or undefined when it was not open.
 */
export async function closeReport(
  tx: Db,
  reportId: string,
  adminId: string,
  status: Exclude<PaymentReportStatus, "open">,
) {
  const [row] = await tx
    .update(paymentReports)
    .set({ status, decidedBy: adminId, decidedAt: new Date() })
    .where(and(eq(paymentReports.id, reportId), eq(paymentReports.status, "open")))
    .returning();
  return row;
}
