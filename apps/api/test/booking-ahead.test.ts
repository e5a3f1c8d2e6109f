import { formatOnDay, RIDE_MESSAGES } from "@campusgo/domain";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rides, tripEvents } from "../src/db/schema/index.ts";
import { dispatchTick } from "../src/modules/rides/timers/sweep.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { outbox } from "./helpers/outbox.ts";
import { book, MANUAL_DISPATCH, onlineDriver, ownArea, type SignedIn } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const MIN = 60_000;
/** Campus trips: drivers asked 30 min ahead, matched by 10 min before, reminded at 15, confirmed by 5. */
const SCHEDULE = {
  SCHEDULE_LEAD_MIN: "30",
  SCHEDULE_MATCH_BY_MIN: "10",
  SCHEDULE_REMIND_MIN: "15",
  SCHEDULE_CONFIRM_BY_MIN: "5",
  AUTO_ACCEPT_WINDOW_MS: "60000",
  // Long enough that the ordinary search limit never ends a booking before its own deadline.
  DISPATCH_TIMEOUT_MS: "120000",
  // Time is moved up to two hours ahead; drivers' positions placed now must still count then.
  LOCATION_STALE_MS: String(4 * 3600_000),
};

describe("booking ahead", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...MANUAL_DISPATCH, ...SCHEDULE });
  });
  afterAll(() => t.close());

  const tick = (at: number) => dispatchTick(t.app.rideDeps, new Date(at));
  const get = async (api: SignedIn, id: string) =>
    (await api({ method: "GET", url: `/api/rides/${id}` })).json().data;
  const notices = async (api: SignedIn) =>
    (await api({ method: "GET", url: "/api/notifications" })).json().data as {
      title: string;
      body: string;
    }[];
  const events = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(tripEvents)
        .where(eq(tripEvents.tripId, id))
        .orderBy(asc(tripEvents.seq))
    ).map((e) => `${e.event}:${e.actor}`);

  /** A rider and a driver in their own area, and a ride booked for `aheadMin` minutes from now. */
  async function bookAhead(aheadMin: number, extra: Record<string, unknown> = {}) {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const user = await createUser(t);
    const rider = await signedIn(t, user);
    const pickupAt = Date.now() + aheadMin * MIN;
    const ride = await book(rider, {
      pickup: area.pickup,
      destination: area.destination,
      scheduledAt: new Date(pickupAt).toISOString(),
      ...extra,
    });
    return { area, driver, rider, user, ride, pickupAt };
  }

  it("asks drivers a lead ahead of the pickup, not at its time", async () => {
    const { driver, rider, ride, pickupAt } = await bookAhead(120);
    expect(ride.status).toBe("scheduled");
    await tick(pickupAt - 60 * MIN);
    expect((await get(rider, ride.id)).status).toBe("scheduled");
    await tick(pickupAt - 29 * MIN);
    const searching = await get(rider, ride.id);
    expect(searching.status).toBe("searching");
    // It searches until the time by which it must be matched, not the usual two minutes.
    expect(Date.parse(searching.searchExpiresAt)).toBe(pickupAt - 10 * MIN);
    expect(Date.parse(searching.searchStartedAt)).toBe(pickupAt - 29 * MIN);
    const requests = (await driver.api({ method: "GET", url: "/api/driver/requests" })).json().data;
    expect(requests.map((r: { id: string }) => r.id)).toContain(ride.id);
  });

  it("reserves the driver accepted ahead; they keep driving, are reminded, and confirm near the time", async () => {
    const { driver, rider, ride, pickupAt } = await bookAhead(40);
    await tick(pickupAt - 29 * MIN);
    const offer = (
      await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
    ).json().data;
    const accepted = await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` });
    expect(accepted.json().data).toMatchObject({ status: "reserved", driver: { id: driver.user.id } });
    expect(Date.parse(accepted.json().data.confirmFrom)).toBe(pickupAt - 15 * MIN);
    // Reserved is not busy: the driver has no active ride and still receives requests.
    expect((await driver.api({ method: "GET", url: "/api/rides/active" })).json().data).toBeNull();
    const booked = (await driver.api({ method: "GET", url: "/api/driver/bookings" })).json().data;
    expect(booked.map((r: { id: string }) => r.id)).toEqual([ride.id]);
    // Too early to confirm.
    const early = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/confirm` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RIDE_MESSAGES.confirmTooEarly);
    // The reminder, once however often the sweep runs.
    await tick(pickupAt - 15 * MIN);
    await tick(pickupAt - 14 * MIN);
    const reminders = (await notices(driver.api)).filter((n) => n.title === "Confirm your booking");
    expect(reminders).toHaveLength(1);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.remindedAt).not.toBeNull();
    // The server's clock is real for the driver's call: move the booking's times 26 minutes earlier instead.
    await t.database.db
      .update(rides)
      .set({
        scheduledAt: sql`${rides.scheduledAt} - interval '26 minutes'`,
        nextStepAt: sql`${rides.nextStepAt} - interval '26 minutes'`,
        searchExpiresAt: sql`${rides.searchExpiresAt} - interval '26 minutes'`,
      })
      .where(eq(rides.id, ride.id));
    // Confirm: now the driver is on their way and busy.
    const confirmed = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/confirm` });
    expect(confirmed.json().data.status).toBe("accepted");
    expect((await driver.api({ method: "GET", url: "/api/rides/active" })).json().data.id).toBe(ride.id);
    expect((await notices(rider)).map((n) => n.title)).toContain("Your driver is on the way");
    expect(await events(ride.id)).toEqual([
      "book:rider",
      "dispatch:system",
      "reserve:rider",
      "confirm:driver",
    ]);
  });

  it("gives the ride to other drivers when the reserved driver does not confirm, and tells both", async () => {
    const { driver, rider, user, ride, pickupAt } = await bookAhead(40);
    await tick(pickupAt - 29 * MIN);
    const offer = (
      await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
    ).json().data;
    await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` });
    await tick(pickupAt - 15 * MIN);
    await tick(pickupAt - 5 * MIN);
    const again = await get(rider, ride.id);
    expect(again).toMatchObject({ status: "searching", driver: null, amountKobo: null });
    expect((await notices(rider)).map((n) => n.title)).toContain("Finding you another driver");
    expect((await notices(driver.api)).map((n) => n.title)).toContain("Booking released");
    expect((await outbox(t, user.email)).map((m) => m.subject)).toContain(
      "We are finding you another driver",
    );
    // Too late to confirm now.
    expect((await driver.api({ method: "POST", url: `/api/rides/${ride.id}/confirm` })).statusCode).toBe(404);
  });

  it("tells the rider at once, by notification and e-mail with choices, when nobody is matched in time", async () => {
    const { rider, user, ride, pickupAt, driver } = await bookAhead(40);
    await driver.api({ method: "PUT", url: "/api/driver/status", payload: { online: false } });
    await tick(pickupAt - 29 * MIN);
    await tick(pickupAt - 10 * MIN);
    expect((await get(rider, ride.id)).status).toBe("expired");
    const notice = (await notices(rider)).find((n) => n.title === "No driver found");
    expect(notice?.body).toContain("Search now, search wider, or cancel");
    const mail = (await outbox(t, user.email)).find(
      (m) => m.subject === "No driver for your booked ride yet",
    );
    expect(mail?.text).toContain("search again now, search a wider area, or cancel");
    expect(mail?.text).toContain("Search again or wider: http");
    expect(mail?.text).toContain("Cancel the ride:");
    expect(notice?.body).toContain(` ${formatOnDay(new Date(pickupAt))} yet.`);
    expect(mail?.text).toContain(` ${formatOnDay(new Date(pickupAt))} yet.`);
    expect(`${notice?.body} ${mail?.text}`).not.toMatch(/at (Today|Tomorrow),/);
    // "Search wider" starts at the widest radius.
    const wider = await rider({
      method: "POST",
      url: `/api/rides/${ride.id}/search-again`,
      payload: { wider: true },
    });
    expect(wider.json().data).toMatchObject({
      status: "searching",
      searchRadiusM: t.app.rideDeps.config.rides.maxRadiusM,
    });
  });

  it("lets the rider cancel a search that ended", async () => {
    const { rider, ride, pickupAt, driver } = await bookAhead(40);
    await driver.api({ method: "PUT", url: "/api/driver/status", payload: { online: false } });
    await tick(pickupAt - 29 * MIN);
    await tick(pickupAt - 10 * MIN);
    const res = await rider({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(res.json().data.status).toBe("cancelled");
  });

  it("accepts the best offer within the rider's limit while they are away", async () => {
    const area = ownArea();
    const pricey = await onlineDriver(t, area.pickup);
    const atLimit = await onlineDriver(t, area.pickup);
    const cheapest = await onlineDriver(t, area.pickup);
    const rider = await signedIn(t, await createUser(t));
    const pickupAt = Date.now() + 40 * MIN;
    const fare = (
      await rider({
        method: "GET",
        url: "/api/rides/estimate",
        query: {
          rideType: "1",
          pickupLat: String(area.pickup.lat),
          pickupLon: String(area.pickup.lon),
          destLat: String(area.destination.lat),
          destLon: String(area.destination.lon),
        },
      })
    ).json().data.fareKobo as number;
    const limit = fare + 10_000;
    const ride = await book(rider, {
      pickup: area.pickup,
      destination: area.destination,
      scheduledAt: new Date(pickupAt).toISOString(),
      autoAcceptKobo: limit,
    });
    expect((await get(rider, ride.id)).autoAcceptKobo).toBe(limit);
    await tick(pickupAt - 29 * MIN);
    const offer = (api: SignedIn, amount: number) =>
      api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: { amount } });
    expect((await offer(pricey.api, limit + 5_000)).statusCode).toBe(201); // above the limit
    expect((await offer(atLimit.api, limit)).statusCode).toBe(201);
    expect((await offer(cheapest.api, fare)).statusCode).toBe(201); // the best
    // Nothing is taken before the window is over...
    await tick(Date.now() + 30_000);
    expect((await get(rider, ride.id)).status).toBe("searching");
    // ...then the cheapest within the limit, for the rider.
    await tick(Date.now() + 61_000);
    const matched = await get(rider, ride.id);
    expect(matched).toMatchObject({
      status: "reserved",
      amountKobo: fare,
      driver: { id: cheapest.user.id },
    });
    const booked = (await notices(rider)).find((n) => n.title === "Driver booked")?.body;
    expect(booked).toContain("We accepted");
    // The pickup time reads as part of the sentence and stays true when read later: "… to Main gate on Fri 27
    // Nov at 3:57 pm", never "at Today, …".
    expect(booked).toContain(` ${formatOnDay(new Date(pickupAt))}.`);
    expect(booked).not.toMatch(/Today|Tomorrow/);
    expect(await events(ride.id)).toContain("reserve:system");
  });

  it("refuses a limit below the rider's own offer", async () => {
    const rider = await signedIn(t, await createUser(t));
    const res = await rider({
      method: "POST",
      url: "/api/rides",
      payload: {
        rideType: 1,
        pickup: ownArea().pickup,
        destination: ownArea().destination,
        luggage: { hasLuggage: false },
        offerKobo: 30_000,
        autoAcceptKobo: 20_000,
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
