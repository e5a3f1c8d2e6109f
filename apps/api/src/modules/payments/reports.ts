import {
  type MyPaymentReport,
  type PaymentReportStatus,
  PEOPLE_MESSAGES,
  REPORT_MESSAGES,
  RIDE_MESSAGES,
  type RideStatus,
} from "@campusgo/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { driverProfiles, type PaymentReport, paymentReports, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { DEFAULT_SUSPENSION_REASON } from "../drivers/suspension.ts";
import { isUuid } from "../rides/deps.ts";
import { findRide } from "../rides/repo.ts";

/** A trip a driver took on: from acceptance on, also once it is completed or cancelled. */
const REPORTABLE: readonly RideStatus[] = [
  "accepted",
  "arrived",
  "in_progress",
  "waiting",
  "returning",
  "completed",
  "cancelled",
];

/** The rider's own trip that had a driver; 404 for anyone else's, 400 before a driver took it. */
async function reportableRide(db: Db, rider: User, rideId: string) {
  const ride = isUuid(rideId) ? await findRide(db, rideId) : undefined;
  if (!ride || ride.riderId !== rider.id) throw new AppError("not_found", RIDE_MESSAGES.rideNotFound);
  return ride;
}

const toView = (report: PaymentReport): MyPaymentReport => ({
  status: report.status as PaymentReportStatus,
  createdAt: report.createdAt.toISOString(),
});

/**
 * A rider reports that the driver of their trip asked to be paid outside the app: once per trip (the unique
 * index settles two reports sent at the same moment). Admins decide it from their reports queue.
 */
export async function reportTrip(
  db: Db,
  rider: User,
  rideId: string,
  input: { note?: string | undefined },
): Promise<MyPaymentReport> {
  const ride = await reportableRide(db, rider, rideId);
  if (!ride.driverId || !REPORTABLE.includes(ride.status)) {
    throw new AppError("bad_request", REPORT_MESSAGES.noDriver);
  }
  try {
    const [row] = await db
      .insert(paymentReports)
      .values({ tripId: ride.id, riderId: rider.id, driverId: ride.driverId, note: input.note ?? null })
      .returning();
    if (!row) throw new Error("report not stored");
    return toView(row);
  } catch (error) {
    if (uniqueViolation(error) === "payment_reports_trip_rider_key") {
      throw new AppError("conflict", REPORT_MESSAGES.alreadyReported);
    }
    throw error;
  }
}

/** The rider's report of their trip and how it stands, or null before they report it. */
export async function myReport(db: Db, rider: User, rideId: string): Promise<MyPaymentReport | null> {
  const ride = await reportableRide(db, rider, rideId);
  const [row] = await db
    .select()
    .from(paymentReports)
    .where(and(eq(paymentReports.tripId, ride.id), eq(paymentReports.riderId, rider.id)))
    .limit(1);
  return row ? toView(row) : null;
}

/**
 * Whether the driver is suspended: the flag an admin sets by deciding a report of asking to be paid outside the
 * app "suspend" (driver_profiles.suspended_at), until an admin lifts it. A suspended driver is set offline and
 * cannot go online again (drivers/service.ts), so no request reaches them and they cannot make offers.
 */
export async function driverSuspended(db: Db, driverId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: driverProfiles.suspendedAt })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, driverId))
    .limit(1);
  return Boolean(row?.suspendedAt);
}

/**
 * Suspends a driver (in the caller's transaction) with the reason they are shown; their profile row is made if
 * they have none.
 */
export async function suspendDriver(
  tx: Db,
  driverId: string,
  adminId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await tx
    .insert(driverProfiles)
    .values({ userId: driverId, suspendedAt: now, suspendedBy: adminId, suspendedReason: reason })
    .onConflictDoUpdate({
      target: driverProfiles.userId,
      set: { suspendedAt: now, suspendedBy: adminId, suspendedReason: reason, updatedAt: now },
    });
}

/**
 * Lifts a driver's suspension with a compare-and-set: answers when they had been suspended, or undefined when
 * they were not (so two admins lifting at once lift it once).
 */
export async function liftDriverSuspension(
  tx: Db,
  driverId: string,
): Promise<{ suspendedAt: Date; suspendedBy: string | null } | undefined> {
  const [before] = await tx
    .select({ suspendedAt: driverProfiles.suspendedAt, suspendedBy: driverProfiles.suspendedBy })
    .from(driverProfiles)
    .where(and(eq(driverProfiles.userId, driverId), isNotNull(driverProfiles.suspendedAt)))
    .for("update");
  if (!before?.suspendedAt) return undefined;
  const [lifted] = await tx
    .update(driverProfiles)
    .set({ suspendedAt: null, suspendedBy: null, suspendedReason: null, updatedAt: new Date() })
    .where(and(eq(driverProfiles.userId, driverId), isNotNull(driverProfiles.suspendedAt)))
    .returning({ userId: driverProfiles.userId });
  return lifted ? { suspendedAt: before.suspendedAt, suspendedBy: before.suspendedBy } : undefined;
}

/** Refuses a suspended driver's going online (403 with why); `lock` reads the flag under a share lock. */
export async function assertNotSuspended(db: Db, driverId: string, lock?: "share"): Promise<void> {
  const query = db
    .select({ at: driverProfiles.suspendedAt, reason: driverProfiles.suspendedReason })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, driverId))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (row?.at) {
    throw new AppError("forbidden", PEOPLE_MESSAGES.driverSuspended(row.reason ?? DEFAULT_SUSPENSION_REASON));
  }
}
