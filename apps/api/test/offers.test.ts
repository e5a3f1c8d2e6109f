import {
  CANCEL_REASONS,
  DEFAULT_PRICE_BANDS,
  DRIVER_CANCEL_REASONS,
  driverOfferRange,
  formatNaira,
  offerRangeMessage,
  RIDE_MESSAGES,
} from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, offers, rides } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  approvedDriver,
  book,
  MANUAL_DISPATCH,
  onlineDriver,
  place,
  placeDriver,
  redisEnv,
  rideBody,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
});
afterAll(() => t.close());

const near = place("odenigwe");

async function rider() {
  return signedIn(t, await createUser(t));
}

const list0 = (res: { json: () => { data: unknown[] } }) => res.json().data[0];

describe("a ride from request to completion", () => {
  it("goes request -> offers -> accept -> arrive -> start with PIN -> complete", async () => {
    const a = await onlineDriver(t, near);
    const b = await onlineDriver(t, near);
    const api = await rider();
    const ride = await book(api);

    // Both drivers see the request.
    for (const d of [a, b]) {
      const list = (await d.api({ method: "GET", url: "/api/driver/requests" })).json().data;
      expect(list.map((r: { id: string }) => r.id)).toEqual([ride.id]);
      expect(list[0]).toMatchObject({ fareKobo: ride.fareKobo, myOffer: null, rider: { rating: null } });
      expect(list[0].distanceToPickupM).toBeGreaterThanOrEqual(0);
    }
    // A counter-offer out of bounds is refused; at the fare and within bounds are taken.
    const tooLow = await a.api({
      method: "POST",
      url: `/api/rides/${ride.id}/offers`,
      payload: { amount: 100 },
    });
    expect(tooLow.statusCode).toBe(400);
    const range = driverOfferRange(ride.fareKobo, ride.fareKobo, DEFAULT_PRICE_BANDS);
    expect(tooLow.json().message).toBe(offerRangeMessage(range));
    expect(list0(await a.api({ method: "GET", url: "/api/driver/requests" }))).toMatchObject({
      offerKobo: ride.fareKobo,
      offerRange: range,
    });
    // Above the driver's band (1.5x the suggested fare) is refused too.
    const tooHigh = await a.api({
      method: "POST",
      url: `/api/rides/${ride.id}/offers`,
      payload: { amount: range.maxKobo + 100 },
    });
    expect(tooHigh.statusCode).toBe(400);
    const offerA = await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(offerA.statusCode).toBe(201);
    expect(offerA.json().data).toMatchObject({
      status: "pending",
      amountKobo: ride.fareKobo,
      rideId: ride.id,
    });
    const twice = await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(RIDE_MESSAGES.alreadyOffered);
    const counter = ride.fareKobo + 10_000;
    const offerB = await b.api({
      method: "POST",
      url: `/api/rides/${ride.id}/offers`,
      payload: { amount: counter },
    });
    expect(offerB.statusCode).toBe(201);

    // The rider sees both, pending first, and was notified.
    const list = (await api({ method: "GET", url: `/api/rides/${ride.id}/offers` })).json().data;
    expect(list.map((o: { id: string }) => o.id).sort()).toEqual(
      [offerA.json().data.id, offerB.json().data.id].sort(),
    );
    expect(list[0].driver).toMatchObject({ ratingCount: 0, vehicle: { type: "Keke", color: "Yellow" } });
    const riderId = (await api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.rider.id;
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, riderId));
    expect(notes.filter((n) => n.kind === "ride.offer")).toHaveLength(2);
    expect(notes.some((n) => n.body.includes(formatNaira(counter)))).toBe(true);

    // A driver cannot accept on the rider's behalf; the rider accepts B.
    expect(
      (await a.api({ method: "POST", url: `/api/offers/${offerB.json().data.id}/accept` })).statusCode,
    ).toBe(404);
    const accepted = await api({ method: "POST", url: `/api/offers/${offerB.json().data.id}/accept` });
    expect(accepted.statusCode).toBe(200);
    const view = accepted.json().data;
    expect(view).toMatchObject({
      status: "accepted",
      amountKobo: counter,
      acceptedOfferId: offerB.json().data.id,
      driver: { id: b.user.id, vehicle: { type: "Keke" } },
    });
    expect(view.pin).toMatch(/^\d{4}$/);
    expect(view.driver.phoneNumber).toBe(b.user.phoneNumber);
    const [offerRowA] = await t.database.db.select().from(offers).where(eq(offers.id, offerA.json().data.id));
    expect(offerRowA?.status).toBe("lost");
    // The driver's view never has the PIN; the other driver lost the ride.
    const driverView = (await b.api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(driverView.pin).toBeNull();
    expect(driverView.rider.phoneNumber).not.toBeNull();
    expect((await a.api({ method: "GET", url: `/api/rides/${ride.id}` })).statusCode).toBe(404);
    expect((await a.api({ method: "GET", url: "/api/driver/requests" })).json().data).toEqual([]);
    const active = (await b.api({ method: "GET", url: "/api/rides/active" })).json().data;
    expect(active.id).toBe(ride.id);

    // Only the assigned driver moves the trip, in order.
    expect((await a.api({ method: "POST", url: `/api/rides/${ride.id}/arrive` })).statusCode).toBe(404);
    expect((await b.api({ method: "POST", url: `/api/rides/${ride.id}/complete` })).statusCode).toBe(409);
    expect((await b.api({ method: "POST", url: `/api/rides/${ride.id}/arrive` })).json().data.status).toBe(
      "arrived",
    );
    const wrongPin = view.pin === "0000" ? "1111" : "0000";
    const wrong = await b.api({
      method: "POST",
      url: `/api/rides/${ride.id}/start`,
      payload: { pin: wrongPin },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(RIDE_MESSAGES.incorrectPin);
    expect((await api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.status).toBe("arrived");
    const riderStart = await api({
      method: "POST",
      url: `/api/rides/${ride.id}/start`,
      payload: { pin: view.pin },
    });
    expect(riderStart.statusCode).toBe(403);
    const started = await b.api({
      method: "POST",
      url: `/api/rides/${ride.id}/start`,
      payload: { pin: view.pin },
    });
    expect(started.json().data.status).toBe("in_progress");
    const noCancel = await api({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: CANCEL_REASONS[0] },
    });
    expect(noCancel.statusCode).toBe(409);
    expect(noCancel.json().message).toBe(RIDE_MESSAGES.cannotCancel);
    // At the destination (far from it, completing asks the driver to confirm: prices.test.ts).
    await placeDriver(t, b.user.id, rideBody().destination, 1, false);
    const done = await b.api({ method: "POST", url: `/api/rides/${ride.id}/complete` });
    expect(done.json().data.status).toBe("completed");

    // Real data behind the driver's dashboard and the rider's bookings.
    const summary = (await b.api({ method: "GET", url: "/api/driver/summary" })).json().data;
    // The fare is owed until the rider pays it: the money cards count nothing yet (driver-earnings.test.ts).
    expect(summary).toMatchObject({ todayTrips: 1, todayEarningsKobo: 0, weekEarningsKobo: 0, earnings: [] });
    expect(summary.acceptanceRate).toBe(100);
    const history = (await b.api({ method: "GET", url: "/api/driver/rides?scope=history" })).json().data;
    expect(history.map((r: { id: string }) => r.id)).toEqual([ride.id]);
    const completed = (await api({ method: "GET", url: "/api/rides?scope=completed" })).json().data;
    expect(completed.map((r: { id: string }) => r.id)).toEqual([ride.id]);
    const kinds = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, riderId))
    ).map((n) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(["ride.arrived", "ride.started", "ride.completed"]));
    const driverKinds = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, b.user.id))
    ).map((n) => n.kind);
    expect(driverKinds).toEqual(expect.arrayContaining(["ride.offer_accepted", "ride.completed"]));
  });
});

describe("offers", () => {
  it("lets a rider decline and a driver withdraw; neither can touch the other's", async () => {
    const a = await onlineDriver(t, near);
    const b = await onlineDriver(t, near);
    const api = await rider();
    const ride = await book(api);
    const offerA = (await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })).json()
      .data;
    const offerB = (await b.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })).json()
      .data;
    expect((await b.api({ method: "DELETE", url: `/api/offers/${offerA.id}` })).statusCode).toBe(404);
    const other = await rider();
    expect((await other({ method: "POST", url: `/api/offers/${offerA.id}/decline` })).statusCode).toBe(404);
    const declined = await api({ method: "POST", url: `/api/offers/${offerA.id}/decline` });
    expect(declined.json().data.status).toBe("declined");
    const withdrawn = await b.api({ method: "DELETE", url: `/api/offers/${offerB.id}` });
    expect(withdrawn.json().data.status).toBe("withdrawn");
    const late = await api({ method: "POST", url: `/api/offers/${offerB.id}/accept` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RIDE_MESSAGES.offerUnavailable);
    expect((await api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.status).toBe("searching");
  });

  it("keeps unapproved drivers offline and away from offers", async () => {
    const pending = await signedIn(t, await approvedDriver(t, "Keke", "pending"));
    const res = await pending({ method: "PUT", url: "/api/driver/status", payload: { online: true } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
    expect((await pending({ method: "GET", url: "/api/driver/status" })).json().data).toEqual({
      online: false,
      suspension: null,
    });
    const approved = await signedIn(t, await approvedDriver(t, "Keke"));
    const on = await approved({ method: "PUT", url: "/api/driver/status", payload: { online: true } });
    expect(on.json().data).toEqual({ online: true, suspension: null });
    expect((await approved({ method: "GET", url: "/api/driver/status" })).json().data).toEqual({
      online: true,
      suspension: null,
    });
    const truck = await signedIn(t, await approvedDriver(t, "Truck"));
    expect(
      (await truck({ method: "PUT", url: "/api/driver/status", payload: { online: true } })).statusCode,
    ).toBe(403);
    const passenger = await rider();
    expect(
      (await passenger({ method: "PUT", url: "/api/driver/status", payload: { online: true } })).statusCode,
    ).toBe(403);
  });

  it("refuses an offer from a driver who went offline after the request reached them", async () => {
    const a = await onlineDriver(t, near);
    const api = await rider();
    const ride = await book(api);
    const off = await a.api({ method: "PUT", url: "/api/driver/status", payload: { online: false } });
    expect(off.json().data).toEqual({ online: false, suspension: null });
    const res = await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Go online to make offers" });
    expect(await t.database.db.select().from(offers).where(eq(offers.tripId, ride.id))).toEqual([]);

    // Back online, the same request can be answered.
    await a.api({ method: "PUT", url: "/api/driver/status", payload: { online: true } });
    const again = await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(again.statusCode).toBe(201);
  });

  it("refuses offers on a ride that is no longer searching", async () => {
    const a = await onlineDriver(t, near);
    const api = await rider();
    const ride = await book(api);
    await api({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: CANCEL_REASONS[5] },
    });
    const res = await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RIDE_MESSAGES.rideUnavailable);
  });

  it("lets the assigned driver cancel before the trip starts; the rider is told", async () => {
    const a = await onlineDriver(t, near);
    const api = await rider();
    const ride = await book(api);
    const offer = (await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })).json()
      .data;
    await api({ method: "POST", url: `/api/offers/${offer.id}/accept` });
    const res = await a.api({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: DRIVER_CANCEL_REASONS[3] },
    });
    expect(res.json().data).toMatchObject({ status: "cancelled", cancelledBy: "driver" });
    const view = (await api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(view.status).toBe("cancelled");
    expect((await a.api({ method: "GET", url: "/api/rides/active" })).json().data).toBeNull();
    const riderId = view.rider.id;
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, riderId), eq(notifications.kind, "ride.cancelled")));
    expect(note?.body).toContain(DRIVER_CANCEL_REASONS[3]);
  });
});

const real = Boolean(process.env.DATABASE_URL);

describe.skipIf(!real)(
  "races on PostgreSQL (skipped without DATABASE_URL: PGlite runs one statement at a time)",
  () => {
    it("50 drivers offer at once, the rider accepts two at the same moment: exactly one assignment", async () => {
      const api = await rider();
      const drivers = await Promise.all(Array.from({ length: 50 }, () => onlineDriver(t, near)));
      const ride = await book(api);
      const made = await Promise.all(
        drivers.map((d) => d.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })),
      );
      expect(made.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
      const ids = made.map((r) => r.json().data.id as string);
      const answers = await Promise.all([
        api({ method: "POST", url: `/api/offers/${ids[3]}/accept` }),
        api({ method: "POST", url: `/api/offers/${ids[41]}/accept` }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409);
      expect(loser?.json().message).toBe(RIDE_MESSAGES.offerUnavailable);
      const rows = await t.database.db.select().from(offers).where(eq(offers.tripId, ride.id));
      const acceptedRows = rows.filter((o) => o.status === "accepted");
      expect(acceptedRows).toHaveLength(1);
      expect(rows.filter((o) => o.status === "lost")).toHaveLength(49);
      const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
      expect(row?.status).toBe("accepted");
      expect(row?.driverId).toBe(acceptedRows[0]?.driverId);
      expect(row?.acceptedOfferId).toBe(acceptedRows[0]?.id);
    });

    it("one driver accepted on two rides at the same moment: one wins", async () => {
      const d = await onlineDriver(t, near);
      const riders = await Promise.all([rider(), rider()]);
      const booked: { id: string }[] = [];
      for (const r of riders) booked.push(await book(r));
      const offerIds: string[] = [];
      for (const ride of booked) {
        offerIds.push(
          (await d.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })).json().data.id,
        );
      }
      const answers = await Promise.all(
        riders.map((r, i) => r({ method: "POST", url: `/api/offers/${offerIds[i]}/accept` })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.database.db.select().from(rides).where(eq(rides.driverId, d.user.id));
      expect(rows.filter((r) => r.status === "accepted")).toHaveLength(1);
      const loser = answers.findIndex((r) => r.statusCode === 409);
      const [lostRide] = await t.database.db
        .select()
        .from(rides)
        .where(eq(rides.id, booked[loser]?.id ?? ""));
      expect(lostRide?.status).toBe("searching");
      expect(lostRide?.driverId).toBeNull();
    });

    it("a driver offering on one ride while accepted on another keeps no pending offer", async () => {
      for (let round = 0; round < 10; round++) {
        const d = await onlineDriver(t, near);
        const [first, second] = await Promise.all([rider(), rider()]);
        const ride = await book(first);
        const other = await book(second);
        const offered = (
          await d.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
        ).json().data;
        const [accepted, late] = await Promise.all([
          first({ method: "POST", url: `/api/offers/${offered.id}/accept` }),
          d.api({ method: "POST", url: `/api/rides/${other.id}/offers`, payload: {} }),
        ]);
        expect(accepted.statusCode).toBe(200);
        if (late.statusCode !== 201) expect(late.json().message).toBe(RIDE_MESSAGES.finishCurrentRide);
        const pending = await t.database.db
          .select()
          .from(offers)
          .where(and(eq(offers.driverId, d.user.id), eq(offers.status, "pending")));
        expect(pending).toEqual([]);
      }
    });
  },
);
