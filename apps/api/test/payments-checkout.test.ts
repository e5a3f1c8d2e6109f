import { commissionOf, formatNaira, LEDGER, PAYMENT_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gatewayEvents, ledgerTransactions, payments } from "../src/db/schema/index.ts";
import {
  CHECKOUT_ABANDONED_AFTER_MS,
  CHECKOUT_CHECK_AFTER_MS,
  confirmPayment,
} from "../src/modules/payments/confirm.ts";
import { paymentsFollowUp } from "../src/modules/payments/followup.ts";
import { balanceOf } from "../src/modules/payments/ledger.ts";
import { outbox } from "./helpers/outbox.ts";
import {
  chargeOf,
  completedTrip,
  earningsOf,
  eventsHandled,
  expectLedgerBalanced,
  fundWallet,
  paymentsSuite,
  walletOf,
} from "./helpers/payments.ts";
import { eventually, type SignedIn } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const { fake, t } = await paymentsSuite();

async function checkout(rider: SignedIn, rideId: string): Promise<string> {
  const res = await rider({ method: "POST", url: `/api/payments/rides/${rideId}/checkout` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.reference;
}

const confirm = (rider: SignedIn, reference: string) =>
  rider({ method: "POST", url: `/api/payments/${reference}/confirm` });

/** The ledger movements written for a payment. */
const movementsOf = async (reference: string) => {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) throw new Error(`no payment ${reference}`);
  return t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.paymentId, payment.id));
};

describe("paying a trip at the gateway's checkout", () => {
  it("checkout, paid by bank transfer, webhook: the trip is paid, the driver earns it, one receipt", async () => {
    const trip = await completedTrip(t, { counterKobo: 10_000 });
    const reference = await checkout(trip.rider, trip.rideId);
    expect(reference).toMatch(/^CG-T-/);
    expect(fake.transactions.get(reference)).toMatchObject({ amount: trip.amountKobo, currency: "NGN" });
    const clearingBefore = await balanceOf(t.database.db, LEDGER.clearing);

    fake.pay(reference, "bank_transfer");
    expect((await fake.webhook(t.app, fake.chargeSuccess(reference))).statusCode).toBe(200);
    await eventsHandled(t);

    expect(await chargeOf(t, trip.rideId)).toMatchObject({
      status: "paid",
      method: "bank_transfer",
      reference,
    });
    const commission = commissionOf(trip.amountKobo, 1000);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(trip.amountKobo - commission);
    expect((await balanceOf(t.database.db, LEDGER.clearing)) - clearingBefore).toBe(-trip.amountKobo);
    expect(await movementsOf(reference)).toHaveLength(1);
    expect((await confirm(trip.rider, reference)).json().data).toMatchObject({
      status: "success",
      purpose: "ride",
      rideId: trip.rideId,
      creditedToWallet: false,
    });
    const mail = await eventually(async () =>
      (await outbox(t, trip.riderUser.email)).find(
        (m) => m.subject === `Your CampusGo receipt: ${formatNaira(trip.amountKobo)}`,
      ),
    );
    expect(mail.text).toContain("Paid with: Bank transfer");
    // A mail is read later than it is written: its date is the date, never "Today".
    expect(mail.text).toMatch(
      /Date: (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{1,2}:\d{2} (am|pm)/,
    );
    // A paid trip has no checkout any more.
    const again = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    await expectLedgerBalanced(t);
  });

  it("the return page's confirm and the webhook arriving together apply the payment once", async () => {
    const trip = await completedTrip(t);
    const reference = await checkout(trip.rider, trip.rideId);
    fake.pay(reference);
    const answers = await Promise.all([
      confirm(trip.rider, reference),
      fake.webhook(t.app, fake.chargeSuccess(reference)),
      confirm(trip.rider, reference),
      confirmPayment(t.app.paymentDeps, reference),
      confirmPayment(t.app.paymentDeps, reference),
    ]);
    expect(answers.slice(0, 3).map((a) => (a as { statusCode: number }).statusCode)).toEqual([200, 200, 200]);
    expect(answers.slice(3).sort()).toEqual(expect.arrayContaining(["already_applied"]));
    await eventsHandled(t);
    expect(await movementsOf(reference)).toHaveLength(1);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(
      trip.amountKobo - commissionOf(trip.amountKobo, 1000),
    );
    expect(await walletOf(t, trip.riderUser.id)).toBe(0);
    await expectLedgerBalanced(t);
  });

  it("a top-up confirmed many times at once is credited once", async () => {
    const riderUser = await createUser(t);
    const rider = await signedIn(t, riderUser);
    const res = await rider({
      method: "POST",
      url: "/api/payments/wallet/topup",
      payload: { amountKobo: 50_000 },
    });
    const { reference } = res.json().data;
    fake.pay(reference);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => confirmPayment(t.app.paymentDeps, reference)),
    );
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "already_applied")).toHaveLength(7);
    expect(await walletOf(t, riderUser.id)).toBe(50_000);
    expect(await movementsOf(reference)).toHaveLength(1);
  });

  it("paying a trip twice keeps the second amount in the rider's wallet", async () => {
    const trip = await completedTrip(t);
    const reference = await checkout(trip.rider, trip.rideId);
    // Paid from the wallet while the checkout was still open, then the checkout is paid too.
    await fundWallet(t, trip.riderUser.id, trip.amountKobo);
    const byWallet = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    expect(byWallet.statusCode, byWallet.body).toBe(200);
    expect(await walletOf(t, trip.riderUser.id)).toBe(0);

    fake.pay(reference);
    await fake.webhook(t.app, fake.chargeSuccess(reference));
    await eventsHandled(t);
    expect(await walletOf(t, trip.riderUser.id)).toBe(trip.amountKobo);
    expect((await confirm(trip.rider, reference)).json().data).toMatchObject({
      status: "success",
      creditedToWallet: true,
    });
    const wallet = (await trip.rider({ method: "GET", url: "/api/payments/wallet" })).json().data;
    expect(wallet.history[0]).toMatchObject({ kind: "ride_overpayment", amountKobo: trip.amountKobo });
    // The driver was paid once.
    expect(await earningsOf(t, trip.driver.user.id)).toBe(
      trip.amountKobo - commissionOf(trip.amountKobo, 1000),
    );
    expect((await chargeOf(t, trip.rideId))?.method).toBe("wallet");
    await expectLedgerBalanced(t);
  });

  it("a declined payment leaves the trip owed; paid later on the same checkout, it counts", async () => {
    const trip = await completedTrip(t);
    const reference = await checkout(trip.rider, trip.rideId);
    fake.decline(reference);
    expect((await confirm(trip.rider, reference)).json().data.status).toBe("failed");
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");

    // The rider tries again on the gateway's page and the card goes through: the gateway says success.
    fake.pay(reference);
    await fake.webhook(t.app, fake.chargeSuccess(reference));
    await eventsHandled(t);
    expect((await chargeOf(t, trip.rideId))?.status).toBe("paid");
    expect((await confirm(trip.rider, reference)).json().data.status).toBe("success");
    expect(await movementsOf(reference)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it("a gateway that cannot start the checkout answers 503 with the message; the next try starts afresh", async () => {
    const trip = await completedTrip(t);
    fake.fail("initialize", { status: 500, message: "Internal error" });
    const down = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(PAYMENT_MESSAGES.gatewayDown);
    const reference = await checkout(trip.rider, trip.rideId);
    const rows = await t.database.db.select().from(payments).where(eq(payments.tripId, trip.rideId));
    expect(rows.map((r) => [r.reference === reference, r.status]).sort()).toEqual([
      [false, "failed"],
      [true, "pending"],
    ]);
  });
});

describe("checkouts that are neither lost nor doubled", () => {
  const later = (ms: number) => new Date(Date.now() + ms);
  const eventRow = async (reference: string) =>
    (
      await t.database.db
        .select()
        .from(gatewayEvents)
        .where(eq(gatewayEvents.eventKey, `charge.success:${reference}`))
    )[0];

  it("a charge.success that comes before the gateway's verify confirms it is kept, and the genuine one applies", async () => {
    const trip = await completedTrip(t);
    const reference = await checkout(trip.rider, trip.rideId);
    // The event comes while verify still says the checkout was abandoned.
    fake.answerVerify(reference, { status: "abandoned" });
    const early = fake.chargeSuccess(reference);
    expect((await fake.webhook(t.app, early)).statusCode).toBe(200);
    await eventsHandled(t);
    expect(await eventRow(reference)).toMatchObject({ status: "deferred", outcome: "still_pending" });
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");

    // The rider pays; the gateway sends the event again, and now verify says success.
    fake.answerVerify(reference, { status: "success" });
    fake.pay(reference);
    const genuine = await fake.webhook(t.app, fake.chargeSuccess(reference));
    expect(genuine.statusCode).toBe(200);
    await eventsHandled(t);
    await eventually(async () => ((await chargeOf(t, trip.rideId))?.status === "paid" ? true : undefined));
    expect(await eventRow(reference)).toMatchObject({ status: "applied" });
    expect(await movementsOf(reference)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it("the follow-up job verifies pending checkouts again until the gateway says success", async () => {
    const trip = await completedTrip(t);
    const reference = await checkout(trip.rider, trip.rideId);
    fake.answerVerify(reference, { status: "abandoned" });
    await fake.webhook(t.app, fake.chargeSuccess(reference));
    await eventsHandled(t);
    // Too early to ask again.
    await paymentsFollowUp(t.app.paymentDeps, later(CHECKOUT_CHECK_AFTER_MS / 2));
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");
    // Still abandoned at the gateway: still pending here.
    await paymentsFollowUp(t.app.paymentDeps, later(CHECKOUT_CHECK_AFTER_MS + 1000));
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");
    const [asked] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(asked).toMatchObject({ status: "pending" });
    expect(asked?.checkedAt).not.toBeNull();

    // Paid at the gateway; its second event never comes. The next pass finds it.
    fake.answerVerify(reference, { status: "success" });
    fake.pay(reference);
    const { checkoutsApplied } = await paymentsFollowUp(t.app.paymentDeps, later(60 * 60_000));
    expect(checkoutsApplied).toBeGreaterThanOrEqual(1);
    expect((await chargeOf(t, trip.rideId))?.status).toBe("paid");
    expect(await movementsOf(reference)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it("a checkout never paid is abandoned for good after a day; the trip stays owed and a new checkout starts", async () => {
    const trip = await completedTrip(t);
    const reference = await checkout(trip.rider, trip.rideId);
    await paymentsFollowUp(t.app.paymentDeps, later(CHECKOUT_ABANDONED_AFTER_MS + 60_000));
    const [gone] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(gone?.status).toBe("failed");
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");
    const again = await checkout(trip.rider, trip.rideId);
    expect(again).not.toBe(reference);
  });

  it("twenty checkouts of one trip at once open one payment at the gateway, and all get its address", async () => {
    const trip = await completedTrip(t);
    const before = fake.callsTo("initialize").length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const views = answers.map((a) => a.json().data as { reference: string; authorizationUrl: string });
    expect(new Set(views.map((v) => v.reference)).size).toBe(1);
    expect(new Set(views.map((v) => v.authorizationUrl)).size).toBe(1);
    expect(fake.callsTo("initialize").length - before).toBe(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.tripId, trip.rideId));
    expect(rows).toHaveLength(1);
  });
});
