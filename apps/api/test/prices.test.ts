import { formatNaira, offerRangeMessage } from "@campusgo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRide } from "../src/modules/rides/repo.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { book, MANUAL_DISPATCH, north, onlineDriver, ownArea, place, placeDriver } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/** Prices that mean what they say: the rider's band, the driver's band (both settings), and the usual price. */
describe("honest prices", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A tighter driver band than the default, to show the bands are settings.
    t = await createTestApp({ ...MANUAL_DISPATCH, PRICE_DRIVER_MAX: "1.2" });
  });
  afterAll(() => t.close());

  const estimateOf = async (api: Awaited<ReturnType<typeof signedIn>>, from: object, to: object) =>
    (
      await api({
        method: "GET",
        url: "/api/rides/estimate",
        query: {
          rideType: "1",
          pickupLat: String((from as { lat: number }).lat),
          pickupLon: String((from as { lon: number }).lon),
          destLat: String((to as { lat: number }).lat),
          destLon: String((to as { lon: number }).lon),
        },
      })
    ).json().data;

  it("lets the rider offer 0.7x-1.5x of the suggested fare, and drivers accept it or counter up to the band", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const rider = await signedIn(t, await createUser(t));
    const est = await estimateOf(rider, area.pickup, area.destination);
    const suggested = est.fareKobo as number;
    expect(est.offerRange).toEqual({
      minKobo: Math.ceil((suggested * 0.7) / 100) * 100,
      maxKobo: Math.floor((suggested * 1.5) / 100) * 100,
    });
    const body = { pickup: area.pickup, destination: area.destination };
    // Out of the rider's band: refused with the band in the message, and nothing is booked.
    const tooHigh = await rider({
      method: "POST",
      url: "/api/rides",
      payload: {
        rideType: 1,
        luggage: { hasLuggage: false },
        ...body,
        offerKobo: est.offerRange.maxKobo + 100,
      },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe(offerRangeMessage(est.offerRange));
    expect((await rider({ method: "GET", url: "/api/rides/active" })).json().data).toBeNull();
    // Lowered: the request carries the rider's offer and the driver's band.
    const lowered = est.offerRange.minKobo as number;
    const ride = await book(rider, { ...body, offerKobo: lowered });
    const [request] = (await driver.api({ method: "GET", url: "/api/driver/requests" })).json().data;
    expect(request).toMatchObject({ id: ride.id, fareKobo: suggested, offerKobo: lowered });
    expect(request.offerRange.maxKobo).toBe(Math.floor((suggested * 1.2) / 100) * 100);
    // A counter above the driver's band is refused.
    const over = await driver.api({
      method: "POST",
      url: `/api/rides/${ride.id}/offers`,
      payload: { amount: request.offerRange.maxKobo + 100 },
    });
    expect(over.statusCode).toBe(400);
    // Accepting as it is means the rider's own offer, not the suggested fare.
    const accepted = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(accepted.json().data.amountKobo).toBe(lowered);
  });

  it("learns the suggested fare from amounts agreed recently on the same landmark pair", async () => {
    const rider = await signedIn(t, await createUser(t));
    const from = place("odenigwe");
    const to = place("main-gate");
    const before = await estimateOf(rider, from, to);
    expect(before.usual).toBeNull();
    const agreed = [35_000, 40_000, 40_000, 45_000, 45_000, 50_000];
    const user = await createUser(t);
    const now = Date.now();
    for (const [i, amountKobo] of agreed.entries()) {
      await t.database.db.transaction((tx) =>
        insertRide(tx, {
          riderId: user.id,
          status: "completed" as const,
          rideType: 1,
          pickupLat: from.lat,
          pickupLon: from.lon,
          pickupName: "Odenigwe",
          destLat: to.lat,
          destLon: to.lon,
          destName: "Main gate",
          fareKobo: before.fareKobo,
          amountKobo,
          distanceM: before.distanceM,
          durationS: before.durationS,
          searchRadiusM: 2000,
          pickupLandmark: "odenigwe",
          destLandmark: "main-gate",
          acceptedAt: new Date(now - (i + 1) * 3600_000),
          completedAt: new Date(now - i * 3600_000),
        }),
      );
    }
    const after = await estimateOf(rider, from, to);
    expect(after.usual).toEqual({ lowKobo: 40_000, highKobo: 45_000, rides: 6 });
    const table = before.fareKobo as number;
    expect(after.fareKobo).toBe(
      Math.min(
        Math.floor((table * 1.25) / 5000) * 5000,
        Math.max(40_000, Math.ceil((table * 0.8) / 5000) * 5000),
      ),
    );
    // Nearby points belong to the same landmarks; the booking keeps the usual range it was shown.
    const ride = await book(rider, { pickup: { ...north(from, 50), name: "Odenigwe" }, destination: to });
    const view = (await rider({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(view.usual).toEqual(after.usual);
    expect(formatNaira(view.usual.lowKobo)).toBe("₦400");
  });

  it("asks the driver to confirm ending a trip far from its end, records where, and lets the rider flag it", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup: area.pickup, destination: area.destination });
    const offer = (
      await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
    ).json().data;
    const accepted = (await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` })).json().data;
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/arrive` });
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/start`, payload: { pin: accepted.pin } });
    // Flagging a trip in progress is refused.
    const early = await rider({
      method: "POST",
      url: `/api/rides/${ride.id}/flag`,
      payload: { reason: "ended_early" },
    });
    expect(early.statusCode).toBe(409);
    // 1.2 km short of the destination.
    const short = north(area.pickup, 800);
    await placeDriver(t, driver.user.id, short, 1, false);
    const asked = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/complete` });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ reason: "far_from_destination" });
    expect(asked.json().message).toMatch(
      /^You are 1\.2km from the destination\. End the trip here\? The rider pays ₦[\d,]+ of ₦[\d,]+, for the distance driven\.$/,
    );
    expect((await rider({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.status).toBe(
      "in_progress",
    );
    const done = await driver.api({
      method: "POST",
      url: `/api/rides/${ride.id}/complete`,
      payload: { confirmFar: true },
    });
    expect(done.json().data).toMatchObject({
      status: "completed",
      endedAway: { lat: short.lat, lon: short.lon },
    });
    const notices = (await rider({ method: "GET", url: "/api/notifications" })).json().data;
    expect(notices.map((n: { title: string }) => n.title)).toContain("Trip ended before the destination");
    const flagged = await rider({
      method: "POST",
      url: `/api/rides/${ride.id}/flag`,
      payload: { reason: "ended_early" },
    });
    expect(flagged.json().data.flag).toMatchObject({ reason: "ended_early" });
    const twice = await rider({
      method: "POST",
      url: `/api/rides/${ride.id}/flag`,
      payload: { reason: "ended_early" },
    });
    expect(twice.statusCode).toBe(409);
    // The driver cannot flag, and nobody else can see the ride.
    const other = await signedIn(t, await createUser(t));
    expect(
      (await other({ method: "POST", url: `/api/rides/${ride.id}/flag`, payload: { reason: "ended_early" } }))
        .statusCode,
    ).toBe(404);
  });

  it("completes without asking when the driver is at the destination", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup: area.pickup, destination: area.destination });
    const offer = (
      await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
    ).json().data;
    const accepted = (await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` })).json().data;
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/arrive` });
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/start`, payload: { pin: accepted.pin } });
    await placeDriver(t, driver.user.id, north(area.destination, 100), 1, false);
    const done = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/complete` });
    expect(done.json().data).toMatchObject({ status: "completed", endedAway: null });
  });
});
