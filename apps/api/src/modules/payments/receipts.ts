import { formatDateAndTime, formatNaira, type ReceiptView } from "@campusgo/domain";
import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  deliveries,
  driverProfiles,
  earningsHolds,
  rides,
  tripCharges,
  users,
} from "../../db/schema/index.ts";
import { rideNoticeMail } from "../../lib/mail/templates.ts";
import { mainCharge } from "./charges.ts";
import type { PaymentDeps } from "./deps.ts";
import { tripPaid } from "./paid-listeners.ts";

const METHOD_NAMES: Record<string, string> = {
  wallet: "CampusGo wallet",
  card: "Card",
  bank_transfer: "Bank transfer",
  bank: "Bank",
  ussd: "USSD",
  mobile_money: "Mobile money",
  qr: "QR",
};

export const methodName = (method: string) => METHOD_NAMES[method] ?? method;

/**
 * The receipt of a paid trip, for its rider (or driver); undefined while unpaid. `kind`: which of its charges (a
 * package's return fee has a receipt of its own); the trip's fare (or cancellation fee) when not given.
 */
export async function receiptOf(
  db: Db,
  rideId: string,
  kind?: string,
): Promise<(ReceiptView & { riderId: string | null; driverId: string | null }) | undefined> {
  const driver = alias(users, "driver");
  const [row] = await db
    .select({
      charge: tripCharges,
      ride: { pickupName: rides.pickupName, destName: rides.destName, roundTrip: rides.roundTrip },
      delivery: { pickupName: deliveries.pickupName, dropoffName: deliveries.dropoffName },
      driverName: driver.fullName,
      plateNumber: driverProfiles.plateNumber,
    })
    .from(tripCharges)
    .leftJoin(rides, eq(rides.id, tripCharges.tripId))
    .leftJoin(deliveries, eq(deliveries.id, tripCharges.tripId))
    .leftJoin(driver, eq(driver.id, tripCharges.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, tripCharges.driverId))
    .where(
      and(
        eq(tripCharges.tripId, rideId),
        eq(tripCharges.status, "paid"),
        kind ? eq(tripCharges.kind, kind) : mainCharge(),
      ),
    )
    .limit(1);
  if (!row?.charge.paidAt || !row.charge.method || !row.charge.reference) return undefined;
  // A trip of any kind: a ride's places, or a delivery's pickup and drop-off.
  const places = row.ride
    ? row.ride
    : row.delivery
      ? { pickupName: row.delivery.pickupName, destName: row.delivery.dropoffName, roundTrip: false }
      : undefined;
  if (!places) return undefined;
  return {
    rideId,
    riderId: row.charge.riderId,
    driverId: row.charge.driverId,
    kind: row.charge.kind as ReceiptView["kind"],
    amountKobo: row.charge.amountKobo,
    method: row.charge.method,
    reference: row.charge.reference,
    paidAt: row.charge.paidAt.toISOString(),
    driverName: row.driverName,
    plateNumber: row.plateNumber,
    pickupName: places.pickupName,
    destName: places.destName,
    roundTrip: places.roundTrip,
    refundedKobo: row.charge.refundedKobo,
  };
}

/**
 * Once a trip is paid, once: the rider gets the receipt by e-mail (queued like every mail) and the driver a
 * notice of what reached their earnings. A failure is only logged; the payment stands.
 */
export async function tellTripPaid(deps: PaymentDeps, rideId: string): Promise<void> {
  try {
    const [claimed] = await deps.db
      .update(tripCharges)
      .set({ receiptSentAt: new Date() })
      .where(
        and(
          eq(tripCharges.tripId, rideId),
          eq(tripCharges.status, "paid"),
          isNull(tripCharges.receiptSentAt),
        ),
      )
      .returning();
    if (!claimed) return;
    for (const err of await tripPaid(deps.db, rideId))
      deps.log.warn({ err, rideId }, "a paid trip's listener failed");
    if (!claimed.riderId) return;
    const receipt = await receiptOf(deps.db, rideId, claimed.kind);
    const [rider] = await deps.db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, claimed.riderId));
    if (!receipt || !rider) return;
    const what = receipt.kind === "fare" ? (receipt.roundTrip ? "Round trip" : "Trip") : "Cancellation fee";
    await deps.mailer.send({
      to: rider.email,
      ...rideNoticeMail(
        rider.fullName,
        `Your CampusGo receipt: ${formatNaira(receipt.amountKobo)}`,
        [
          `${what} from ${receipt.pickupName} to ${receipt.destName}`,
          `Fare: ${formatNaira(receipt.amountKobo)}`,
          `Paid with: ${methodName(receipt.method)}`,
          `Reference: ${receipt.reference}`,
          `Driver: ${receipt.driverName ?? "Former driver"}${receipt.plateNumber ? ` (${receipt.plateNumber})` : ""}`,
          `Date: ${formatDateAndTime(new Date(receipt.paidAt))}`,
        ],
        [{ href: `${deps.config.publicUrl}/dashboard/my-bookings/${rideId}`, label: "See the booking" }],
      ),
    });
    if (claimed.driverId) {
      const earned = claimed.amountKobo - (claimed.commissionKobo ?? 0);
      // Paid before the trip (a delivery): the share waits on hold until the trip is done.
      const [hold] = await deps.db
        .select({ reason: earningsHolds.reason })
        .from(earningsHolds)
        .where(and(eq(earningsHolds.tripId, rideId), eq(earningsHolds.status, "held")))
        .limit(1);
      const where = hold?.reason === "until_done" ? "held until it is delivered" : "added to your earnings";
      await deps.notifier.notify(claimed.driverId, {
        kind: "payment.received",
        title: `Trip paid: ${formatNaira(claimed.amountKobo)}`,
        body: `${receipt.pickupName} to ${receipt.destName}: ${formatNaira(earned)} ${where}.`,
        link: "/dashboard?tab=earning",
      });
    }
  } catch (error) {
    deps.log.warn({ err: error, rideId }, "receipt mail failed");
  }
}
