import { formatDateAndTime, formatNaira, type ReceiptView } from "@campusgo/domain";
import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { driverProfiles, rideCharges, rides, users } from "../../db/schema/index.ts";
import { rideNoticeMail } from "../../lib/mail/templates.ts";
import type { PaymentDeps } from "./deps.ts";

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

/** The receipt of a paid trip, for its rider (or driver); undefined while unpaid. */
export async function receiptOf(
  db: Db,
  rideId: string,
): Promise<(ReceiptView & { riderId: string | null; driverId: string | null }) | undefined> {
  const driver = alias(users, "driver");
  const [row] = await db
    .select({
      charge: rideCharges,
      ride: rides,
      driverName: driver.fullName,
      plateNumber: driverProfiles.plateNumber,
    })
    .from(rideCharges)
    .innerJoin(rides, eq(rides.id, rideCharges.rideId))
    .leftJoin(driver, eq(driver.id, rideCharges.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rideCharges.driverId))
    .where(and(eq(rideCharges.rideId, rideId), eq(rideCharges.status, "paid")))
    .limit(1);
  if (!row?.charge.paidAt || !row.charge.method || !row.charge.reference) return undefined;
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
    pickupName: row.ride.pickupName,
    destName: row.ride.destName,
    roundTrip: row.ride.roundTrip,
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
      .update(rideCharges)
      .set({ receiptSentAt: new Date() })
      .where(
        and(
          eq(rideCharges.rideId, rideId),
          eq(rideCharges.status, "paid"),
          isNull(rideCharges.receiptSentAt),
        ),
      )
      .returning();
    if (!claimed?.riderId) return;
    const receipt = await receiptOf(deps.db, rideId);
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
      await deps.notifier.notify(claimed.driverId, {
        kind: "payment.received",
        title: `Trip paid: ${formatNaira(claimed.amountKobo)}`,
        body: `${receipt.pickupName} to ${receipt.destName}: ${formatNaira(earned)} added to your earnings.`,
        link: "/dashboard?tab=earning",
      });
    }
  } catch (error) {
    deps.log.warn({ err: error, rideId }, "receipt mail failed");
  }
}
