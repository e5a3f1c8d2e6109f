import { BANK_CODES, commissionOf, PAYMENT_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { driverProfiles, payouts } from "../src/db/schema/index.ts";
import {
  completedTrip,
  driverWithEarnings,
  earningsOf,
  eventsHandled,
  expectLedgerBalanced,
  fundEarnings,
  fundWallet,
  inTransit,
  paymentsSuite,
  payoutRow,
  transferOutcome,
  withBankAccount,
  withdraw,
} from "./helpers/payments.ts";
import { approvedDriver } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const { fake, t } = await paymentsSuite();
const min = t.config.payments.payoutMinKobo;

describe("payouts", () => {
  it("a driver withdraws earnings from a paid trip to the verification's bank account; success clears transit", async () => {
    const trip = await completedTrip(t, { counterKobo: 20_000 });
    await withBankAccount(t, trip.driver.user.id, "0234567891");
    await fundWallet(t, trip.riderUser.id, trip.amountKobo);
    await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    // One trip earns less than the minimum payout: earlier earnings make up the rest.
    await fundEarnings(t, trip.driver.user.id, min);
    const earned = min + trip.amountKobo - commissionOf(trip.amountKobo, 1000);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(earned);
    const transitBefore = await inTransit(t);

    const res = await trip.driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: min },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Payout on its way to your bank.",
      data: {
        amountKobo: min,
        status: "pending",
        bankName: "GTBank",
        accountNumberEnd: "7891",
        failureReason: null,
      },
    });
    const { reference } = res.json().data;
    const recipient = fake.callsTo("transferrecipient").at(-1);
    expect(recipient?.body).toMatchObject({
      type: "nuban",
      name: "Ada Obi",
      account_number: "0234567891",
      bank_code: BANK_CODES.GTBank,
      currency: "NGN",
    });
    expect(fake.transfers.get(reference)).toMatchObject({ amount: min });
    expect(await earningsOf(t, trip.driver.user.id)).toBe(earned - min);
    expect((await inTransit(t)) - transitBefore).toBe(min);
    let view = (await trip.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(view).toMatchObject({ availableKobo: earned - min, inTransitKobo: min });
    expect(view.payouts[0]).toMatchObject({ reference, status: "pending" });

    expect(await transferOutcome(t, fake, "transfer.success", reference)).toBe("applied");
    expect((await payoutRow(t, reference))?.status).toBe("success");
    expect(await inTransit(t)).toBe(transitBefore);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(earned - min);
    view = (await trip.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(view).toMatchObject({ availableKobo: earned - min, inTransitKobo: 0 });
    expect(view.payouts[0]).toMatchObject({ reference, status: "success" });
    await expectLedgerBalanced(t);
  });

  it("a failed transfer returns the money to the balance, with the reason", async () => {
    const driver = await driverWithEarnings(t, 2 * min);
    const { reference } = await withdraw(driver.api, min);
    expect(await earningsOf(t, driver.user.id)).toBe(min);
    expect(await transferOutcome(t, fake, "transfer.failed", reference)).toBe("applied");
    expect(await payoutRow(t, reference)).toMatchObject({
      status: "failed",
      failureReason: PAYMENT_MESSAGES.payoutFailed("failed", null),
    });
    expect(await earningsOf(t, driver.user.id)).toBe(2 * min);
    // The bank's own words when it gives them (Paystack's gateway_response), cleaned to one line.
    const told = await withdraw(driver.api, min);
    const event = fake.transferEvent("transfer.failed", told.reference);
    await fake.webhook(t.app, {
      ...event,
      data: { ...event.data, gateway_response: "Account\nnumber invalid." },
    });
    await eventsHandled(t);
    expect((await payoutRow(t, told.reference))?.failureReason).toBe(
      "The bank transfer did not go through. The bank said: Account number invalid.",
    );
    // A success arriving after the failure changes nothing.
    expect(await transferOutcome(t, fake, "transfer.success", reference)).toBe("already_applied");
    expect((await payoutRow(t, reference))?.status).toBe("failed");
    expect(await earningsOf(t, driver.user.id)).toBe(2 * min);
    await expectLedgerBalanced(t);
  });

  it("a reversed transfer, before or after its success, returns the money once", async () => {
    const driver = await driverWithEarnings(t, 3 * min);
    const a = await withdraw(driver.api, min);
    const b = await withdraw(driver.api, min);
    expect(await earningsOf(t, driver.user.id)).toBe(min);

    expect(await transferOutcome(t, fake, "transfer.reversed", a.reference)).toBe("applied");
    expect(await earningsOf(t, driver.user.id)).toBe(2 * min);

    expect(await transferOutcome(t, fake, "transfer.success", b.reference)).toBe("applied");
    // failed after success is ignored; reversed after success gives the money back.
    expect(await transferOutcome(t, fake, "transfer.failed", b.reference)).toBe("already_applied");
    expect(await earningsOf(t, driver.user.id)).toBe(2 * min);
    expect(await transferOutcome(t, fake, "transfer.reversed", b.reference)).toBe("applied");
    expect((await payoutRow(t, b.reference))?.status).toBe("reversed");
    expect(await earningsOf(t, driver.user.id)).toBe(3 * min);
    const view = (await driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(view).toMatchObject({ availableKobo: 3 * min, inTransitKobo: 0 });
    await expectLedgerBalanced(t);
  });

  it("a transfer the gateway answers as done at once is a success; its webhook later changes nothing", async () => {
    const driver = await driverWithEarnings(t, min);
    fake.transferStatus = "success";
    try {
      const payout = await withdraw(driver.api, min);
      expect(payout.status).toBe("success");
      expect((await payoutRow(t, payout.reference))?.status).toBe("success");
      expect(await transferOutcome(t, fake, "transfer.success", payout.reference)).toBe("already_applied");
    } finally {
      fake.transferStatus = "pending";
    }
    expect(await earningsOf(t, driver.user.id)).toBe(0);
    await expectLedgerBalanced(t);
  });

  it("a transfer asked without an answer stays in transit until its event, never paid twice", async () => {
    const driver = await driverWithEarnings(t, 2 * min);
    fake.dropAnswer("transfer");
    const payout = await withdraw(driver.api, min);
    expect(payout.status).toBe("pending");
    // The gateway did take it.
    expect(fake.transfers.get(payout.reference)).toMatchObject({ amount: min });
    expect(await earningsOf(t, driver.user.id)).toBe(min);
    expect(await transferOutcome(t, fake, "transfer.success", payout.reference)).toBe("applied");
    expect((await payoutRow(t, payout.reference))?.status).toBe("success");
    expect(await earningsOf(t, driver.user.id)).toBe(min);
    await expectLedgerBalanced(t);
  });

  it("a transfer the gateway refuses answers 503 and returns the money", async () => {
    const driver = await driverWithEarnings(t, min);
    fake.fail("transfer", { status: 400, message: "Your balance is not enough to fulfil this request" });
    const res = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: min },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.gatewayDown);
    expect(await earningsOf(t, driver.user.id)).toBe(min);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.driverId, driver.user.id));
    expect(row?.status).toBe("failed");
    await expectLedgerBalanced(t);
  });

  it("refuses less than the minimum (400), more than the balance and no bank account (409)", async () => {
    const driver = await driverWithEarnings(t, 2 * min);
    const low = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: min - 100 },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(PAYMENT_MESSAGES.payoutMinimum(min));
    const high = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: 2 * min + 100 },
    });
    expect(high.statusCode).toBe(409);
    expect(high.json().message).toBe(PAYMENT_MESSAGES.payoutTooHigh);

    const noBank = await approvedDriver(t);
    await fundEarnings(t, noBank.id, 2 * min);
    const noBankApi = await signedIn(t, noBank);
    const none = await noBankApi({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: min },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PAYMENT_MESSAGES.noBankAccount);

    // Bank details of a verification that is not approved do not count.
    const pending = await approvedDriver(t, "Keke", "pending");
    await withBankAccount(t, pending.id);
    await fundEarnings(t, pending.id, 2 * min);
    const pendingApi = await signedIn(t, pending);
    const notYet = await pendingApi({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: min },
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(PAYMENT_MESSAGES.noBankAccount);
    const [profile] = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, pending.id));
    expect(profile?.bankAccountNumber).toBe("0123456789");

    // A rider has no payouts.
    const rider = await signedIn(t, await createUser(t));
    expect(
      (await rider({ method: "POST", url: "/api/driver/payouts", payload: { amountKobo: min } })).statusCode,
    ).toBe(403);
    for (const id of [driver.user.id, noBank.id, pending.id]) {
      expect((await t.database.db.select().from(payouts).where(eq(payouts.driverId, id))).length).toBe(0);
    }
    expect(await earningsOf(t, driver.user.id)).toBe(2 * min);
  });
});
