import { driverLocationSchema } from "@campusgo/domain";
import fc from "fast-check";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLocation } from "../src/realtime/driver-handlers.ts";
import { METERS_PER_DEGREE } from "../src/realtime/location-index.ts";
import { MemoryLocationIndex } from "../src/realtime/memory-location-index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  connect,
  emitAck,
  listen,
  MANUAL_DISPATCH,
  nextEvent,
  north,
  onlineDriver,
  ownArea,
  placeDriver,
  redisEnv,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  // The nearby list is checked every 200 ms, so a test sees many checks of an unchanged list.
  t = await createTestApp({
    ...MANUAL_DISPATCH,
    ...redisEnv(),
    LOCATION_STALE_MS: "60000",
    NEARBY_INTERVAL_MS: "200",
  });
  url = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

describe("nearby drivers", () => {
  it("lists online idle drivers near a point: rounded positions and ride types, no identities", async () => {
    // An area of its own, so the only drivers near it are this test's.
    const centre = ownArea().pickup;
    const keke = await onlineDriver(t, { lat: centre.lat + 0.00123, lon: centre.lon + 0.00456 });
    await onlineDriver(t, north(centre, 800), "Motorcycle");
    await onlineDriver(t, north(centre, 1_200), "Shuttle Bus");
    const busy = await onlineDriver(t, north(centre, 500));
    await placeDriver(t, busy.user.id, north(centre, 500), 1, false);
    const stale = await onlineDriver(t, north(centre, 600));
    const old = await t.app.rideDeps.locations.get(stale.user.id);
    if (!old) throw new Error("no position");
    await t.app.rideDeps.locations.update({ ...old, at: Date.now() - 120_000 });
    await onlineDriver(t, north(centre, 9_000));

    const api = await signedIn(t, await createUser(t));
    const res = await api({ method: "GET", url: `/api/drivers/nearby?lat=${centre.lat}&lon=${centre.lon}` });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { lat: number; lon: number; type: number }[];
    expect(list.map((d) => d.type).sort()).toEqual([1, 2, 3]);
    for (const d of list) {
      expect(Object.keys(d).sort()).toEqual(["lat", "lon", "type"]);
      expect(Math.round(d.lat * 1000)).toBeCloseTo(d.lat * 1000, 6);
    }
    const first = list.find((d) => d.type === 1);
    expect(first).toEqual({
      lat: Math.round((centre.lat + 0.00123) * 1000) / 1000,
      lon: Math.round((centre.lon + 0.00456) * 1000) / 1000,
      type: 1,
    });
    expect(JSON.stringify(res.json())).not.toContain(keke.user.id);

    const okadas = await api({
      method: "GET",
      url: `/api/drivers/nearby?lat=${centre.lat}&lon=${centre.lon}&type=2`,
    });
    expect(okadas.json().data.map((d: { type: number }) => d.type)).toEqual([2]);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/drivers/nearby?lat=${centre.lat}&lon=${centre.lon}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("streams nearby drivers to a watching rider as [lat, lon] points, sent again only when they change", async () => {
    const spot = ownArea().pickup;
    const okada = await onlineDriver(t, north(spot, 300), "Motorcycle");
    await onlineDriver(t, north(spot, 600), "Keke");
    const api = await signedIn(t, await createUser(t));
    const socket = await connect(url, api);
    sockets.push(socket);
    const lists: unknown[] = [];
    socket.on("nearby:drivers", (payload: { drivers: unknown }) => lists.push(payload.drivers));
    const first = nextEvent<{ drivers: unknown }>(socket, "nearby:drivers");
    expect(await emitAck(socket, "nearby:watch", { lat: spot.lat, lon: spot.lon, type: 2 })).toEqual({
      ok: true,
    });
    const at = north(spot, 300);
    const rounded = (n: number) => Math.round(n * 1000) / 1000;
    // Only the okada (the watch asked for type 2), as a bare rounded point: no type, no identity.
    expect((await first).drivers).toEqual([[rounded(at.lat), rounded(at.lon)]]);

    // Several checks of the same list send nothing more.
    await new Promise((done) => setTimeout(done, 1_000));
    expect(lists).toHaveLength(1);

    // The driver moves: the new list goes out.
    const moved = north(spot, 900);
    const next = nextEvent<{ drivers: unknown }>(socket, "nearby:drivers");
    await placeDriver(t, okada.user.id, moved, 2);
    expect((await next).drivers).toEqual([[rounded(moved.lat), rounded(moved.lon)]]);
    expect(lists).toHaveLength(2);

    expect(await emitAck(socket, "nearby:watch", { lat: 200, lon: 0 })).toMatchObject({ ok: false });
    expect(await emitAck(socket, "nearby:unwatch")).toEqual({ ok: true });
  });
});

describe("the position check on the hot path", () => {
  it("accepts exactly what driverLocationSchema accepts", () => {
    const value = fc.oneof(
      fc.double({ min: -400, max: 400 }),
      fc.integer({ min: -200, max: 400 }),
      fc.constantFrom(null, undefined, "6.8", Number.NaN, Number.POSITIVE_INFINITY),
    );
    const payload = fc.oneof(
      fc.record(
        {
          lat: value,
          lon: value,
          heading: value,
          speed: value,
          driverId: fc.oneof(fc.string(), fc.integer()),
        },
        { requiredKeys: [] },
      ),
      fc.constantFrom(null, "x", 3, []),
    );
    fc.assert(
      fc.property(payload, (p) => {
        expect(parseLocation(p) !== undefined).toBe(driverLocationSchema.safeParse(p).success);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("the in-memory location index", () => {
  it("finds exactly the nearest matches a full scan finds", () => {
    const point = fc.record({
      lat: fc.double({ min: 6.8, max: 6.93, noNaN: true }),
      lon: fc.double({ min: 7.34, max: 7.47, noNaN: true }),
    });
    const driver = fc.record({
      point,
      rideType: fc.constantFrom(1 as const, 2 as const, 3 as const),
      idle: fc.boolean(),
      age: fc.nat(120_000),
    });
    fc.assert(
      fc.property(
        fc.array(driver, { maxLength: 120 }),
        point,
        fc.integer({ min: 100, max: 8000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.constantFrom(1 as const, 2 as const, 3 as const), { nil: undefined }),
        (drivers, at, radiusM, limit, rideType) => {
          const now = 1_000_000_000;
          const index = new MemoryLocationIndex();
          for (const [i, d] of drivers.entries()) {
            index.put({
              driverId: `d${i}`,
              rideType: d.rideType,
              ...d.point,
              heading: null,
              speed: null,
              at: now - d.age,
              idle: d.idle,
            });
          }
          const query = { ...at, radiusM, limit, rideType, idleOnly: true, freshAfter: now - 60_000 };
          const mPerLon = METERS_PER_DEGREE * Math.cos((at.lat * Math.PI) / 180);
          const expected = drivers
            .map((d, i) => ({
              id: `d${i}`,
              d: Math.hypot((d.point.lat - at.lat) * METERS_PER_DEGREE, (d.point.lon - at.lon) * mPerLon),
              ok:
                d.idle && now - d.age >= now - 60_000 && (rideType === undefined || d.rideType === rideType),
            }))
            .filter((x) => x.ok && x.d <= radiusM)
            .sort((a, b) => a.d - b.d)
            .slice(0, limit);
          const found = index.nearbySync(query);
          const round = (x: number) => Math.round(x * 1000) / 1000;
          expect(found.map((f) => round(f.distanceM))).toEqual(expected.map((e) => round(e.d)));
        },
      ),
      { numRuns: 400 },
    );
  });
});
