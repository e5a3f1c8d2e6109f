import { createHmac } from "node:crypto";
import { MOVEMENTS, PAYMENT_MESSAGES, RIDE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { gatewayEvents, payments, payouts } from "../src/db/schema/index.ts";
import { postMovement } from "../src/modules/payments/ledger.ts";
import {
  chargeOf,
  completedTrip,
  earningsOf,
  eventsHandled,
  expectLedgerBalanced,
  fundWallet,
  moreOwedTrips,
  paymentsSuite,
  walletOf,
  withBankAccount,
} from "./helpers/payments.ts";
import { approvedDriver, type SignedIn } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const { fake, t } = await paymentsSuite();

const storedEvents = async () =>
  (await t.database.db.select({ id: gatewayEvents.id }).from(gatewayEvents)).length;

const eventRow = async (key: string) => {
  const [row] = await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventKey, key));
  return row;
};

/** A rider with a top-up started at the gateway (not applied yet). */
async function startedTopUp(amountKobo = 50_000) {
  const riderUser = await createUser(t);
  const rider = await signedIn(t, riderUser);
  const res = await rider({ method: "POST", url: "/api/payments/wallet/topup", payload: { amountKobo } });
  expect(res.statusCode, res.body).toBe(200);
  return { riderUser, rider, reference: res.json().data.reference as string, amountKobo };
}

const paymentStatus = async (reference: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0]?.status;

describe("webhooks that must change nothing", () => {
  it("a missing or wrong signature is refused with 401 and nothing is stored or applied", async () => {
    const { riderUser, reference } = await startedTopUp();
    fake.pay(reference);
    const { raw, signature } = fake.signed(fake.chargeSuccess(reference));
    const before = await storedEvents();
    const otherKey = createHmac("sha512", "sk_test_someone_else").update(raw).digest("hex");
    const otherBody = fake.signed({ event: "charge.success", data: { reference: "CG-W-other" } }).signature;
    for (const bad of [
      null,
      "",
      "not-hex",
      otherKey,
      otherBody,
      signature.slice(0, 64),
      // One hex digit changed.
      signature.slice(0, -1) + (signature.endsWith("0") ? "1" : "0"),
    ]) {
      const res = await fake.deliver(t.app, raw, bad);
      expect(res.statusCode, String(bad)).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ message: "Invalid signature" });
    }
    // The right signature over a body changed by one character is refused too.
    const tampered = raw.replace(`"amount":${50_000}`, `"amount":${500_000}`);
    expect(tampered).not.toBe(raw);
    expect((await fake.deliver(t.app, tampered, signature)).statusCode).toBe(401);
    expect(await storedEvents()).toBe(before);
    expect(await walletOf(t, riderUser.id)).toBe(0);
    expect(await paymentStatus(reference)).toBe("pending");
  });

  it("a replayed webhook is stored and applied once", async () => {
    const { riderUser, reference, amountKobo } = await startedTopUp();
    fake.pay(reference);
    const event = fake.chargeSuccess(reference);
    const first = await fake.webhook(t.app, event);
    expect(JSON.parse(first.body)).toEqual({ received: true, duplicate: false });
    const replays = await Promise.all(Array.from({ length: 5 }, () => fake.webhook(t.app, event)));
    for (const r of replays) {
      expect(r.statusCode).toBe(200);
      expect(JSON.parse(r.body)).toEqual({ received: true, duplicate: true });
    }
    await eventsHandled(t);
    // Later, after it was applied, still once.
    expect(JSON.parse((await fake.webhook(t.app, event)).body).duplicate).toBe(true);
    await eventsHandled(t);
    const rows = await t.database.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.reference, reference));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "applied", outcome: "applied" });
    expect(await walletOf(t, riderUser.id)).toBe(amountKobo);
  });

  it("a payment the gateway verifies with another amount or currency is not applied, and is logged", async () => {
    const error = vi.spyOn(t.app.paymentDeps.log, "error");
    try {
      for (const answer of [{ amount: 100 }, { currency: "USD" }, { amount: 5_000_000, currency: "USD" }]) {
        const { riderUser, reference } = await startedTopUp();
        fake.pay(reference);
        fake.answerVerify(reference, answer);
        const res = await fake.webhook(t.app, fake.chargeSuccess(reference));
        expect(res.statusCode).toBe(200);
        await eventsHandled(t);
        expect(await eventRow(`charge.success:${reference}`)).toMatchObject({
          status: "ignored",
          outcome: "amount_mismatch",
        });
        expect(error).toHaveBeenCalledWith(
          expect.objectContaining({ reference }),
          "payment amount or currency does not match: not applied",
        );
        // The return page cannot make it count either.
        const rider = await signedIn(t, riderUser);
        expect(
          (await rider({ method: "POST", url: `/api/payments/${reference}/confirm` })).json().data.status,
        ).toBe("pending");
        expect(await walletOf(t, riderUser.id)).toBe(0);
      }
    } finally {
      error.mockRestore();
    }
  });

  it("a trip paid with a verify answer of less than the fare stays owed", async () => {
    const trip = await completedTrip(t);
    const res = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` });
    const { reference } = res.json().data;
    fake.pay(reference);
    fake.answerVerify(reference, { amount: trip.amountKobo - 100 });
    await fake.webhook(t.app, fake.chargeSuccess(reference));
    await eventsHandled(t);
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");
    expect(await earningsOf(t, trip.driver.user.id)).toBe(0);
  });

  it("a verify answer about another reference is not applied", async () => {
    const { riderUser, reference } = await startedTopUp();
    fake.pay(reference);
    fake.answerVerify(reference, { reference: "CG-W-someone-elses" });
    await fake.webhook(t.app, fake.chargeSuccess(reference));
    await eventsHandled(t);
    expect((await eventRow(`charge.success:${reference}`))?.outcome).toBe("unknown_reference");
    expect(await walletOf(t, riderUser.id)).toBe(0);
  });

  it("events about unknown references change nothing", async () => {
    const health = async () => (await t.database.db.select().from(payouts)).length;
    const payoutsBefore = await health();
    const events = [
      { event: "charge.success", data: { reference: "CG-W-0000unknown", amount: 50_000, currency: "NGN" } },
      { event: "transfer.success", data: { reference: "CG-P-0000unknown", amount: 100_000 } },
      { event: "transfer.reversed", data: { reference: "CG-P-0000unknown2", amount: 100_000 } },
      {
        event: "refund.processed",
        data: { transaction_reference: "CG-T-0000unknown", refund_reference: "RF_x", amount: 100 },
      },
      { event: "subscription.create", data: { id: 7 } },
    ];
    for (const e of events) expect((await fake.webhook(t.app, e)).statusCode).toBe(200);
    await eventsHandled(t);
    expect((await eventRow("charge.success:CG-W-0000unknown"))?.outcome).toBe("unknown_reference");
    expect((await eventRow("transfer.success:CG-P-0000unknown"))?.outcome).toBe("unknown_reference");
    expect((await eventRow("refund.processed:RF_x"))?.outcome).toBe("unknown_reference");
    expect((await eventRow("subscription.create:7"))?.outcome).toBe("not handled");
    expect(await health()).toBe(payoutsBefore);
    await expectLedgerBalanced(t);
  });

  it("refuses a NUL byte, garbage and non-events with 4xx, signed or not", async () => {
    const before = await storedEvents();
    const bodies = [
      "\u0000",
      '{"event":"charge.success","data":{"reference":"CG-W-\u0000"}}',
      '{"event":"charge.success","data":{"reference":"CG-W-\\u0000"}}',
      '{"event":"charge.\\u0000success","data":{"reference":"CG-W-x"}}',
      '{"event":"charge.success","data":{"reference":"CG-W-x","customer":{"note":"\\u0000"}}}',
      "{not json",
      "",
      "[]",
      "null",
      '"charge.success"',
      '{"event":"charge.success"}',
      '{"event":"","data":{}}',
      '{"event":"charge.success","data":{"reference":42}}',
      `{"event":"charge.success","data":{"reference":"${"x".repeat(300)}"}}`,
      // Nested 20,000 levels deep: more than the database stores, and more than any gateway sends.
      `{"event":"charge.success","data":{"reference":"CG-W-x","deep":${"[".repeat(20_000)}${"]".repeat(20_000)}}}`,
      `{"event":"charge.success","data":{"reference":"CG-W-x","deep":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}}`,
    ];
    for (const raw of bodies) {
      const label = JSON.stringify(raw).slice(0, 120);
      expect((await fake.deliver(t.app, raw, null)).statusCode, label).toBe(401);
      const sig = createHmac("sha512", fake.secretKey).update(raw).digest("hex");
      const res = await fake.deliver(t.app, raw, sig);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
    }
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/payments/paystack/webhook",
      headers: { "content-type": "text/plain", "x-paystack-signature": "0".repeat(128) },
      payload: "hello",
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const huge = "x".repeat(300 * 1024);
    const tooBig = await fake.deliver(
      t.app,
      huge,
      createHmac("sha512", fake.secretKey).update(huge).digest("hex"),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(await storedEvents()).toBe(before);
  });
});

describe("deliveries", () => {
  it("an event stored but not queued (an error answered 500) is applied when the gateway delivers it again", async () => {
    const { riderUser, reference, amountKobo } = await startedTopUp();
    fake.pay(reference);
    const event = fake.chargeSuccess(reference);
    const send = vi.spyOn(t.app.paymentDeps.jobs, "send").mockRejectedValueOnce(new Error("connection lost"));
    try {
      expect((await fake.webhook(t.app, event)).statusCode).toBe(500);
    } finally {
      send.mockRestore();
    }
    expect((await eventRow(`charge.success:${reference}`))?.status).toBe("received");
    // The gateway retries a delivery that was not answered 200.
    const retry = await fake.webhook(t.app, event);
    expect(JSON.parse(retry.body)).toEqual({ received: true, duplicate: true });
    await eventsHandled(t);
    expect((await eventRow(`charge.success:${reference}`))?.status).toBe("applied");
    expect(await walletOf(t, riderUser.id)).toBe(amountKobo);
  });

  it("more signed deliveries from one address in a minute than a browser may send are all taken", async () => {
    const { riderUser, reference, amountKobo } = await startedTopUp();
    fake.pay(reference);
    const { raw, signature } = fake.signed(fake.chargeSuccess(reference));
    const codes: number[] = [];
    // The API allows a browser 600 requests a minute; Paystack delivers from a handful of addresses.
    for (let batch = 0; batch < 14; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => fake.deliver(t.app, raw, signature)),
      );
      codes.push(...answers.map((a) => a.statusCode));
    }
    expect(codes.filter((c) => c !== 200)).toEqual([]);
    await eventsHandled(t);
    expect(await walletOf(t, riderUser.id)).toBe(amountKobo);
    // The webhook's allowance is its own: the rest of the API still answers that address.
    const rider = await signedIn(t, riderUser);
    expect((await rider({ method: "GET", url: "/api/payments/wallet" })).statusCode).toBe(200);
  }, 120_000);
});

describe("other people's trips and payments", () => {
  it("a rider cannot read, pay or confirm another rider's trip or payment (404)", async () => {
    const trip = await completedTrip(t);
    const res = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` });
    const { reference } = res.json().data;
    const strangerUser = await createUser(t);
    const stranger = await signedIn(t, strangerUser);
    await fundWallet(t, strangerUser.id, 10 * trip.amountKobo);
    const otherDriver = await signedIn(t, await approvedDriver(t));

    for (const who of [stranger, otherDriver]) {
      const read = await who({ method: "GET", url: `/api/payments/rides/${trip.rideId}` });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(RIDE_MESSAGES.rideNotFound);
      expect((await who({ method: "POST", url: `/api/payments/${reference}/confirm` })).statusCode).toBe(404);
    }
    const pay = await stranger({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().message).toBe(PAYMENT_MESSAGES.nothingToPay);
    const checkout = await stranger({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` });
    expect(checkout.statusCode).toBe(404);
    const confirm = await stranger({ method: "POST", url: `/api/payments/${reference}/confirm` });
    expect(confirm.json().message).toBe(PAYMENT_MESSAGES.notYours);
    // The driver of the trip cannot pay it either.
    expect(
      (await trip.driver.api({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` }))
        .statusCode,
    ).toBe(404);

    expect(await walletOf(t, strangerUser.id)).toBe(10 * trip.amountKobo);
    expect((await chargeOf(t, trip.rideId))?.status).toBe("owed");

    // Once paid, the receipt is its rider's and driver's only.
    await fundWallet(t, trip.riderUser.id, trip.amountKobo);
    await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    const receipt = (who: SignedIn) =>
      who({ method: "GET", url: `/api/payments/rides/${trip.rideId}/receipt` });
    expect((await receipt(trip.rider)).json().data).toMatchObject({ rideId: trip.rideId });
    expect((await receipt(trip.driver.api)).json().data).toMatchObject({ rideId: trip.rideId });
    for (const who of [stranger, otherDriver]) {
      const refused = await receipt(who);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(RIDE_MESSAGES.rideNotFound);
    }
  });

  it("ids and references that are not ours are refused without reaching the database", async () => {
    const rider = await signedIn(t, await createUser(t));
    for (const url of [
      "/api/payments/rides/not-a-uuid",
      "/api/payments/rides/00000000-0000-7000-8000-000000000000",
    ]) {
      expect((await rider({ method: "GET", url })).statusCode).toBe(404);
    }
    for (const reference of ["CG-W-unknown", "a%00b", "..%2F..%2Fetc"]) {
      const res = await rider({ method: "POST", url: `/api/payments/${reference}/confirm` });
      expect([400, 404]).toContain(res.statusCode);
    }
  });
});

describe("many requests at once", () => {
  it("20 wallet payments at once never take the wallet below zero", async () => {
    const trip = await completedTrip(t);
    const rideIds = [trip.rideId, ...(await moreOwedTrips(t, trip, 19))];
    const affordable = 7;
    await fundWallet(t, trip.riderUser.id, affordable * trip.amountKobo + 100);
    const answers = await Promise.all(
      rideIds.map((id) => trip.rider({ method: "POST", url: `/api/payments/rides/${id}/wallet` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(affordable);
    expect(codes.filter((c) => c === 409)).toHaveLength(rideIds.length - affordable);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe(PAYMENT_MESSAGES.walletTooLow);
    }
    expect(await walletOf(t, trip.riderUser.id)).toBe(100);
    await expectLedgerBalanced(t);
  });

  it("20 payments of one trip at once pay it once", async () => {
    const trip = await completedTrip(t);
    await fundWallet(t, trip.riderUser.id, 3 * trip.amountKobo);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(19).fill(PAYMENT_MESSAGES.alreadyPaid),
    );
    expect(await walletOf(t, trip.riderUser.id)).toBe(2 * trip.amountKobo);
  });

  it("10 payout requests at once never take more than the driver's balance", async () => {
    const driver = await approvedDriver(t);
    await withBankAccount(t, driver.id);
    const api = await signedIn(t, driver);
    const min = t.config.payments.payoutMinKobo;
    await t.database.db.transaction((tx) =>
      postMovement(tx, { kind: "ride_payment" }, MOVEMENTS.tripPaid("gateway", driver.id, 3.5 * min, 0)),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api({ method: "POST", url: "/api/driver/payouts", payload: { amountKobo: min } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(7).fill([409, PAYMENT_MESSAGES.payoutTooHigh]),
    );
    expect(await earningsOf(t, driver.id)).toBe(0.5 * min);
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.driverId, driver.id));
    expect(rows).toHaveLength(3);
    expect(
      fake.callsTo("transfer").filter((c) => rows.some((r) => r.reference === c.body?.reference)),
    ).toHaveLength(3);
    const earnings = (await api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(earnings).toMatchObject({ availableKobo: 0.5 * min, inTransitKobo: 3 * min });
    await expectLedgerBalanced(t);
  });
});
