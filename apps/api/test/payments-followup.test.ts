import { LEDGER, PAYMENT_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts, refunds } from "../src/db/schema/index.ts";
import { paymentsFollowUp } from "../src/modules/payments/followup.ts";
import { balanceOf } from "../src/modules/payments/ledger.ts";
import { PAYOUT_CHECK_AFTER_MS } from "../src/modules/payments/payouts.ts";
import { NO_ANSWER, REFUND_MAX_ATTEMPTS, refundTrip } from "../src/modules/payments/refunds.ts";
import {
  chargeOf,
  commissionHeld,
  driverWithEarnings,
  earningsOf,
  eventsHandled,
  expectLedgerBalanced,
  inTransit,
  paidByCard,
  paymentsSuite,
  payoutRow,
  transferOutcome,
  withdraw,
} from "./helpers/payments.ts";
import { eventually } from "./helpers/rides.ts";

// The follow-up job runs once as the app starts, then hourly: the tests run its passes themselves with a `now`.
const { fake, t, admin, asAdmin } = await paymentsSuite({ PAYMENTS_FOLLOWUP_MS: "3600000" });
const min = t.config.payments.payoutMinKobo;
const deps = () => t.app.paymentDeps;
/** A moment this long after now (the follow-up's clock). */
const later = (ms: number) => new Date(Date.now() + ms);
const afterCheckDelay = () => later(PAYOUT_CHECK_AFTER_MS + 60_000);

describe("payouts left in transit", () => {
  it("are checked with the gateway after a few minutes; a success is applied once, a later webhook changes nothing", async () => {
    const driver = await driverWithEarnings(t, 2 * min);
    fake.dropAnswer("transfer");
    const payout = await withdraw(driver.api, min);
    expect(payout.status).toBe("pending");
    const transitBefore = await inTransit(t);
    const verifies = () => fake.callsTo("verifytransfer").filter((c) => c.path.endsWith(payout.reference));

    // Not yet a few minutes old: the gateway is not asked.
    await paymentsFollowUp(deps());
    expect(verifies()).toHaveLength(0);

    // Still pending at the gateway: asked, and left in transit.
    await paymentsFollowUp(deps(), afterCheckDelay());
    expect(verifies()).toHaveLength(1);
    expect(verifies()[0]?.path).toBe(`/transfer/verify/${payout.reference}`);
    expect(await payoutRow(t, payout.reference)).toMatchObject({ status: "pending" });
    expect((await payoutRow(t, payout.reference))?.checkedAt).not.toBeNull();

    fake.settleTransfer(payout.reference, "success");
    await paymentsFollowUp(deps(), later(4 * PAYOUT_CHECK_AFTER_MS));
    expect(await payoutRow(t, payout.reference)).toMatchObject({ status: "success" });
    expect(transitBefore - (await inTransit(t))).toBe(min);
    expect(await earningsOf(t, driver.user.id)).toBe(min);

    // The webhook that finally comes, and another pass, change nothing.
    expect(await transferOutcome(t, fake, "transfer.success", payout.reference)).toBe("already_applied");
    await paymentsFollowUp(deps(), later(8 * PAYOUT_CHECK_AFTER_MS));
    expect(verifies()).toHaveLength(2);
    expect(await earningsOf(t, driver.user.id)).toBe(min);
    await expectLedgerBalanced(t);
  });

  it("a failed transfer returns the money to the driver's balance; its late webhook changes nothing", async () => {
    const driver = await driverWithEarnings(t, 2 * min);
    fake.dropAnswer("transfer");
    const payout = await withdraw(driver.api, min);
    expect(await earningsOf(t, driver.user.id)).toBe(min);
    fake.settleTransfer(payout.reference, "failed");
    await paymentsFollowUp(deps(), afterCheckDelay());
    expect(await payoutRow(t, payout.reference)).toMatchObject({
      status: "failed",
      failureReason: PAYMENT_MESSAGES.payoutFailed("failed", null),
    });
    expect(await earningsOf(t, driver.user.id)).toBe(2 * min);
    expect(await transferOutcome(t, fake, "transfer.failed", payout.reference)).toBe("already_applied");
    expect(await earningsOf(t, driver.user.id)).toBe(2 * min);
    await expectLedgerBalanced(t);
  });

  it("a reversed transfer returns the money; a transfer the gateway never got fails and returns it too", async () => {
    const driver = await driverWithEarnings(t, 3 * min);
    fake.dropAnswer("transfer");
    const reversed = await withdraw(driver.api, min);
    fake.settleTransfer(reversed.reference, "reversed");
    // A 5xx: the request may or may not have reached the gateway; here it did not.
    fake.fail("transfer", { status: 502, message: "Bad gateway" });
    const lost = await withdraw(driver.api, min);
    expect(lost.status).toBe("pending");
    expect(fake.transfers.has(lost.reference)).toBe(false);
    expect(await earningsOf(t, driver.user.id)).toBe(min);

    await paymentsFollowUp(deps(), afterCheckDelay());
    expect((await payoutRow(t, reversed.reference))?.status).toBe("reversed");
    expect(await payoutRow(t, lost.reference)).toMatchObject({
      status: "failed",
      failureReason: "The bank transfer could not be started.",
    });
    expect(await earningsOf(t, driver.user.id)).toBe(3 * min);
    // Neither is asked about again.
    const asked = fake.callsTo("verifytransfer").length;
    await paymentsFollowUp(deps(), later(10 * PAYOUT_CHECK_AFTER_MS));
    expect(fake.callsTo("verifytransfer")).toHaveLength(asked);
    expect(await transferOutcome(t, fake, "transfer.reversed", reversed.reference)).toBe("already_applied");
    expect(await earningsOf(t, driver.user.id)).toBe(3 * min);
    await expectLedgerBalanced(t);
  });

  it("a gateway that cannot answer the check leaves the payout in transit for the next pass", async () => {
    const driver = await driverWithEarnings(t, min);
    fake.dropAnswer("transfer");
    const payout = await withdraw(driver.api, min);
    fake.fail("verifytransfer", { status: 500 });
    await paymentsFollowUp(deps(), afterCheckDelay());
    expect((await payoutRow(t, payout.reference))?.status).toBe("pending");
    expect(await earningsOf(t, driver.user.id)).toBe(0);
    fake.settleTransfer(payout.reference, "success");
    await paymentsFollowUp(deps(), later(4 * PAYOUT_CHECK_AFTER_MS));
    expect((await payoutRow(t, payout.reference))?.status).toBe("success");
    await expectLedgerBalanced(t);
  });

  it("the durable job runs the follow-up", async () => {
    const driver = await driverWithEarnings(t, min);
    fake.dropAnswer("transfer");
    const payout = await withdraw(driver.api, min);
    fake.settleTransfer(payout.reference, "failed");
    // As if asked for ten minutes ago.
    await t.database.db
      .update(payouts)
      .set({ createdAt: new Date(Date.now() - 2 * PAYOUT_CHECK_AFTER_MS) })
      .where(eq(payouts.reference, payout.reference));
    await t.app.jobs.send("payments.followup", {});
    await eventually(async () =>
      (await payoutRow(t, payout.reference))?.status === "failed" ? true : undefined,
    );
    expect(await earningsOf(t, driver.user.id)).toBe(min);
    await expectLedgerBalanced(t);
  });
});

const refundRow = async (id: string) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.id, id)))[0];

/** The refunds of a trip as the admin's Payments screen shows them. */
async function adminRefunds(reference: string) {
  const res = await asAdmin({ method: "GET", url: `/api/admin/payments?q=${reference}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0]?.trip?.refunds as { id: string; status: string; attempts: number }[];
}

describe("card refunds the gateway refuses", () => {
  it("are asked again with a growing delay, then taken", async () => {
    const { trip, reference } = await paidByCard(t, fake);
    const part = Math.round(trip.amountKobo / 2);
    fake.fail("refund", { status: 400, message: "Insufficient balance to process refund", times: 2 });
    const refund = await refundTrip(deps(), admin, trip.rideId, {
      amountKobo: part,
      reason: "Driver took a long detour",
      destination: "card",
    });
    expect(refund).toMatchObject({ status: "pending", attempts: 1 });
    expect(refund.lastError).toContain("Insufficient balance");
    const first = refund.nextAttemptAt;
    if (!first) throw new Error("no next attempt");
    const calls = () => fake.callsTo("refund").filter((c) => c.body?.transaction === reference);
    expect(calls()).toHaveLength(1);

    // Not due yet: nothing is asked.
    await paymentsFollowUp(deps(), new Date(first.getTime() - 1000));
    expect(calls()).toHaveLength(1);

    await paymentsFollowUp(deps(), first);
    const second = await refundRow(refund.id);
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(calls()).toHaveLength(2);
    if (!second?.nextAttemptAt) throw new Error("no next attempt");
    // The delay grows.
    expect(second.nextAttemptAt.getTime() - first.getTime()).toBeGreaterThan(
      first.getTime() - refund.createdAt.getTime(),
    );

    await paymentsFollowUp(deps(), second.nextAttemptAt);
    expect(await refundRow(refund.id)).toMatchObject({
      status: "pending",
      attempts: 3,
      nextAttemptAt: null,
      lastError: null,
    });
    expect(calls()).toHaveLength(3);
    expect(fake.refunds.at(-1)).toMatchObject({ transactionReference: reference, amount: part });
    // Taken: not asked again.
    await paymentsFollowUp(deps(), later(24 * 60 * 60_000));
    expect(calls()).toHaveLength(3);

    const sent = fake.refunds.at(-1);
    if (!sent) throw new Error("no refund at the gateway");
    await fake.webhook(t.app, fake.refundProcessed(sent));
    await eventsHandled(t);
    expect((await refundRow(refund.id))?.status).toBe("processed");
    expect(await adminRefunds(reference)).toEqual([
      expect.objectContaining({ id: refund.id, status: "processed", attempts: 3 }),
    ]);
    await expectLedgerBalanced(t);
  });

  it("a refund asked without an answer is not asked again (it may have been taken): its event settles it", async () => {
    const { trip, reference } = await paidByCard(t, fake);
    fake.dropAnswer("refund");
    const refund = await refundTrip(deps(), admin, trip.rideId, {
      amountKobo: trip.amountKobo,
      reason: "Charged twice",
      destination: "card",
    });
    expect(refund).toMatchObject({
      status: "pending",
      attempts: 1,
      nextAttemptAt: null,
      lastError: NO_ANSWER,
    });
    await paymentsFollowUp(deps(), later(30 * 24 * 60 * 60_000));
    expect(fake.callsTo("refund").filter((c) => c.body?.transaction === reference)).toHaveLength(1);
    const sent = fake.refunds.at(-1);
    if (sent?.transactionReference !== reference) throw new Error("the gateway did not take the refund");
    await fake.webhook(t.app, fake.refundProcessed(sent));
    await eventsHandled(t);
    expect((await refundRow(refund.id))?.status).toBe("processed");
    await expectLedgerBalanced(t);
  });

  it("are given up after the last attempt: failed, undone, shown to the admin, and can be refunded again", async () => {
    const { trip, reference } = await paidByCard(t, fake);
    const driverBefore = await earningsOf(t, trip.driver.user.id);
    const commissionBefore = await commissionHeld(t);
    const pendingBefore = await balanceOf(t.database.db, LEDGER.refundsPending);
    const earningsView = async () =>
      (await trip.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data as {
        todayKobo: number;
      };
    const todayBefore = (await earningsView()).todayKobo;
    fake.fail("refund", { status: 400, message: "Refund cannot be processed", times: 100 });
    const refund = await refundTrip(deps(), admin, trip.rideId, {
      amountKobo: trip.amountKobo,
      reason: "The trip never happened",
      destination: "card",
    });
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(trip.amountKobo);
    expect(await earningsOf(t, trip.driver.user.id)).toBeLessThan(driverBefore);
    expect((await adminRefunds(reference))[0]).toMatchObject({ status: "pending", attempts: 1 });

    for (let pass = 0; pass < REFUND_MAX_ATTEMPTS + 2; pass += 1) {
      const row = await refundRow(refund.id);
      if (row?.status !== "pending" || !row.nextAttemptAt) break;
      await paymentsFollowUp(deps(), row.nextAttemptAt);
    }
    const failed = await refundRow(refund.id);
    expect(failed).toMatchObject({ status: "failed", attempts: REFUND_MAX_ATTEMPTS, nextAttemptAt: null });
    expect(failed?.lastError).toContain("Refund cannot be processed");
    expect(fake.callsTo("refund").filter((c) => c.body?.transaction === reference)).toHaveLength(
      REFUND_MAX_ATTEMPTS,
    );
    // Undone: the driver, the commission and the trip are as before the refund.
    expect(await earningsOf(t, trip.driver.user.id)).toBe(driverBefore);
    expect(await commissionHeld(t)).toBe(commissionBefore);
    expect(await balanceOf(t.database.db, LEDGER.refundsPending)).toBe(pendingBefore);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(0);
    expect((await earningsView()).todayKobo).toBe(todayBefore);
    expect((await adminRefunds(reference))[0]).toMatchObject({
      id: refund.id,
      status: "failed",
      attempts: REFUND_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    // Never asked again.
    await paymentsFollowUp(deps(), later(30 * 24 * 60 * 60_000));
    expect(fake.callsTo("refund").filter((c) => c.body?.transaction === reference)).toHaveLength(
      REFUND_MAX_ATTEMPTS,
    );
    fake.fail("refund", { times: 0 });

    // The admin refunds it to the wallet instead.
    const again = await asAdmin({
      method: "POST",
      url: `/api/admin/trips/${trip.rideId}/refund`,
      payload: { amountKobo: trip.amountKobo, reason: "Card refund failed", destination: "wallet" },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(trip.amountKobo);
    await expectLedgerBalanced(t);
  });
});
