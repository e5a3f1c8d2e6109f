import { DRIVER_CANCEL_REASONS, PAYMENT_MESSAGES } from "@campusgo/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides, tripCharges } from "../src/db/schema/index.ts";
import { ledgerHealth } from "../src/modules/payments/ledger.ts";
import {
  acceptedTrip,
  chargeOf,
  completedTrip,
  expectLedgerBalanced,
  fundWallet,
  paymentsSuite,
} from "./helpers/payments.ts";
import { ownArea, placeDriver, rideBody, type SignedIn } from "./helpers/rides.ts";

const { t, asAdmin } = await paymentsSuite();

/** Books a ride in an area of its own; answers the response (201, or 409 when something is owed). */
const tryBooking = (rider: SignedIn) => {
  const area = ownArea();
  return rider({
    method: "POST",
    url: "/api/rides",
    payload: rideBody({ pickup: area.pickup, destination: area.destination }),
  });
};

const chargeView = async (api: SignedIn, rideId: string) => {
  const res = await api({ method: "GET", url: `/api/payments/rides/${rideId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("what a trip costs", () => {
  it("a completed trip owes exactly the agreed amount, and the rider cannot book again until it is paid", async () => {
    const trip = await acceptedTrip(t, { counterKobo: 10_000 });
    // Nothing is owed before the trip is over.
    expect(await chargeView(trip.rider, trip.rideId)).toBeNull();
    await trip.complete();

    const owed = {
      rideId: trip.rideId,
      kind: "fare",
      amountKobo: trip.amountKobo,
      status: "owed",
      method: null,
      reference: null,
      refundedKobo: 0,
      paidAt: null,
      priceNote: null,
    };
    expect(await chargeView(trip.rider, trip.rideId)).toEqual(owed);
    // The driver of the trip sees it too.
    expect(await chargeView(trip.driver.api, trip.rideId)).toEqual(owed);
    const wallet = (await trip.rider({ method: "GET", url: "/api/payments/wallet" })).json().data;
    expect(wallet.owed).toEqual({ rideId: trip.rideId, amountKobo: trip.amountKobo, kind: "fare" });

    const blocked = await tryBooking(trip.rider);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PAYMENT_MESSAGES.owed);

    await fundWallet(t, trip.riderUser.id, trip.amountKobo);
    const paid = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await chargeView(trip.rider, trip.rideId)).status).toBe("paid");
    expect((await tryBooking(trip.rider)).statusCode).toBe(201);
    await expectLedgerBalanced(t);
  });

  it("a round trip is one charge of the agreed amount for both legs and the wait", async () => {
    const trip = await completedTrip(t, { roundTrip: true });
    const rows = await t.database.db
      .select()
      .from(tripCharges)
      .where(eq(tripCharges.riderId, trip.riderUser.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tripId: trip.rideId, kind: "fare", amountKobo: trip.amountKobo });
  });

  it("cancelling before the driver arrives costs nothing", async () => {
    const trip = await acceptedTrip(t);
    await trip.cancelByRider();
    expect(await chargeOf(t, trip.rideId)).toBeUndefined();
    expect(await chargeView(trip.rider, trip.rideId)).toBeNull();
    expect((await tryBooking(trip.rider)).statusCode).toBe(201);
  });

  it("cancelling once the driver has arrived owes the cancellation fee, which blocks the next booking", async () => {
    const trip = await acceptedTrip(t);
    await trip.arrive();
    await trip.cancelByRider();
    expect(await chargeView(trip.rider, trip.rideId)).toMatchObject({
      kind: "cancellation_fee",
      amountKobo: t.config.payments.cancelFeeKobo,
      status: "owed",
    });
    expect(t.config.payments.cancelFeeKobo).toBe(20_000);
    const blocked = await tryBooking(trip.rider);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PAYMENT_MESSAGES.owedFee);
    // The driver is told the fee is coming.
    const notices = (await trip.driver.api({ method: "GET", url: "/api/notifications" })).json().data as {
      body: string;
    }[];
    expect(notices.map((n) => n.body).join("\n")).toContain(
      "The rider owes the ₦200 cancellation fee; it is yours, less the commission, once they pay.",
    );
  });

  it("a driver who cancels after arriving costs the rider nothing", async () => {
    const trip = await acceptedTrip(t);
    await trip.arrive();
    const res = await trip.driver.api({
      method: "POST",
      url: `/api/rides/${trip.rideId}/cancel`,
      payload: { reason: DRIVER_CANCEL_REASONS[0] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await chargeOf(t, trip.rideId)).toBeUndefined();
    expect((await tryBooking(trip.rider)).statusCode).toBe(201);
  });

  it("a charge that fails to be written fails the completion with it: no trip is ever completed without its charge", async () => {
    const trip = await acceptedTrip(t);
    await trip.arrive();
    const started = await trip.driver.api({
      method: "POST",
      url: `/api/rides/${trip.rideId}/start`,
      payload: { pin: trip.pin },
    });
    expect(started.statusCode, started.body).toBe(200);
    await placeDriver(t, trip.driver.user.id, trip.area.destination, 1, false);
    // Writing this trip's charge fails once (a sequence is not rolled back, so the second try goes through).
    const db = t.database.db;
    await db.execute(sql.raw("create sequence if not exists charge_write_failures"));
    await db.execute(
      sql.raw(`create or replace function fail_charge_once() returns trigger language plpgsql as $$
        begin
          if new.trip_id = '${trip.rideId}' and nextval('charge_write_failures') = 1 then
            raise exception 'the charge could not be written';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        "create trigger fail_charge_once before insert on trip_charges for each row execute function fail_charge_once()",
      ),
    );
    try {
      const complete = () =>
        trip.driver.api({
          method: "POST",
          url: `/api/rides/${trip.rideId}/complete`,
          payload: { confirmFar: true },
        });
      const failed = await complete();
      expect(failed.statusCode).toBe(500);
      const [still] = await db.select({ status: rides.status }).from(rides).where(eq(rides.id, trip.rideId));
      expect(still?.status).toBe("in_progress");
      expect(await chargeOf(t, trip.rideId)).toBeUndefined();

      const again = await complete();
      expect(again.statusCode, again.body).toBe(200);
      expect(await chargeOf(t, trip.rideId)).toMatchObject({
        kind: "fare",
        amountKobo: trip.amountKobo,
        status: "owed",
      });
      expect((await ledgerHealth(db)).unchargedTrips).toBe(0);
    } finally {
      await db.execute(sql.raw("drop trigger fail_charge_once on trip_charges"));
    }
  });

  it("the ledger's health counts completed trips without a charge", async () => {
    const trip = await completedTrip(t);
    expect((await ledgerHealth(t.database.db)).unchargedTrips).toBe(0);
    // A completion written behind the app's back, without its charge, shows at once.
    await t.database.db.delete(tripCharges).where(eq(tripCharges.tripId, trip.rideId));
    expect((await ledgerHealth(t.database.db)).unchargedTrips).toBe(1);
    const health = await asAdmin({ method: "GET", url: "/api/admin/ledger/health" });
    expect(health.json().data.unchargedTrips).toBe(1);
    await t.database.db.delete(rides).where(eq(rides.id, trip.rideId));
    expect((await ledgerHealth(t.database.db)).unchargedTrips).toBe(0);
  });
});
