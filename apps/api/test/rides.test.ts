import { CANCEL_REASONS, DEFAULT_FARES, estimateTrip, MESSAGES, RIDE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fares, luggageUploads, rides } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { approvedDriver, book, MANUAL_DISPATCH, place, redisEnv, rideBody } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
});
afterAll(() => t.close());

async function rider() {
  return signedIn(t, await createUser(t));
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = "----campusgo-test";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 0 } } })
    .png()
    .toBuffer();

describe("GET /api/rides/estimate", () => {
  it("prices by ride type from the fare table; a round trip adds the return leg and the waiting", async () => {
    const api = await rider();
    const a = place("odenigwe");
    const b = place("main-gate");
    const q = `pickupLat=${a.lat}&pickupLon=${a.lon}&destLat=${b.lat}&destLon=${b.lon}`;
    const oneWay = await api({ method: "GET", url: `/api/rides/estimate?rideType=1&${q}` });
    expect(oneWay.statusCode).toBe(200);
    const keke = DEFAULT_FARES[0];
    if (!keke) throw new Error("no keke fare");
    // No rides agreed on this pair yet: the fare table's price, with no usual range.
    expect(oneWay.json().data).toMatchObject({
      ...estimateTrip(keke, { pickup: a, destination: b, roundTrip: false, waitMinutes: 0 }),
      usual: null,
    });
    const round = await api({
      method: "GET",
      url: `/api/rides/estimate?rideType=1&${q}&roundTrip=true&waitMinutes=30`,
    });
    expect(round.json().data.distanceM).toBe(oneWay.json().data.distanceM * 2);
    expect(round.json().data.fareKobo).toBeGreaterThan(oneWay.json().data.fareKobo * 2);

    // The table is data: a changed row changes the price.
    await t.database.db.update(fares).set({ minimumKobo: 900_000 }).where(eq(fares.rideType, 2));
    const okada = await api({ method: "GET", url: `/api/rides/estimate?rideType=2&${q}` });
    expect(okada.json().data.fareKobo).toBe(900_000);
  });

  it("refuses an unknown ride type with the spec's message", async () => {
    const api = await rider();
    const res = await api({
      method: "GET",
      url: "/api/rides/estimate?rideType=9&pickupLat=6.8&pickupLon=7.4&destLat=6.9&destLon=7.4",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.selectRideFirst);
  });
});

describe("POST /api/rides", () => {
  it("books a now-ride that starts searching, with the upfront fare", async () => {
    const api = await rider();
    const res = await api({
      method: "POST",
      url: "/api/rides",
      payload: rideBody({ note: "  By the gate  " }),
    });
    expect(res.statusCode).toBe(201);
    const ride = res.json().data;
    expect(ride).toMatchObject({
      status: "searching",
      rideType: 1,
      pickup: place("odenigwe"),
      destination: place("main-gate"),
      note: "By the gate",
      luggage: { hasLuggage: false, imageUrl: null },
      pin: null,
      driver: null,
      amountKobo: null,
      searchRadiusM: 2000,
      cancelledBy: null,
    });
    expect(ride.fareKobo).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.status).toBe("searching");
    const active = await api({ method: "GET", url: "/api/rides/active" });
    expect(active.json().data.id).toBe(ride.id);
  });

  it("refuses a second active ride with 409 and stores nothing", async () => {
    const api = await rider();
    const first = await book(api);
    const res = await api({ method: "POST", url: "/api/rides", payload: rideBody() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RIDE_MESSAGES.activeRide);
    const mine = await api({ method: "GET", url: "/api/rides?scope=upcoming" });
    expect(mine.json().data.map((r: { id: string }) => r.id)).toEqual([first.id]);
  });

  it("books a later ride as scheduled; it lists under upcoming and does not block a now-ride", async () => {
    const api = await rider();
    const at = new Date(Date.now() + 3 * 3600_000).toISOString();
    const later = await book(api, { scheduledAt: at, roundTrip: true, waitMinutes: 20 });
    expect(later.status).toBe("scheduled");
    const now = await book(api);
    expect(now.status).toBe("searching");
    const upcoming = await api({ method: "GET", url: "/api/rides?scope=upcoming" });
    expect(
      upcoming
        .json()
        .data.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([later.id, now.id].sort());
  });

  it("answers bad input with the spec's messages and books nothing", async () => {
    const api = await rider();
    const cases: [Record<string, unknown>, string][] = [
      [{ rideType: undefined }, MESSAGES.selectRideFirst],
      [{ rideType: 7 }, MESSAGES.selectRideFirst],
      [{ luggage: undefined }, MESSAGES.selectLuggageOption],
      [{ luggage: { hasLuggage: true } }, MESSAGES.uploadLuggageImage],
      [{ note: "x".repeat(301) }, RIDE_MESSAGES.notePrefix],
      [{ destination: place("odenigwe") }, RIDE_MESSAGES.sameLocation],
      [{ scheduledAt: new Date(Date.now() - 3600_000).toISOString() }, RIDE_MESSAGES.scheduleInPast],
      [{ scheduledAt: new Date(Date.now() + 40 * 86_400_000).toISOString() }, RIDE_MESSAGES.scheduleTooFar],
    ];
    for (const [overrides, message] of cases) {
      const res = await api({ method: "POST", url: "/api/rides", payload: rideBody(overrides) });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const all = await api({ method: "GET", url: "/api/rides?scope=upcoming" });
    expect(all.json().data).toEqual([]);
  });

  it("is for riders only", async () => {
    const driver = await signedIn(t, await approvedDriver(t));
    const res = await driver({ method: "POST", url: "/api/rides", payload: rideBody() });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/rides/active" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("luggage pictures", () => {
  it("stores an image and books with its key; the picture is served to the rider", async () => {
    const api = await rider();
    const up = await api({
      method: "POST",
      url: "/api/rides/luggage-photo",
      ...multipart("photo", "bag.png", "image/png", await png()),
    });
    expect(up.statusCode).toBe(201);
    const { photoKey } = up.json().data;
    const ride = await book(api, { luggage: { hasLuggage: true, photoKey } });
    const view = (await api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(view.luggage).toEqual({ hasLuggage: true, imageUrl: `/api/rides/${ride.id}/luggage-photo` });
    const photo = await api({ method: "GET", url: view.luggage.imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    const [upload] = await t.database.db
      .select()
      .from(luggageUploads)
      .where(eq(luggageUploads.key, photoKey));
    expect(upload?.rideId).toBe(ride.id);
    // Another rider sees neither the ride nor its picture.
    const other = await rider();
    expect((await other({ method: "GET", url: view.luggage.imageUrl })).statusCode).toBe(404);
  });

  it("refuses a file that is not an image with 415 and the spec's message", async () => {
    const api = await rider();
    const res = await api({
      method: "POST",
      url: "/api/rides/luggage-photo",
      ...multipart("photo", "list.txt", "image/png", Buffer.from("not a picture at all")),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MESSAGES.uploadLuggageImage);
  });

  it("refuses another rider's upload key", async () => {
    const owner = await rider();
    const up = await owner({
      method: "POST",
      url: "/api/rides/luggage-photo",
      ...multipart("photo", "bag.png", "image/png", await png()),
    });
    const thief = await rider();
    const res = await thief({
      method: "POST",
      url: "/api/rides",
      payload: rideBody({ luggage: { hasLuggage: true, photoKey: up.json().data.photoKey } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.uploadLuggageImage);
    expect((await thief({ method: "GET", url: "/api/rides/active" })).json().data).toBeNull();
  });
});

describe("cancelling", () => {
  it("needs one of the spec's reasons and then cancels", async () => {
    const api = await rider();
    const ride = await book(api);
    const none = await api({ method: "POST", url: `/api/rides/${ride.id}/cancel`, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.selectCancelReason);
    const made = await api({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: "because" },
    });
    expect(made.json().message).toBe(MESSAGES.selectCancelReason);
    expect((await api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.status).toBe("searching");

    const res = await api({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: CANCEL_REASONS[0] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "cancelled",
      cancelReason: CANCEL_REASONS[0],
      cancelledBy: "rider",
    });
    const again = await api({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: CANCEL_REASONS[1] },
    });
    expect(again.statusCode).toBe(409);
    const cancelled = await api({ method: "GET", url: "/api/rides?scope=cancelled" });
    expect(cancelled.json().data.map((r: { id: string }) => r.id)).toEqual([ride.id]);
    // The rider may book again.
    expect((await book(api)).status).toBe("searching");
  });
});

describe("authorization", () => {
  it("keeps a rider out of another rider's ride", async () => {
    const owner = await rider();
    const ride = await book(owner);
    const other = await rider();
    for (const [method, url, payload] of [
      ["GET", `/api/rides/${ride.id}`, undefined],
      ["GET", `/api/rides/${ride.id}/offers`, undefined],
      ["POST", `/api/rides/${ride.id}/cancel`, { reason: CANCEL_REASONS[0] }],
      ["POST", `/api/rides/${ride.id}/search-again`, undefined],
    ] as const) {
      const res = await other({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(RIDE_MESSAGES.rideNotFound);
    }
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.status).toBe("searching");
  });

  it("keeps a driver the ride was never sent to out of it", async () => {
    const owner = await rider();
    const ride = await book(owner);
    const driver = await signedIn(t, await approvedDriver(t));
    expect((await driver({ method: "GET", url: `/api/rides/${ride.id}` })).statusCode).toBe(404);
    expect(
      (await driver({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })).statusCode,
    ).toBe(404);
    expect((await driver({ method: "POST", url: `/api/rides/${ride.id}/arrive` })).statusCode).toBe(404);
    expect(
      (
        await driver({
          method: "POST",
          url: `/api/rides/${ride.id}/cancel`,
          payload: { reason: CANCEL_REASONS[0] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await driver({ method: "GET", url: "/api/rides/not-a-uuid" })).statusCode).toBe(404);
  });
});
