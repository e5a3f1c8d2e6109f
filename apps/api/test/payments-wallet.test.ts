import { commissionOf, formatNaira, PAYMENT_MESSAGES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { setCommissionBps } from "../src/modules/payments/settings.ts";
import { outbox } from "./helpers/outbox.ts";
import {
  chargeOf,
  commissionHeld,
  completedTrip,
  earningsOf,
  eventsHandled,
  expectLedgerBalanced,
  fundWallet,
  paymentsSuite,
  topUp,
  walletOf,
} from "./helpers/payments.ts";
import { eventually } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const { fake, t } = await paymentsSuite();

const receiptSubject = (kobo: number) => `Your CampusGo receipt: ${formatNaira(kobo)}`;

describe("the wallet", () => {
  it("a top-up goes through the gateway's checkout and lands in the wallet once its webhook is applied", async () => {
    const riderUser = await createUser(t);
    const rider = await signedIn(t, riderUser);
    const amountKobo = 150_000;
    const res = await rider({ method: "POST", url: "/api/payments/wallet/topup", payload: { amountKobo } });
    expect(res.statusCode, res.body).toBe(200);
    const { reference, authorizationUrl } = res.json().data;
    expect(reference).toMatch(/^CG-W-/);
    expect(authorizationUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
    const [init] = fake.callsTo("initialize").filter((c) => c.body?.reference === reference);
    expect(init).toMatchObject({
      authorized: true,
      body: {
        email: riderUser.email,
        amount: amountKobo,
        currency: "NGN",
        callback_url: `${t.config.publicUrl}/payments/return`,
        metadata: { purpose: "topup" },
      },
    });
    // Tapping Top up again with the same amount resumes the same checkout.
    const again = await rider({ method: "POST", url: "/api/payments/wallet/topup", payload: { amountKobo } });
    expect(again.json().data.reference).toBe(reference);
    expect(fake.callsTo("initialize").filter((c) => c.body?.reference === reference)).toHaveLength(1);

    // Not paid yet: nothing in the wallet, and the return page says pending.
    const pending = await rider({ method: "POST", url: `/api/payments/${reference}/confirm` });
    expect(pending.json().data).toMatchObject({ status: "pending", purpose: "topup", amountKobo });
    expect(await walletOf(t, riderUser.id)).toBe(0);

    fake.pay(reference);
    const delivered = await fake.webhook(t.app, fake.chargeSuccess(reference));
    expect(delivered.statusCode).toBe(200);
    await eventsHandled(t);
    const wallet = (await rider({ method: "GET", url: "/api/payments/wallet" })).json().data;
    expect(wallet.balanceKobo).toBe(amountKobo);
    expect(wallet.history[0]).toMatchObject({ kind: "topup", amountKobo });
    const done = await rider({ method: "POST", url: `/api/payments/${reference}/confirm` });
    expect(done.json().data).toMatchObject({ status: "success", creditedToWallet: false });
    await expectLedgerBalanced(t);
  });

  it("refuses top-ups outside the limits with the message", async () => {
    const rider = await signedIn(t, await createUser(t));
    const { topUpMinKobo, topUpMaxKobo } = t.config.payments;
    for (const amountKobo of [topUpMinKobo - 100, topUpMaxKobo + 100]) {
      const res = await rider({
        method: "POST",
        url: "/api/payments/wallet/topup",
        payload: { amountKobo },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.topUpRange(topUpMinKobo, topUpMaxKobo));
    }
  });

  it("pays a trip from the wallet: the driver earns it less 10%, the platform the 10%, one receipt mail", async () => {
    const trip = await completedTrip(t, { counterKobo: 5_000 });
    const { rider, riderUser, rideId, amountKobo } = trip;
    await topUp(t, fake, rider, amountKobo + 10_000);
    const commissionBefore = await commissionHeld(t);

    const paid = await rider({ method: "POST", url: `/api/payments/rides/${rideId}/wallet` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: "paid", method: "wallet", amountKobo });
    expect(paid.json().data.reference).toMatch(/^CGW-/);

    const commission = commissionOf(amountKobo, 1000);
    expect(commission).toBe(Math.round(amountKobo / 10));
    expect(await walletOf(t, riderUser.id)).toBe(10_000);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(amountKobo - commission);
    expect((await commissionHeld(t)) - commissionBefore).toBe(commission);
    expect((await chargeOf(t, rideId))?.commissionKobo).toBe(commission);
    await expectLedgerBalanced(t);

    const earnings = (await trip.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(earnings).toMatchObject({
      availableKobo: amountKobo - commission,
      inTransitKobo: 0,
      todayKobo: amountKobo - commission,
      commissionTakenKobo: commission,
      commissionBps: 1000,
    });
    expect(earnings.trips).toEqual([
      expect.objectContaining({
        rideId,
        amountKobo,
        commissionKobo: commission,
        earnedKobo: amountKobo - commission,
      }),
    ]);

    const receipt = (await rider({ method: "GET", url: `/api/payments/rides/${rideId}/receipt` })).json()
      .data;
    expect(receipt).toMatchObject({ rideId, amountKobo, method: "wallet", kind: "fare" });
    const mail = await eventually(async () =>
      (await outbox(t, riderUser.email)).find((m) => m.subject === receiptSubject(amountKobo)),
    );
    expect(mail.text).toContain("Paid with: CampusGo wallet");
    expect(mail.text).toContain(`Reference: ${receipt.reference}`);

    // Paying again is refused and sends no second receipt.
    const twice = await rider({ method: "POST", url: `/api/payments/rides/${rideId}/wallet` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    expect(await walletOf(t, riderUser.id)).toBe(10_000);
    await new Promise((r) => setTimeout(r, 300));
    const receipts = (await outbox(t, riderUser.email)).filter((m) =>
      m.subject.startsWith("Your CampusGo receipt"),
    );
    expect(receipts).toHaveLength(1);
  });

  it("a wallet holding too little is refused with the message and nothing moves", async () => {
    const trip = await completedTrip(t);
    await fundWallet(t, trip.riderUser.id, trip.amountKobo - 100);
    const res = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.walletTooLow);
    expect(await walletOf(t, trip.riderUser.id)).toBe(trip.amountKobo - 100);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(0);
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");
    await expectLedgerBalanced(t);
  });

  it("the commission is the rate set when the trip is paid", async () => {
    const admin = await createUser(t, { role: "admin" });
    const trip = await completedTrip(t);
    await setCommissionBps(t.database.db, 1500, admin.id);
    try {
      await fundWallet(t, trip.riderUser.id, trip.amountKobo);
      const res = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
      expect(res.statusCode, res.body).toBe(200);
      const commission = commissionOf(trip.amountKobo, 1500);
      expect((await chargeOf(t, trip.rideId))?.commissionKobo).toBe(commission);
      expect(await earningsOf(t, trip.driver.user.id)).toBe(trip.amountKobo - commission);
    } finally {
      await setCommissionBps(t.database.db, 1000, admin.id);
    }
    expect(await walletOf(t, trip.riderUser.id)).toBe(0);
    await expectLedgerBalanced(t);
  });
});
