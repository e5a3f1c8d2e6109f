import {
  type AdminTripMoney,
  commissionOf,
  LEDGER,
  PAYMENT_MESSAGES,
  REVIEW_MESSAGES,
  refundShares,
  shortEndKobo,
} from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, earningsHolds, rides, tripPositions } from "../src/db/schema/index.ts";
import { paymentsFollowUp } from "../src/modules/payments/followup.ts";
import { balanceOf } from "../src/modules/payments/ledger.ts";
import {
  chargeOf,
  completedTrip,
  earningsOf,
  expectLedgerBalanced,
  fundEarnings,
  fundWallet,
  paymentsSuite,
  walletOf,
  withBankAccount,
} from "./helpers/payments.ts";
import {
  book,
  connect,
  emitAck,
  eventually,
  listen,
  north,
  onlineDriver,
  ownArea,
  placeDriver,
  type SignedIn,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const { t, asAdmin } = await paymentsSuite();
const db = t.database.db;
const KEKE_MINIMUM = 30_000;
const heldOf = (driverId: string) => balanceOf(db, LEDGER.held(driverId));
let listening: Promise<string> | undefined;
/** The app's address, listening once for the whole file. */
const appUrl = () => {
  listening ??= listen(t);
  return listening;
};

/** A Keke trip to a destination `km` north of its pickup, started (arrived, PIN given); the driver at the pickup. */
async function startedTrip(km: number) {
  const area = ownArea();
  const destination = { ...north(area.pickup, km * 1000), name: "Enugu" };
  const driver = await onlineDriver(t, area.pickup);
  const riderUser = await createUser(t);
  const rider = await signedIn(t, riderUser);
  const ride = await book(rider, { pickup: area.pickup, destination });
  const offered = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
  expect(offered.statusCode, offered.body).toBe(201);
  const accepted = await rider({ method: "POST", url: `/api/offers/${offered.json().data.id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { pin, amountKobo } = accepted.json().data as { pin: string; amountKobo: number };
  const step = async (path: string, payload?: object) => {
    const res = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/${path}`, payload });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res;
  };
  await step("arrive");
  await step("start", { pin });
  const [row] = await db.select().from(rides).where(eq(rides.id, ride.id));
  return {
    area,
    destination,
    driver,
    rider,
    riderUser,
    rideId: ride.id,
    agreedKobo: amountKobo,
    step,
    ride: row,
  };
}

const complete = (api: SignedIn, rideId: string, confirmFar?: boolean) =>
  api({ method: "POST", url: `/api/rides/${rideId}/complete`, payload: confirmFar ? { confirmFar } : {} });

async function payFromWallet(rider: SignedIn, riderId: string, rideId: string, amountKobo: number) {
  await fundWallet(t, riderId, amountKobo);
  const paid = await rider({ method: "POST", url: `/api/payments/rides/${rideId}/wallet` });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe("a trip ended away from its destination", () => {
  it("costs what was driven, never below the minimum fare: shown to the driver before and to the rider after", async () => {
    const trip = await startedTrip(50);
    expect(trip.agreedKobo).toBeGreaterThan(700_000);

    // The driver, not having moved, ends the trip 50 km before Enugu: asked first, with what the rider pays.
    const asked = await complete(trip.driver.api, trip.rideId);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      reason: "far_from_destination",
      amountKobo: KEKE_MINIMUM,
      agreedKobo: trip.agreedKobo,
      message: expect.stringMatching(
        /^You are 50km from the destination\. End the trip here\? The rider pays ₦300 of ₦[\d,]+, for the distance driven\.$/,
      ),
    });
    const ended = await complete(trip.driver.api, trip.rideId, true);
    expect(ended.statusCode, ended.body).toBe(200);

    const view = (await trip.rider({ method: "GET", url: `/api/rides/${trip.rideId}` })).json().data;
    expect(view).toMatchObject({
      status: "completed",
      amountKobo: KEKE_MINIMUM,
      agreedKobo: trip.agreedKobo,
      priceNote: `Ended 50 km before Enugu: ₦300 of ${formatNairaOf(trip.agreedKobo)}`,
    });
    expect(await chargeOf(t, trip.rideId)).toMatchObject({ amountKobo: KEKE_MINIMUM, status: "owed" });

    // Paid: the driver's share is held, not payable.
    await payFromWallet(trip.rider, trip.riderUser.id, trip.rideId, KEKE_MINIMUM);
    const share = KEKE_MINIMUM - commissionOf(KEKE_MINIMUM, 1000);
    expect(await heldOf(trip.driver.user.id)).toBe(share);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(0);
    const earnings = (await trip.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(earnings).toMatchObject({ availableKobo: 0, heldKobo: share });
    expect(earnings.trips[0]).toMatchObject({
      rideId: trip.rideId,
      priceNote: view.priceNote,
      onHoldUntil: expect.any(String),
    });
    await expectLedgerBalanced(t);
  });

  it("the recorded track prices it in proportion of the planned distance", async () => {
    const trip = await startedTrip(50);
    // 10 km driven north over 20 minutes, a point every 30 s, recorded since the start (21 minutes ago).
    const start = new Date(Date.now() - 21 * 60_000);
    await db.update(rides).set({ startedAt: start }).where(eq(rides.id, trip.rideId));
    const points = Array.from({ length: 41 }, (_, i) => ({
      tripId: trip.rideId,
      ...north(trip.area.pickup, i * 250),
      at: new Date(start.getTime() + i * 30_000),
    }));
    await db.insert(tripPositions).values(points);
    await placeDriver(t, trip.driver.user.id, north(trip.area.pickup, 10_000), 1, false);
    expect((await complete(trip.driver.api, trip.rideId, true)).statusCode).toBe(200);

    const [ride] = await db.select().from(rides).where(eq(rides.id, trip.rideId));
    expect(ride?.drivenM).toBeGreaterThan(9_900);
    expect(ride?.drivenM).toBeLessThan(10_100);
    const expected = shortEndKobo({
      agreedKobo: trip.agreedKobo,
      plannedM: ride?.distanceM ?? 0,
      drivenM: ride?.drivenM ?? 0,
      minimumKobo: KEKE_MINIMUM,
    });
    expect(ride?.amountKobo).toBe(expected);
    // About 10 of the 65 km planned (50 km as the crow flies, x1.3 for the roads).
    expect(expected / trip.agreedKobo).toBeGreaterThan(0.14);
    expect(expected / trip.agreedKobo).toBeLessThan(0.17);
  });

  it("a trip ended at its destination costs what was agreed and holds nothing", async () => {
    const trip = await startedTrip(3);
    await placeDriver(t, trip.driver.user.id, trip.destination, 1, false);
    expect((await complete(trip.driver.api, trip.rideId)).statusCode).toBe(200);
    expect(await chargeOf(t, trip.rideId)).toMatchObject({ amountKobo: trip.agreedKobo });
    const [hold] = await db.select().from(earningsHolds).where(eq(earningsHolds.tripId, trip.rideId));
    expect(hold).toBeUndefined();
  });

  it("the driver's positions on a ride are its track, a few metres or seconds apart", async () => {
    const trip = await startedTrip(3);
    const url = await appUrl();
    const socket = await connect(url, trip.driver.api);
    try {
      const at = north(trip.area.pickup, 30);
      await eventually(async () => ((await emitAck(socket, "driver:location", at)).ok ? true : undefined));
      // The same spot again is not a new point; 100 m on is.
      expect((await emitAck(socket, "driver:location", at)).ok).toBe(true);
      expect((await emitAck(socket, "driver:location", north(trip.area.pickup, 130))).ok).toBe(true);
      const rows = await db.select().from(tripPositions).where(eq(tripPositions.tripId, trip.rideId));
      expect(rows).toHaveLength(2);
    } finally {
      socket.disconnect();
    }
  });
});

describe("earnings on hold", () => {
  it("are released to the driver when the window passes with no decision", async () => {
    const trip = await startedTrip(50);
    await complete(trip.driver.api, trip.rideId, true);
    await payFromWallet(trip.rider, trip.riderUser.id, trip.rideId, KEKE_MINIMUM);
    const share = KEKE_MINIMUM - commissionOf(KEKE_MINIMUM, 1000);
    await paymentsFollowUp(t.app.paymentDeps, new Date(Date.now() + t.config.payments.holdMs / 2));
    expect(await heldOf(trip.driver.user.id)).toBe(share);
    const { holdsReleased } = await paymentsFollowUp(
      t.app.paymentDeps,
      new Date(Date.now() + t.config.payments.holdMs + 60_000),
    );
    expect(holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await heldOf(trip.driver.user.id)).toBe(0);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(share);
    const [hold] = await db.select().from(earningsHolds).where(eq(earningsHolds.tripId, trip.rideId));
    expect(hold).toMatchObject({ status: "released", heldKobo: 0 });
    await expectLedgerBalanced(t);
  });

  it("a flag holds the driver's share: at payment when owed, at once when paid (as much as is still there)", async () => {
    const owed = await completedTrip(t);
    const flag = (api: SignedIn, rideId: string) =>
      api({ method: "POST", url: `/api/rides/${rideId}/flag`, payload: { reason: "ended_early" } });
    expect((await flag(owed.rider, owed.rideId)).statusCode).toBe(200);
    await payFromWallet(owed.rider, owed.riderUser.id, owed.rideId, owed.amountKobo);
    const share = (amount: number) => amount - commissionOf(amount, 1000);
    expect(await heldOf(owed.driver.user.id)).toBe(share(owed.amountKobo));
    expect(await earningsOf(t, owed.driver.user.id)).toBe(0);

    const paid = await completedTrip(t);
    await payFromWallet(paid.rider, paid.riderUser.id, paid.rideId, paid.amountKobo);
    expect(await earningsOf(t, paid.driver.user.id)).toBe(share(paid.amountKobo));
    expect((await flag(paid.rider, paid.rideId)).statusCode).toBe(200);
    expect(await heldOf(paid.driver.user.id)).toBe(share(paid.amountKobo));
    expect(await earningsOf(t, paid.driver.user.id)).toBe(0);
    // Flagging twice changes nothing more.
    expect((await flag(paid.rider, paid.rideId)).statusCode).toBe(409);
    expect(await heldOf(paid.driver.user.id)).toBe(share(paid.amountKobo));
    await expectLedgerBalanced(t);
  });

  it("cannot be paid out", async () => {
    const trip = await startedTrip(50);
    await complete(trip.driver.api, trip.rideId, true);
    await payFromWallet(trip.rider, trip.riderUser.id, trip.rideId, KEKE_MINIMUM);
    await withBankAccount(t, trip.driver.user.id);
    const payout = await trip.driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: t.config.payments.payoutMinKobo },
    });
    expect(payout.statusCode).toBe(409);
    expect(payout.json().message).toBe(PAYMENT_MESSAGES.payoutTooHigh);
  });
});

describe("the admin's review of held trips", () => {
  const reviews = async (status: "open" | "decided" = "open") =>
    (await asAdmin({ method: "GET", url: `/api/admin/reviews?status=${status}` })).json().data as {
      rideId: string;
      status: string;
      reason: string;
      heldKobo: number;
    }[];
  const decide = (rideId: string, payload: object) =>
    asAdmin({ method: "POST", url: `/api/admin/reviews/${rideId}/decision`, payload });

  async function heldTrip() {
    const trip = await startedTrip(50);
    const url = await appUrl();
    const socket = await connect(url, trip.driver.api);
    await eventually(async () =>
      (await emitAck(socket, "driver:location", north(trip.area.pickup, 40))).ok ? true : undefined,
    );
    socket.disconnect();
    await complete(trip.driver.api, trip.rideId, true);
    return trip;
  }

  it("lists trips ended short with their track; keep releases the earnings, audited; twice is refused", async () => {
    const trip = await heldTrip();
    const open = await reviews();
    expect(open.find((r) => r.rideId === trip.rideId)).toMatchObject({
      reason: "ended_short",
      status: "held",
    });
    const track = await asAdmin({ method: "GET", url: `/api/admin/reviews/${trip.rideId}/track` });
    expect(track.statusCode).toBe(200);
    expect(track.json().data.points.length).toBeGreaterThanOrEqual(1);

    // Not paid yet: only keep.
    const early = await decide(trip.rideId, { action: "refund", reason: "Driver ended far away" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notPaid);

    await payFromWallet(trip.rider, trip.riderUser.id, trip.rideId, KEKE_MINIMUM);
    const kept = await decide(trip.rideId, { action: "keep", reason: "Rider asked to stop there" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe(REVIEW_MESSAGES.decided.keep);
    expect(await heldOf(trip.driver.user.id)).toBe(0);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(KEKE_MINIMUM - commissionOf(KEKE_MINIMUM, 1000));
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, trip.rideId));
    expect(audit).toMatchObject({ action: "review.keep" });
    expect((await reviews("decided")).find((r) => r.rideId === trip.rideId)).toMatchObject({
      status: "kept",
    });

    const again = await decide(trip.rideId, { action: "keep", reason: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyDecided);
  });

  it("adjust refunds the difference from the held share and releases the rest; refund returns it all", async () => {
    const adjusted = await completedTrip(t);
    await adjusted.rider({
      method: "POST",
      url: `/api/rides/${adjusted.rideId}/flag`,
      payload: { reason: "ended_early" },
    });
    await payFromWallet(adjusted.rider, adjusted.riderUser.id, adjusted.rideId, adjusted.amountKobo);
    const tooHigh = await decide(adjusted.rideId, {
      action: "adjust",
      amountKobo: adjusted.amountKobo,
      reason: "Shorter route",
    });
    expect(tooHigh.statusCode).toBe(400);
    const to = 20_000;
    const res = await decide(adjusted.rideId, { action: "adjust", amountKobo: to, reason: "Shorter route" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletOf(t, adjusted.riderUser.id)).toBe(adjusted.amountKobo - to);
    expect(await heldOf(adjusted.driver.user.id)).toBe(0);
    // What is left to the driver is the share of what the trip costs in the end.
    const commission = commissionOf(adjusted.amountKobo, 1000);
    expect(await earningsOf(t, adjusted.driver.user.id)).toBeCloseTo(
      to - commission * (to / adjusted.amountKobo),
      -1,
    );

    const refunded = await completedTrip(t);
    await refunded.rider({
      method: "POST",
      url: `/api/rides/${refunded.rideId}/flag`,
      payload: { reason: "ended_early" },
    });
    await payFromWallet(refunded.rider, refunded.riderUser.id, refunded.rideId, refunded.amountKobo);
    expect((await decide(refunded.rideId, { action: "refund", reason: "Never picked up" })).statusCode).toBe(
      200,
    );
    expect(await walletOf(t, refunded.riderUser.id)).toBe(refunded.amountKobo);
    expect(await heldOf(refunded.driver.user.id)).toBe(0);
    expect(await earningsOf(t, refunded.driver.user.id)).toBe(0);
    await expectLedgerBalanced(t);
  });

  it("two admins deciding at once: one wins", async () => {
    const trip = await heldTrip();
    await payFromWallet(trip.rider, trip.riderUser.id, trip.rideId, KEKE_MINIMUM);
    const answers = await Promise.all([
      decide(trip.rideId, { action: "refund", reason: "One" }),
      decide(trip.rideId, { action: "keep", reason: "Two" }),
      decide(trip.rideId, { action: "refund", reason: "Three" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    await expectLedgerBalanced(t);
  });
});

describe("a refund after a payout", () => {
  it("takes the earnings below zero: payouts wait until the next trips repay it", async () => {
    const trip = await completedTrip(t);
    await payFromWallet(trip.rider, trip.riderUser.id, trip.rideId, trip.amountKobo);
    const earned = await earningsOf(t, trip.driver.user.id);
    // More earnings from elsewhere, so the driver can withdraw everything (at least the minimum payout).
    await fundEarnings(t, trip.driver.user.id, t.config.payments.payoutMinKobo);
    await withBankAccount(t, trip.driver.user.id);
    const all = await earningsOf(t, trip.driver.user.id);
    const out = await trip.driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: all },
    });
    expect(out.statusCode, out.body).toBe(201);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(0);

    const refund = await asAdmin({
      method: "POST",
      url: `/api/admin/trips/${trip.rideId}/refund`,
      payload: { amountKobo: trip.amountKobo, reason: "Driver never came", destination: "wallet" },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await earningsOf(t, trip.driver.user.id)).toBe(-earned);
    const view = (await trip.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(view.availableKobo).toBe(-earned);
    const blocked = await trip.driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: t.config.payments.payoutMinKobo },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PAYMENT_MESSAGES.earningsOwed(earned));
    await expectLedgerBalanced(t);
  });
});

describe("the admin's view of a trip's money", () => {
  const tripMoney = async (riderEmail: string, rideId: string) => {
    const res = await asAdmin({ method: "GET", url: `/api/admin/trips?q=${encodeURIComponent(riderEmail)}` });
    expect(res.statusCode, res.body).toBe(200);
    const trip = (res.json().data as AdminTripMoney[]).find((row) => row.rideId === rideId);
    if (!trip) throw new Error("the trip is not in the admin's list");
    return trip;
  };

  it("says what the hold holds and what the driver has available, so a refund's shares are known before it is made", async () => {
    // Paid, then everything the driver had paid out; a later trip earns ₦50, which the rider's flag moves to held.
    const trip = await completedTrip(t);
    await payFromWallet(trip.rider, trip.riderUser.id, trip.rideId, trip.amountKobo);
    const share = trip.amountKobo - commissionOf(trip.amountKobo, 1000);
    expect(await tripMoney(trip.riderUser.email, trip.rideId)).toMatchObject({
      heldKobo: 0,
      driverAvailableKobo: share,
    });
    await fundEarnings(t, trip.driver.user.id, t.config.payments.payoutMinKobo);
    await withBankAccount(t, trip.driver.user.id);
    const out = await trip.driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: await earningsOf(t, trip.driver.user.id) },
    });
    expect(out.statusCode, out.body).toBe(201);
    await fundEarnings(t, trip.driver.user.id, 5_000);
    const flagged = await trip.rider({
      method: "POST",
      url: `/api/rides/${trip.rideId}/flag`,
      payload: { reason: "ended_early" },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);

    const before = await tripMoney(trip.riderUser.email, trip.rideId);
    expect(before).toMatchObject({ heldKobo: 5_000, driverAvailableKobo: 0 });
    const shares = refundShares(before, trip.amountKobo, {
      heldKobo: before.heldKobo,
      availableKobo: before.driverAvailableKobo ?? 0,
    });
    expect(shares).toMatchObject({ fromHeldKobo: 5_000, fromEarningsKobo: share - 5_000 });

    const refund = await asAdmin({
      method: "POST",
      url: `/api/admin/trips/${trip.rideId}/refund`,
      payload: { amountKobo: trip.amountKobo, reason: "Never picked up", destination: "wallet" },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    // What the preview said is what happened.
    expect(await earningsOf(t, trip.driver.user.id)).toBe(shares.earningsAfterKobo);
    expect(await heldOf(trip.driver.user.id)).toBe(0);
    expect(await tripMoney(trip.riderUser.email, trip.rideId)).toMatchObject({
      heldKobo: 0,
      driverAvailableKobo: shares.earningsAfterKobo,
    });
    await expectLedgerBalanced(t);
  });
});

function formatNairaOf(kobo: number): string {
  return `₦${Math.round(kobo / 100).toLocaleString("en-NG")}`;
}
