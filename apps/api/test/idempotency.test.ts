import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { idempotencyKeys, offers, payments, rides } from "../src/db/schema/index.ts";
import { IDEMPOTENCY_MESSAGES } from "../src/modules/idempotency/idempotent.ts";
import { CSRF_HEADER } from "../src/plugins/csrf.ts";
import type { TestApp } from "./helpers/app.ts";
import { type FakePaystack, startFakePaystack } from "./helpers/fake-paystack.ts";
import { completedTrip, fundWallet, paymentsApp, walletOf } from "./helpers/payments.ts";
import { onlineDriver, ownArea, rideBody, type SignedIn } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let fake: FakePaystack;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await paymentsApp(fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const withKey = (key: string, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, "idempotency-key": key },
});

const bookingOf = (area = ownArea(), overrides: Record<string, unknown> = {}): InjectOptions => ({
  method: "POST",
  url: "/api/rides",
  payload: rideBody({ pickup: area.pickup, destination: area.destination, ...overrides }),
});

const ridesOf = (riderId: string) =>
  t.database.db.select({ id: rides.id }).from(rides).where(eq(rides.riderId, riderId));

async function rider(): Promise<{ id: string; api: SignedIn }> {
  const user = await createUser(t);
  return { id: user.id, api: await signedIn(t, user) };
}

describe("a request sent again with its Idempotency-Key", () => {
  it("books once: the repeat gets the same answer, marked as a replay", async () => {
    const { id, api } = await rider();
    const key = randomUUID();
    const booking = bookingOf();
    const first = await api(withKey(key, booking));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();

    const again = await api(withKey(key, booking));
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await ridesOf(id)).toHaveLength(1);
  });

  it("applies ten identical requests sent at once a single time, and all ten get its answer", async () => {
    const { id, api } = await rider();
    const key = randomUUID();
    const booking = bookingOf();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api(withKey(key, booking))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const rideIds = new Set(answers.map((a) => a.json().data.id));
    expect(rideIds.size).toBe(1);
    expect(await ridesOf(id)).toHaveLength(1);
  });

  it("starts one wallet top-up for ten identical requests, on two instances of the server", async () => {
    // A second instance of the app on the same database, as behind a load balancer.
    const other: FastifyInstance = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    try {
      const user = await createUser(t);
      const api = await signedIn(t, user);
      const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const key = randomUUID();
      const topUp = withKey(key, {
        method: "POST",
        url: "/api/payments/wallet/topup",
        payload: { amountKobo: 250_000 },
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? api(topUp)
            : other.inject({ ...topUp, headers: { ...topUp.headers, cookie, [CSRF_HEADER]: "1" } }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(new Set(answers.map((a) => a.json().data.reference)).size).toBe(1);
      const started = await t.database.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(started).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("refuses the same key with a different body (422) and applies nothing for it", async () => {
    const { id, api } = await rider();
    const key = randomUUID();
    const area = ownArea();
    const first = await api(withKey(key, bookingOf(area)));
    expect(first.statusCode, first.body).toBe(201);

    const changed = await api(withKey(key, bookingOf(area, { rideType: 2 })));
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.mismatch });
    // The same key on another route is another request too.
    const elsewhere = await api(
      withKey(key, { method: "POST", url: "/api/payments/wallet/topup", payload: { amountKobo: 100_000 } }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await ridesOf(id)).toEqual([{ id: first.json().data.id }]);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, id))).toHaveLength(0);
  });

  it("keeps each user's keys apart: another user's same key books their own ride", async () => {
    const a = await rider();
    const b = await rider();
    const key = randomUUID();
    const booking = bookingOf();
    const mine = await a.api(withKey(key, booking));
    const theirs = await b.api(withKey(key, booking));
    expect(mine.statusCode, mine.body).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await ridesOf(a.id)).toHaveLength(1);
    expect(await ridesOf(b.id)).toHaveLength(1);
  });

  it("refuses a key that is not a UUID with a clear message, before anything is applied", async () => {
    const { id, api } = await rider();
    const bad = await api(withKey("not-a-uuid", bookingOf()));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.badKey });
    expect(await ridesOf(id)).toHaveLength(0);
  });

  it("does not keep a refusal: invalid input takes no key, and a refused payment can be retried with its key", async () => {
    const { id, api } = await rider();
    const key = randomUUID();
    const invalid = await api(withKey(key, { ...bookingOf(), payload: { rideType: 1 } }));
    expect(invalid.statusCode).toBe(400);
    const stored = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
    expect(stored).toHaveLength(0);

    // Paying from an empty wallet is refused; once there is money, the same tap (same key) pays once.
    const trip = await completedTrip(t);
    const pay = withKey(randomUUID(), { method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    const refused = await trip.rider(pay);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    await fundWallet(t, trip.riderUser.id, trip.amountKobo * 3);
    const paid = await trip.rider(pay);
    expect(paid.statusCode, paid.body).toBe(200);
    const repeat = await trip.rider(pay);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(await walletOf(t, trip.riderUser.id)).toBe(trip.amountKobo * 2);
  });

  it("makes a driver's offer once, however many times it is sent", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const { api } = await rider();
    const booked = await api(bookingOf(area));
    expect(booked.statusCode, booked.body).toBe(201);
    const rideId = booked.json().data.id as string;
    const offer = withKey(randomUUID(), { method: "POST", url: `/api/rides/${rideId}/offers`, payload: {} });
    const answers = await Promise.all([driver.api(offer), driver.api(offer), driver.api(offer)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const made = await t.database.db
      .select()
      .from(offers)
      .where(and(eq(offers.tripId, rideId), eq(offers.driverId, driver.user.id)));
    expect(made).toHaveLength(1);
  });

  it("starts one checkout for a trip however many times it is sent", async () => {
    const trip = await completedTrip(t);
    const checkout = withKey(randomUUID(), {
      method: "POST",
      url: `/api/payments/rides/${trip.rideId}/checkout`,
    });
    const first = await trip.rider(checkout);
    const again = await trip.rider(checkout);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(
      await t.database.db.select().from(payments).where(eq(payments.userId, trip.riderUser.id)),
    ).toHaveLength(1);
  });
});
