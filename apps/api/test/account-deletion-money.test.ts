import { PAYMENT_MESSAGES, RIDE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, payouts, rides, users } from "../src/db/schema/index.ts";
import { dispatchTick } from "../src/modules/rides/timers/sweep.ts";
import {
  acceptedTrip,
  completedTrip,
  driverWithEarnings,
  fundEarnings,
  fundWallet,
  paymentsSuite,
  withBankAccount,
  withdraw,
} from "./helpers/payments.ts";
import { book, onlineDriver, ownArea, placeDriver, type SignedIn } from "./helpers/rides.ts";
import { createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

const MIN = 60_000;
const { t, asAdmin } = await paymentsSuite({
  SCHEDULE_LEAD_MIN: "30",
  SCHEDULE_MATCH_BY_MIN: "10",
  SCHEDULE_REMIND_MIN: "15",
  SCHEDULE_CONFIRM_BY_MIN: "5",
  DISPATCH_TIMEOUT_MS: "120000",
  LOCATION_STALE_MS: String(4 * 3600_000),
});
const min = t.config.payments.payoutMinKobo;

const remove = (api: SignedIn) =>
  api({ method: "DELETE", url: "/api/users/me", payload: { password: TEST_PASSWORD } });

async function expectRefused(api: SignedIn, userId: string, message: string) {
  const res = await remove(api);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().message).toBe(message);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  expect(row?.deletedAt).toBeNull();
}

describe("deleting an account with money or a trip", () => {
  it("waits until the last trip is paid and the wallet is empty", async () => {
    const trip = await completedTrip(t);
    await expectRefused(trip.rider, trip.riderUser.id, PAYMENT_MESSAGES.deleteOwed);
    await fundWallet(t, trip.riderUser.id, trip.amountKobo + 50_000);
    await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    await expectRefused(trip.rider, trip.riderUser.id, PAYMENT_MESSAGES.deleteWallet(50_000));
  });

  it("a driver withdraws first; a payout in transit, earnings on hold or owed hold the deletion", async () => {
    const rich = await driverWithEarnings(t, 2 * min);
    await expectRefused(rich.api, rich.user.id, PAYMENT_MESSAGES.deleteEarnings(2 * min));
    await withdraw(rich.api, 2 * min);
    await expectRefused(rich.api, rich.user.id, PAYMENT_MESSAGES.deleteInTransit(2 * min));

    const small = await driverWithEarnings(t, 31_500);
    await expectRefused(small.api, small.user.id, PAYMENT_MESSAGES.deleteSmallEarnings(31_500, min));

    // A flagged trip, paid: its earnings are on hold.
    const flagged = await completedTrip(t);
    await flagged.rider({
      method: "POST",
      url: `/api/rides/${flagged.rideId}/flag`,
      payload: { reason: "ended_early" },
    });
    await fundWallet(t, flagged.riderUser.id, flagged.amountKobo);
    await flagged.rider({ method: "POST", url: `/api/payments/rides/${flagged.rideId}/wallet` });
    const held = (await flagged.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data
      .heldKobo;
    expect(held).toBeGreaterThan(0);
    await expectRefused(flagged.driver.api, flagged.driver.user.id, PAYMENT_MESSAGES.deleteHeld(held));

    // Refunded after it was paid out: the driver owes it.
    const paidOut = await completedTrip(t);
    await fundWallet(t, paidOut.riderUser.id, paidOut.amountKobo);
    await paidOut.rider({ method: "POST", url: `/api/payments/rides/${paidOut.rideId}/wallet` });
    const earned = (await paidOut.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data
      .availableKobo as number;
    await fundEarnings(t, paidOut.driver.user.id, min);
    await withBankAccount(t, paidOut.driver.user.id);
    await withdraw(paidOut.driver.api, earned + min);
    await asAdmin({
      method: "POST",
      url: `/api/admin/trips/${paidOut.rideId}/refund`,
      payload: { amountKobo: paidOut.amountKobo, reason: "Never came", destination: "wallet" },
    });
    // Settle the payout first, so the debt is what holds the deletion.
    await t.database.db
      .update(payouts)
      .set({ status: "success" })
      .where(eq(payouts.driverId, paidOut.driver.user.id));
    await expectRefused(paidOut.driver.api, paidOut.driver.user.id, PAYMENT_MESSAGES.deleteDebt(earned));
  });

  it("waits until a trip under way ends, for the rider and the driver", async () => {
    const trip = await acceptedTrip(t);
    await trip.arrive();
    const started = await trip.driver.api({
      method: "POST",
      url: `/api/rides/${trip.rideId}/start`,
      payload: { pin: trip.pin },
    });
    expect(started.statusCode).toBe(200);
    await expectRefused(trip.rider, trip.riderUser.id, RIDE_MESSAGES.finishTripBeforeDeleting);
    await expectRefused(trip.driver.api, trip.driver.user.id, RIDE_MESSAGES.finishTripBeforeDeleting);
    await placeDriver(t, trip.driver.user.id, trip.area.destination, 1, false);
    expect(
      (await trip.driver.api({ method: "POST", url: `/api/rides/${trip.rideId}/complete` })).statusCode,
    ).toBe(200);
  });

  it("a ride booked ahead and reserved is cancelled with the rider's account, and the driver is told", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const user = await createUser(t);
    const rider = await signedIn(t, user);
    const pickupAt = Date.now() + 40 * MIN;
    const ride = await book(rider, {
      pickup: area.pickup,
      destination: area.destination,
      scheduledAt: new Date(pickupAt).toISOString(),
    });
    await dispatchTick(t.app.rideDeps, new Date(pickupAt - 29 * MIN));
    const offer = (
      await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
    ).json().data;
    const accepted = await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` });
    expect(accepted.json().data.status).toBe("reserved");

    const res = await remove(rider);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.status).toBe("cancelled");
    // Later timers leave it cancelled: it never goes back to searching.
    await dispatchTick(t.app.rideDeps, new Date(pickupAt - 4 * MIN));
    const [after] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(after?.status).toBe("cancelled");
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, driver.user.id));
    expect(told.map((n) => n.kind)).toContain("ride.cancelled");
  });
});
