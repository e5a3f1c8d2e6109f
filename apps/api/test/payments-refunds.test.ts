import { commissionOf, LEDGER } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gatewayEvents, refunds } from "../src/db/schema/index.ts";
import { balanceOf } from "../src/modules/payments/ledger.ts";
import { REFUND_MESSAGES, refundTrip } from "../src/modules/payments/refunds.ts";
import {
  chargeOf,
  commissionHeld,
  completedTrip,
  earningsOf,
  eventsHandled,
  expectLedgerBalanced,
  fundWallet,
  paidByCard,
  paymentsSuite,
  type Trip,
  walletOf,
} from "./helpers/payments.ts";

const { fake, t, admin } = await paymentsSuite();

const refund = (trip: Trip, amountKobo: number, destination: "wallet" | "card" = "wallet") =>
  refundTrip(t.app.paymentDeps, admin, trip.rideId, {
    amountKobo,
    reason: "Driver took a long detour",
    destination,
  });

/** A completed trip paid from the rider's wallet. */
async function paidFromWallet(): Promise<Trip> {
  const trip = await completedTrip(t);
  await fundWallet(t, trip.riderUser.id, trip.amountKobo);
  const res = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
  expect(res.statusCode, res.body).toBe(200);
  return trip;
}

const expectCode = async (promise: Promise<unknown>, status: number, message: string) => {
  await expect(promise).rejects.toMatchObject({ statusCode: status, message });
};

describe("refunds", () => {
  it("a partial refund to the wallet takes it back from the driver and the commission in proportion", async () => {
    const trip = await paidFromWallet();
    const commission = commissionOf(trip.amountKobo, 1000);
    const earned = trip.amountKobo - commission;
    const commissionBefore = await commissionHeld(t);
    const part = Math.round(trip.amountKobo * 0.4);

    const row = await refund(trip, part);
    expect(row).toMatchObject({ amountKobo: part, destination: "wallet", status: "done", adminId: admin.id });
    const back = Math.round((part * commission) / trip.amountKobo);
    expect(await walletOf(t, trip.riderUser.id)).toBe(part);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(earned - (part - back));
    expect(await commissionHeld(t)).toBe(commissionBefore - back);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(part);
    const receipt = (
      await trip.rider({ method: "GET", url: `/api/payments/rides/${trip.rideId}/receipt` })
    ).json().data;
    expect(receipt.refundedKobo).toBe(part);
    await expectLedgerBalanced(t);
  });

  it("refunding a trip whole in uneven parts gives back exactly what the driver and the platform got", async () => {
    const trip = await paidFromWallet();
    const commissionBefore = (await commissionHeld(t)) - commissionOf(trip.amountKobo, 1000);
    const third = Math.floor(trip.amountKobo / 3) + 1;
    for (const part of [third, third, trip.amountKobo - 2 * third]) await refund(trip, part);
    expect(await walletOf(t, trip.riderUser.id)).toBe(trip.amountKobo);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(0);
    expect(await commissionHeld(t)).toBe(commissionBefore);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(trip.amountKobo);
    await expectLedgerBalanced(t);
  });

  it("more than is left of the payment is refused (400) and nothing moves", async () => {
    const trip = await paidFromWallet();
    const part = Math.round(trip.amountKobo / 2);
    await refund(trip, part);
    const before = await walletOf(t, trip.riderUser.id);
    await expectCode(refund(trip, trip.amountKobo - part + 1), 400, REFUND_MESSAGES.tooMuch);
    expect(await walletOf(t, trip.riderUser.id)).toBe(before);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(part);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.tripId, trip.rideId))).toHaveLength(1);
  });

  it("refunds at the same moment never return more than was paid", async () => {
    const trip = await paidFromWallet();
    const part = Math.floor(trip.amountKobo * 0.4);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => refund(trip, part)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect(await walletOf(t, trip.riderUser.id)).toBe(2 * part);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(2 * part);
    await expectLedgerBalanced(t);
  });

  it("an unpaid trip cannot be refunded; a wallet-paid one not to a card", async () => {
    const owed = await completedTrip(t);
    await expectCode(refund(owed, 100), 409, REFUND_MESSAGES.notPaid);
    const trip = await paidFromWallet();
    await expectCode(refund(trip, 100, "card"), 400, REFUND_MESSAGES.noCard);
    expect(await walletOf(t, trip.riderUser.id)).toBe(0);
  });

  it("the driver's Today and This week figures count refunds taken from their earnings", async () => {
    const trip = await paidFromWallet();
    const figures = async () =>
      (await trip.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data as {
        todayKobo: number;
        weekKobo: number;
      };
    const charge = await chargeOf(t, trip.rideId);
    const earned = trip.amountKobo - (charge?.commissionKobo ?? 0);
    expect(await figures()).toEqual(expect.objectContaining({ todayKobo: earned, weekKobo: earned }));

    const before = await earningsOf(t, trip.driver.user.id);
    const part = Math.round(trip.amountKobo / 4);
    await refund(trip, part);
    const taken = before - (await earningsOf(t, trip.driver.user.id));
    expect(taken).toBeGreaterThan(0);
    expect(await figures()).toEqual(
      expect.objectContaining({ todayKobo: earned - taken, weekKobo: earned - taken }),
    );
    // Refunded in full: nothing earned on the trip today.
    await refund(trip, trip.amountKobo - part);
    expect(await figures()).toEqual(expect.objectContaining({ todayKobo: 0, weekKobo: 0 }));
  });

  it("a card refund asks the gateway; refund.processed settles it once", async () => {
    const { trip, reference } = await paidByCard(t, fake);
    const pendingBefore = await balanceOf(t.database.db, LEDGER.refundsPending);
    const clearingBefore = await balanceOf(t.database.db, LEDGER.clearing);
    const part = Math.round(trip.amountKobo / 2);
    const row = await refund(trip, part, "card");
    expect(row).toMatchObject({ destination: "card", status: "pending" });
    expect(fake.callsTo("refund").at(-1)?.body).toEqual({ transaction: reference, amount: part });
    const sent = fake.refunds.at(-1);
    if (!sent) throw new Error("no refund at the gateway");
    expect((await balanceOf(t.database.db, LEDGER.refundsPending)) - pendingBefore).toBe(part);
    expect(await walletOf(t, trip.riderUser.id)).toBe(0);

    const event = fake.refundProcessed(sent);
    expect((await fake.webhook(t.app, event)).statusCode).toBe(200);
    expect(JSON.parse((await fake.webhook(t.app, event)).body).duplicate).toBe(true);
    await eventsHandled(t);
    const [processed] = await t.database.db.select().from(refunds).where(eq(refunds.id, row.id));
    expect(processed?.status).toBe("processed");
    expect(await balanceOf(t.database.db, LEDGER.refundsPending)).toBe(pendingBefore);
    expect((await balanceOf(t.database.db, LEDGER.clearing)) - clearingBefore).toBe(part);

    // Another processed event for the same payment with nothing pending moves nothing.
    await fake.webhook(t.app, fake.refundProcessed({ ...sent, id: sent.id + 1 }));
    await eventsHandled(t);
    const [other] = await t.database.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.eventKey, `refund.processed:RF_${sent.id + 1}`));
    expect(other?.outcome).toBe("already_applied");
    expect((await balanceOf(t.database.db, LEDGER.clearing)) - clearingBefore).toBe(part);
    await expectLedgerBalanced(t);
  });
});
