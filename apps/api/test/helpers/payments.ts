import { CANCEL_REASONS, LEDGER, MOVEMENTS } from "@campusgo/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect } from "vitest";
import {
  driverProfiles,
  gatewayEvents,
  payouts,
  rides,
  type TripCharge,
  tripCharges,
  type User,
} from "../../src/db/schema/index.ts";
import { balanceOf, ledgerHealth, postMovement } from "../../src/modules/payments/ledger.ts";
import { insertRide } from "../../src/modules/rides/repo.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { type FakePaystack, startFakePaystack } from "./fake-paystack.ts";
import {
  approvedDriver,
  book,
  eventually,
  MANUAL_DISPATCH,
  onlineDriver,
  ownArea,
  placeDriver,
  redisEnv,
  type SignedIn,
} from "./rides.ts";
import { createUser, signedIn } from "./users.ts";

/** The app with the fake gateway as its Paystack (PAYSTACK_SECRET_KEY=sk_test_x at the fake's address). */
export function paymentsApp(fake: FakePaystack, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    ...MANUAL_DISPATCH,
    ...redisEnv(),
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
    ...env,
  });
}

export interface PaymentsSuite {
  fake: FakePaystack;
  t: TestApp;
  /** An admin, and a client signed in as them. */
  admin: User;
  asAdmin: Awaited<ReturnType<typeof signedIn>>;
}

/**
 * The setup every payments test file shares: the fake gateway, the app on it (with `env`), and an admin signed
 * in; closed after the file's tests. Called at the top level of a test file:
 *
 *   const { fake, t, asAdmin } = await paymentsSuite();
 */
export async function paymentsSuite(
  env: Record<string, string> = {},
  options: { adminName?: string } = {},
): Promise<PaymentsSuite> {
  const fake = await startFakePaystack();
  const t = await paymentsApp(fake, env);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const admin = await createUser(t, {
    role: "admin",
    ...(options.adminName ? { fullName: options.adminName } : {}),
  });
  return { fake, t, admin, asAdmin: await signedIn(t, admin) };
}

export interface Trip {
  rider: SignedIn;
  riderUser: User;
  driver: { user: User; api: SignedIn };
  rideId: string;
  /** Where it starts and ends. */
  area: ReturnType<typeof ownArea>;
  /** The agreed amount (the accepted offer). */
  amountKobo: number;
  pin: string;
  arrive(): Promise<void>;
  /** Arrives (unless already there), starts with the PIN and completes (round trips: wait, return first). */
  complete(): Promise<void>;
  cancelByRider(): Promise<void>;
}

/** A rider and an approved driver (in an area of their own) with one accepted ride between them. */
export async function acceptedTrip(
  t: TestApp,
  options: { roundTrip?: boolean; rider?: { user: User; api: SignedIn }; counterKobo?: number } = {},
): Promise<Trip> {
  const area = ownArea();
  const driver = await onlineDriver(t, area.pickup);
  const riderUser = options.rider?.user ?? (await createUser(t));
  const rider = options.rider?.api ?? (await signedIn(t, riderUser));
  const ride = await book(rider, {
    pickup: area.pickup,
    destination: area.destination,
    ...(options.roundTrip ? { roundTrip: true, waitMinutes: 15 } : {}),
  });
  // A counter offer (the suggested fare plus counterKobo) makes the agreed amount differ from the fare.
  const payload = options.counterKobo ? { amount: ride.fareKobo + options.counterKobo } : {};
  const offered = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload });
  expect(offered.statusCode, offered.body).toBe(201);
  const accepted = await rider({ method: "POST", url: `/api/offers/${offered.json().data.id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { pin, amountKobo } = accepted.json().data as { pin: string; amountKobo: number };
  let arrived = false;
  const step = async (path: string, payload?: object) => {
    const res = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/${path}`, payload });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  };
  return {
    rider,
    riderUser,
    driver,
    rideId: ride.id,
    area,
    amountKobo,
    pin,
    async arrive() {
      await step("arrive");
      arrived = true;
    },
    async complete() {
      if (!arrived) await step("arrive");
      await step("start", { pin });
      if (options.roundTrip) {
        await step("wait");
        await step("return");
      }
      // The driver ends the trip where it ends (a trip ended away from it costs what was driven).
      await placeDriver(t, driver.user.id, options.roundTrip ? area.pickup : area.destination, 1, false);
      await step("complete");
    },
    async cancelByRider() {
      const res = await rider({
        method: "POST",
        url: `/api/rides/${ride.id}/cancel`,
        payload: { reason: CANCEL_REASONS[0] },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** A completed trip: its rider owes the agreed amount. */
export async function completedTrip(t: TestApp, options: Parameters<typeof acceptedTrip>[1] = {}) {
  const trip = await acceptedTrip(t, options);
  await trip.complete();
  return trip;
}

export async function chargeOf(t: TestApp, rideId: string): Promise<TripCharge | undefined> {
  const [row] = await t.database.db.select().from(tripCharges).where(eq(tripCharges.tripId, rideId));
  return row;
}

/** Waits until every stored webhook event has been handled by the payments.event job. */
export async function eventsHandled(t: TestApp): Promise<void> {
  await eventually(async () => {
    const waiting = await t.database.db
      .select({ id: gatewayEvents.id })
      .from(gatewayEvents)
      .where(eq(gatewayEvents.status, "received"))
      .limit(1);
    return waiting.length === 0 ? true : undefined;
  });
}

export const walletOf = (t: TestApp, userId: string) => balanceOf(t.database.db, LEDGER.wallet(userId));
export const earningsOf = (t: TestApp, userId: string) => balanceOf(t.database.db, LEDGER.driver(userId));
export const commissionHeld = (t: TestApp) => balanceOf(t.database.db, LEDGER.commission);
export const inTransit = (t: TestApp) => balanceOf(t.database.db, LEDGER.payoutsInTransit);

/** The stored payout with this reference. */
export const payoutRow = async (t: TestApp, reference: string) =>
  (await t.database.db.select().from(payouts).where(eq(payouts.reference, reference)))[0];

/** Delivers a transfer's webhook from the fake gateway and answers the outcome the app recorded for it. */
export async function transferOutcome(
  t: TestApp,
  fake: FakePaystack,
  event: "transfer.success" | "transfer.failed" | "transfer.reversed",
  reference: string,
) {
  const res = await fake.webhook(t.app, fake.transferEvent(event, reference));
  expect(res.statusCode).toBe(200);
  await eventsHandled(t);
  const [row] = await t.database.db
    .select()
    .from(gatewayEvents)
    .where(eq(gatewayEvents.eventKey, `${event}:${reference}`));
  return row?.outcome;
}

/** The whole ledger still sums to zero. */
export async function expectLedgerBalanced(t: TestApp): Promise<void> {
  expect((await ledgerHealth(t.database.db)).sumKobo).toBe(0);
}

/** Tops a wallet up through the gateway: checkout, paid at the fake, charge.success webhook, applied. */
export async function topUp(t: TestApp, fake: FakePaystack, rider: SignedIn, amountKobo: number) {
  const res = await rider({ method: "POST", url: "/api/payments/wallet/topup", payload: { amountKobo } });
  expect(res.statusCode, res.body).toBe(200);
  const { reference } = res.json().data as { reference: string };
  fake.pay(reference);
  expect((await fake.webhook(t.app, fake.chargeSuccess(reference))).statusCode).toBe(200);
  await eventsHandled(t);
  return reference;
}

/** Money in a wallet without the gateway (a top-up movement written directly), for tests about spending it. */
export async function fundWallet(t: TestApp, userId: string, amountKobo: number): Promise<void> {
  await t.database.db.transaction((tx) =>
    postMovement(tx, { kind: "topup", memo: "test" }, MOVEMENTS.topUp(userId, amountKobo)),
  );
}

/** Earnings for a driver without a trip (a trip paid at the gateway at 0% commission, written directly). */
export async function fundEarnings(t: TestApp, driverId: string, amountKobo: number): Promise<void> {
  await t.database.db.transaction((tx) =>
    postMovement(
      tx,
      { kind: "ride_payment", memo: "test" },
      MOVEMENTS.tripPaid("gateway", driverId, amountKobo, 0),
    ),
  );
}

/**
 * Copies of a completed trip, each owed by its rider (for tests of many charges at once without driving each
 * ride through the API).
 */
export async function moreOwedTrips(t: TestApp, trip: Trip, count: number): Promise<string[]> {
  const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, trip.rideId));
  if (!ride) throw new Error("no ride to copy");
  const { id: _id, ...fields } = ride;
  const copies = [];
  for (let i = 0; i < count; i++) {
    copies.push(await t.database.db.transaction((tx) => insertRide(tx, fields)));
  }
  await t.database.db.insert(tripCharges).values(
    copies.map((c) => ({
      tripId: c.id,
      riderId: trip.riderUser.id,
      driverId: trip.driver.user.id,
      kind: "fare",
      amountKobo: trip.amountKobo,
    })),
  );
  const ids = copies.map((c) => c.id);
  expect(await t.database.db.select().from(tripCharges).where(inArray(tripCharges.tripId, ids))).toHaveLength(
    count,
  );
  return ids;
}

/** Gives a driver the bank account of an approved verification. */
export async function withBankAccount(t: TestApp, driverId: string, accountNumber = "0123456789") {
  await t.database.db
    .update(driverProfiles)
    .set({ bankName: "GTBank", bankAccountNumber: accountNumber, bankAccountHolderName: "Ada Obi" })
    .where(eq(driverProfiles.userId, driverId));
}

/** A completed trip paid by card at the gateway (checkout, paid at the fake, charge.success applied). */
export async function paidByCard(t: TestApp, fake: FakePaystack): Promise<{ trip: Trip; reference: string }> {
  const trip = await completedTrip(t);
  const res = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` });
  const { reference } = res.json().data as { reference: string };
  fake.pay(reference);
  await fake.webhook(t.app, fake.chargeSuccess(reference));
  await eventsHandled(t);
  expect((await chargeOf(t, trip.rideId))?.status).toBe("paid");
  return { trip, reference };
}

/** An approved driver with the bank account of the verification and `earned` kobo available, signed in. */
export async function driverWithEarnings(t: TestApp, earned: number) {
  const user = await approvedDriver(t);
  await withBankAccount(t, user.id);
  if (earned > 0) await fundEarnings(t, user.id, earned);
  return { user, api: await signedIn(t, user) };
}

/** A driver's payout request that the app accepted (201). */
export async function withdraw(api: SignedIn, amountKobo: number) {
  const res = await api({ method: "POST", url: "/api/driver/payouts", payload: { amountKobo } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string; status: string; amountKobo: number };
}
