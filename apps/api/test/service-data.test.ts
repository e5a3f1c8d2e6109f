import {
  CAMPUS_CENTRE,
  DEFAULT_FARES,
  estimateDelivery,
  estimateTrip,
  type LiveSnapshot,
  SERVICE_DATA_MESSAGES,
  SIZE_FACTORS,
} from "@campusgo/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client.ts";
import {
  auditLog,
  dispatchSettings,
  driverJobs,
  driverPresence,
  rides,
  sosAlerts,
  trips,
} from "../src/db/schema/index.ts";
import { liveSnapshot } from "../src/modules/service-data/live.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type AppOnDatabase, appOnDatabase } from "./helpers/app-on-database.ts";
import { bookDelivery, moveDelivery, namedDriver } from "./helpers/deliveries.ts";
import {
  book,
  eventually,
  MANUAL_DISPATCH,
  north,
  onlineDriver,
  ownArea,
  placeDriver,
  redisEnv,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const M = SERVICE_DATA_MESSAGES;
const keke = DEFAULT_FARES[0] as (typeof DEFAULT_FARES)[number];

const fareBody = (overrides: Record<string, number> = {}) => ({
  baseKobo: keke.baseKobo,
  perKmKobo: keke.perKmKobo,
  perMinuteKobo: keke.perMinuteKobo,
  waitPerMinuteKobo: keke.waitPerMinuteKobo,
  minimumKobo: keke.minimumKobo,
  averageSpeedKmh: keke.averageSpeedKmh,
  ...overrides,
});

const dispatchBody = (overrides: Record<string, number> = {}) => ({
  initialRadiusM: 2000,
  radiusStepM: 1000,
  maxRadiusM: 6000,
  stepSeconds: 10,
  searchMinutes: 2,
  offerSeconds: 90,
  maxDriversPinged: 500,
  ...overrides,
});

const estimateQuery = (from: { lat: number; lon: number }, to: { lat: number; lon: number }) => ({
  rideType: "1",
  pickupLat: String(from.lat),
  pickupLon: String(from.lon),
  destLat: String(to.lat),
  destLon: String(to.lon),
});

/**
 * Data the service changes (docs/decisions/0037-service-data.md): two instances on one database (and one Redis
 * when there is one); what an admin saves on the first is what the second uses next.
 */
describe("service data", () => {
  let t: TestApp;
  let second: AppOnDatabase;
  beforeAll(async () => {
    const redis = redisEnv();
    t = await createTestApp({ ...MANUAL_DISPATCH, ...redis });
    second = await appOnDatabase(t.database, { ...MANUAL_DISPATCH, ...redis });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const admin = async (right: "operations" | "finance" | "support" | "super_admin" = "operations") =>
    signedIn(t, await createUser(t, { role: "admin", adminRight: right }));
  const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("a new Keke fare saved on one instance is the next price on the other; booked rides keep theirs", async () => {
    const ops = await admin();
    const rider = await signedIn(second as unknown as TestApp, await createUser(t));
    const area = ownArea();
    const before = (
      await rider({
        method: "GET",
        url: "/api/rides/estimate",
        query: estimateQuery(area.pickup, area.destination),
      })
    ).json().data;
    const trip = { pickup: area.pickup, destination: area.destination, roundTrip: false, waitMinutes: 0 };
    expect(before.fareKobo).toBe(estimateTrip(keke, trip).fareKobo);
    const booked = await book(rider, { pickup: area.pickup, destination: area.destination });

    const next = fareBody({ baseKobo: 50_000, perKmKobo: 20_000, minimumKobo: 80_000 });
    const saved = await ops({ method: "PUT", url: "/api/admin/service/fares/1", payload: next });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(M.faresSaved);

    const after = (
      await rider({
        method: "GET",
        url: "/api/rides/estimate",
        query: estimateQuery(area.pickup, area.destination),
      })
    ).json().data;
    expect(after.fareKobo).toBe(estimateTrip({ ...keke, ...next }, trip).fareKobo);
    expect(after.fareKobo).toBeGreaterThan(before.fareKobo);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, booked.id));
    expect(row?.fareKobo).toBe(before.fareKobo);

    const [entry] = await audits("service.fare");
    expect(entry?.details).toMatchObject({ rideType: 1, from: { baseKobo: keke.baseKobo }, to: next });

    // Put back for the other tests.
    await ops({ method: "PUT", url: "/api/admin/service/fares/1", payload: fareBody() });
  });

  it("new delivery fares and dispatch settings saved on one instance hold on the other at once", async () => {
    const ops = await admin();
    const sender = await signedIn(second as unknown as TestApp, await createUser(t));
    const area = ownArea();
    const query = {
      pickupLat: String(area.pickup.lat),
      pickupLon: String(area.pickup.lon),
      dropoffLat: String(area.destination.lat),
      dropoffLon: String(area.destination.lon),
      size: "large",
    };
    const trip = { pickup: area.pickup, dropoff: area.destination, size: "large" as const };
    const first = (await sender({ method: "GET", url: "/api/deliveries/estimate", query })).json().data;
    expect(first.fareKobo).toBe(estimateDelivery(keke, trip, SIZE_FACTORS).fareKobo);
    const factors = { small: 1, medium: 2, large: 3.5 };
    expect(
      (await ops({ method: "PUT", url: "/api/admin/service/delivery-fares", payload: factors })).statusCode,
    ).toBe(200);
    const then = (await sender({ method: "GET", url: "/api/deliveries/estimate", query })).json().data;
    expect(then.fareKobo).toBe(estimateDelivery(keke, trip, factors).fareKobo);
    expect(then.fareKobo).toBeGreaterThan(first.fareKobo);
    expect((await audits("service.delivery_fares"))[0]?.details).toMatchObject({
      from: SIZE_FACTORS,
      to: factors,
    });

    const dispatch = dispatchBody({ initialRadiusM: 3500, maxRadiusM: 9000, searchMinutes: 5 });
    const saved = await ops({ method: "PUT", url: "/api/admin/service/dispatch", payload: dispatch });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject(dispatch);
    const rider = await signedIn(second as unknown as TestApp, await createUser(t));
    const ride = await book(rider, { pickup: area.pickup, destination: area.destination });
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.searchRadiusM).toBe(3500);
    const lasts = (row?.searchExpiresAt?.getTime() ?? 0) - (row?.searchStartedAt?.getTime() ?? 0);
    expect(lasts).toBe(5 * 60_000);
    expect((await audits("service.dispatch"))[0]?.details).toMatchObject({
      from: { initialRadiusM: 2000 },
      to: { initialRadiusM: 3500, searchTimeoutMs: 300_000 },
    });

    // A driver just outside the old first radius and inside the new one is asked at once.
    const driver = await onlineDriver(second as unknown as TestApp, north(area.pickup, 3000));
    const other = await book(await signedIn(second as unknown as TestApp, await createUser(t)), {
      pickup: area.pickup,
      destination: area.destination,
    });
    const requests = (await driver.api({ method: "GET", url: "/api/driver/requests" })).json().data as {
      id: string;
    }[];
    expect(requests.map((r) => r.id)).toContain(other.id);

    await ops({ method: "PUT", url: "/api/admin/service/dispatch", payload: dispatchBody() });
    await ops({ method: "PUT", url: "/api/admin/service/delivery-fares", payload: SIZE_FACTORS });
  });

  it("refuses bad settings with a clear message and changes nothing", async () => {
    const ops = await admin();
    const read = async () => (await ops({ method: "GET", url: "/api/admin/service" })).json().data;
    const before = await read();
    const cases: [string, unknown, string][] = [
      ["/api/admin/service/fares/1", fareBody({ minimumKobo: 10_000, baseKobo: 20_000 }), M.minimumBelowBase],
      ["/api/admin/service/fares/1", fareBody({ baseKobo: -100 }), M.amount("The base fare")],
      ["/api/admin/service/fares/1", fareBody({ perKmKobo: 12_345 }), M.amount("The price per km")],
      ["/api/admin/service/fares/1", fareBody({ perKmKobo: 0 }), M.positive("The price per km")],
      ["/api/admin/service/fares/1", fareBody({ averageSpeedKmh: 0 }), M.speed],
      ["/api/admin/service/fares/1", [], M.amount("The base fare")],
      ["/api/admin/service/delivery-fares", { small: 1.5, medium: 1.2, large: 2 }, M.sizeOrder],
      ["/api/admin/service/delivery-fares", { small: 0, medium: 1.2, large: 2 }, M.sizeFactor],
      ["/api/admin/service/delivery-fares", { small: 1, medium: 1.255, large: 2 }, M.sizeFactor],
      [
        "/api/admin/service/dispatch",
        dispatchBody({ initialRadiusM: 5000, maxRadiusM: 3000 }),
        M.radiusOrder,
      ],
      ["/api/admin/service/dispatch", dispatchBody({ offerSeconds: 5 }), M.offerSeconds],
      ["/api/admin/service/dispatch", dispatchBody({ maxDriversPinged: 0 }), M.maxDrivers],
      ["/api/admin/service/dispatch", dispatchBody({ searchMinutes: 1.5 }), M.searchMinutes],
    ];
    for (const [url, payload, message] of cases) {
      const res = await ops({ method: "PUT", url, payload: payload as object });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await ops({ method: "PUT", url: "/api/admin/service/fares/9", payload: fareBody() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.rideTypeUnknown);
    expect(await read()).toEqual(before);
  });

  it("lets operations admins only change the service's data", async () => {
    const rider = await signedIn(t, await createUser(t));
    const finance = await admin("finance");
    const support = await admin("support");
    for (const api of [rider, finance, support]) {
      expect(
        (await api({ method: "PUT", url: "/api/admin/service/fares/1", payload: fareBody() })).statusCode,
      ).toBe(403);
      expect(
        (
          await api({
            method: "POST",
            url: "/api/admin/places",
            payload: { name: "Nowhere", kind: "landmark", ...CAMPUS_CENTRE },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await rider({ method: "GET", url: "/api/admin/live" })).statusCode).toBe(403);
    expect((await finance({ method: "GET", url: "/api/admin/live" })).statusCode).toBe(403);
    expect((await support({ method: "GET", url: "/api/admin/live" })).statusCode).toBe(403);
  });

  it("an added place is offered at once on the other instance; a hidden one no more, and trips keep its name", async () => {
    const ops = await admin();
    const rider = await signedIn(second as unknown as TestApp, await createUser(t));
    const search = async (q: string) =>
      (
        (await rider({ method: "GET", url: "/api/places", query: { q } })).json().data as { name: string }[]
      ).map((p) => p.name);
    const at = north(CAMPUS_CENTRE, 400);
    const added = await ops({
      method: "POST",
      url: "/api/admin/places",
      payload: { name: "  Ugwuoye  gate ", kind: "gate", ...at },
    });
    expect(added.statusCode).toBe(201);
    const place = added.json().data;
    expect(place).toMatchObject({ name: "Ugwuoye gate", slug: "ugwuoye-gate", hidden: false });
    expect(await search("ugwuo")).toEqual(["Ugwuoye gate"]);

    const taken = await ops({
      method: "POST",
      url: "/api/admin/places",
      payload: { name: "ugwuoye GATE", kind: "gate", ...at },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.placeNameTaken);
    const far = await ops({
      method: "POST",
      url: "/api/admin/places",
      payload: { name: "Lagos", kind: "town", lat: 6.45, lon: 3.39 },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(M.placeTooFar);
    const nameless = await ops({
      method: "POST",
      url: "/api/admin/places",
      payload: { name: " ", kind: "gate", ...at },
    });
    expect(nameless.json().message).toBe(M.placeName);

    const ride = await book(rider, {
      pickup: { lat: place.lat, lon: place.lon, name: place.name },
      destination: { ...north(at, 2000), name: "Somewhere north" },
    });

    const moved = north(at, 100);
    const renamed = await ops({
      method: "PATCH",
      url: `/api/admin/places/${place.id}`,
      payload: { name: "Ugwuoye main gate", ...moved },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Ugwuoye main gate", lat: moved.lat, lon: moved.lon });
    expect(await search("ugwuo")).toEqual(["Ugwuoye main gate"]);

    const hidden = await ops({
      method: "PATCH",
      url: `/api/admin/places/${place.id}`,
      payload: { hidden: true },
    });
    expect(hidden.json()).toMatchObject({ message: M.placeHidden, data: { hidden: true } });
    expect(await search("ugwuo")).toEqual([]);
    const all = (await ops({ method: "GET", url: "/api/admin/places" })).json().data as {
      id: string;
      hidden: boolean;
    }[];
    expect(all.find((p) => p.id === place.id)?.hidden).toBe(true);
    expect((await rider({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.pickup.name).toBe(
      "Ugwuoye gate",
    );

    const shown = await ops({
      method: "PATCH",
      url: `/api/admin/places/${place.id}`,
      payload: { hidden: false },
    });
    expect(shown.json().message).toBe(M.placeShown);
    expect(await search("ugwuo")).toEqual(["Ugwuoye main gate"]);

    const missing = await ops({
      method: "PATCH",
      url: "/api/admin/places/00000000-0000-4000-8000-000000000000",
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, place.id)));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "place.add",
      "place.change",
      "place.change",
      "place.change",
    ]);
    expect(
      entries.find((e) => (e.details as { changed?: { name?: unknown } }).changed?.name)?.details,
    ).toMatchObject({
      changed: { name: { from: "Ugwuoye gate", to: "Ugwuoye main gate" }, position: { to: moved } },
    });
  });

  // PostgreSQL only: the test waits until both saves are blocked on the row, which PGlite (one connection) cannot.
  it.skipIf(!process.env.DATABASE_URL)(
    "two admins saving the dispatch settings at once are audited one after the other",
    async () => {
      const [a, b] = [await admin(), await admin()];
      // The settings saved once, so their row exists.
      expect(
        (await a({ method: "PUT", url: "/api/admin/service/dispatch", payload: dispatchBody() })).statusCode,
      ).toBe(200);
      let answers: Awaited<ReturnType<typeof a>>[] = [];
      // The row held while both saves start: each must wait for it, then read what the other left.
      await t.database.db.transaction(async (tx) => {
        await tx.select().from(dispatchSettings).where(eq(dispatchSettings.id, 1)).for("update");
        const saves = Promise.all([
          a({
            method: "PUT",
            url: "/api/admin/service/dispatch",
            payload: dispatchBody({ initialRadiusM: 2100 }),
          }),
          b({
            method: "PUT",
            url: "/api/admin/service/dispatch",
            payload: dispatchBody({ initialRadiusM: 2200 }),
          }),
        ]);
        await eventually(async () => {
          const result = await t.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          const [row] = (result as unknown as { rows: { n: number }[] }).rows;
          return (row?.n ?? 0) >= 2 ? true : undefined;
        });
        // Released when this transaction ends; the saves finish after it.
        void saves.then((r) => {
          answers = r;
        });
      });
      await eventually(async () => (answers.length === 2 ? true : undefined));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      type Change = { from: { initialRadiusM: number }; to: { initialRadiusM: number } };
      const entries = (await audits("service.dispatch"))
        .map((e) => e.details as Change)
        .filter((d) => [2100, 2200].includes(d.to.initialRadiusM));
      expect(entries).toHaveLength(2);
      // The second read what the first left: neither overwrote the other unseen.
      const [first, second] = entries[0]?.from.initialRadiusM === 2000 ? entries : [entries[1], entries[0]];
      expect(first?.from.initialRadiusM).toBe(2000);
      expect(second?.from.initialRadiusM).toBe(first?.to.initialRadiusM);
      await a({ method: "PUT", url: "/api/admin/service/dispatch", payload: dispatchBody() });
    },
  );

  it("two admins adding the same place at once make one place; the other is told the name is taken", async () => {
    const [a, b] = [await admin(), await admin()];
    const payload = { name: "Odim hill stop", kind: "landmark", ...north(CAMPUS_CENTRE, 900) };
    const answers = await Promise.all([
      a({ method: "POST", url: "/api/admin/places", payload }),
      b({ method: "POST", url: "/api/admin/places", payload }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(M.placeNameTaken);
    const all = (await a({ method: "GET", url: "/api/admin/places" })).json().data as { name: string }[];
    expect(all.filter((p) => p.name === payload.name)).toHaveLength(1);
  });

  it("the live snapshot shows drivers by status, trips searching with their start, a delivery under way, a bus on its run, and open SOS", async () => {
    const ops = await admin();
    const rider = await createUser(t);
    const riderApi = await signedIn(t, rider);
    const idle = await onlineDriver(t, north(CAMPUS_CENTRE, 300), "Car");
    const busy = await onlineDriver(t, north(CAMPUS_CENTRE, 600));
    const searching = await book(riderApi, {
      pickup: { ...north(CAMPUS_CENTRE, 50_000), name: "Far pickup" },
      destination: { ...north(CAMPUS_CENTRE, 52_000), name: "Far away" },
    });
    // The busy driver holds a trip (as the kernel writes it when a driver takes one).
    const tripId = crypto.randomUUID();
    await t.database.db.insert(trips).values({ id: tripId, kind: "ride" });
    await t.database.db.insert(driverJobs).values({ driverId: busy.user.id, tripId, tripKind: "ride" });
    await t.database.db
      .insert(sosAlerts)
      .values({ tripId, tripKind: "ride", raisedBy: rider.id, role: "rider", lat: 6.86, lon: 7.41 });
    // A delivery on its way: its driver took it and has the parcel.
    const courier = await namedDriver(t, "Emeka Obi");
    const parcel = await bookDelivery(await signedIn(t, await createUser(t)), {
      pickup: { ...north(CAMPUS_CENTRE, 900), name: "Parcel pickup" },
      dropoff: { ...north(CAMPUS_CENTRE, 2_000), name: "Parcel drop-off" },
    });
    await moveDelivery(t, parcel.id, courier, ["accept", "arrive_pickup", "pick_up"]);
    // A shuttle bus on a run of its line, its driver's phone near campus.
    const stop = (m: number, name: string) => ({ ...north(CAMPUS_CENTRE, m), name });
    const line = await ops({
      method: "POST",
      url: "/api/admin/shuttle/lines",
      payload: {
        name: `Live snapshot loop ${crypto.randomUUID().slice(0, 8)}`,
        colour: "#1B7F4C",
        stops: [
          stop(1_000, "Snapshot gate"),
          stop(1_900, "Snapshot library"),
          stop(2_800, "Snapshot hostels"),
        ],
        opensAt: "00:00",
        closesAt: "23:59",
        headwayMin: 10,
        flatFareKobo: 10_000,
      },
    });
    expect(line.statusCode, line.body).toBe(201);
    const lineId = line.json().data.id as string;
    const busDriver = await onlineDriver(t, north(CAMPUS_CENTRE, 1_000), "Shuttle Bus");
    const assigned = await ops({
      method: "PUT",
      url: `/api/admin/shuttle/lines/${lineId}/drivers`,
      payload: { driverIds: [busDriver.user.id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const run = await busDriver.api({ method: "POST", url: "/api/driver/shuttle/runs", payload: { lineId } });
    expect(run.statusCode, run.body).toBe(201);

    const res = await ops({ method: "GET", url: "/api/admin/live" });
    expect(res.statusCode).toBe(200);
    const live = res.json().data as LiveSnapshot;
    const idleRow = live.drivers.find((d) => d.driverId === idle.user.id);
    expect(idleRow).toMatchObject({ status: "idle", vehicleType: "Car", tripKind: null });
    expect(idleRow?.position?.lat).toBeCloseTo(north(CAMPUS_CENTRE, 300).lat, 6);
    expect(live.drivers.find((d) => d.driverId === busy.user.id)).toMatchObject({
      status: "on_trip",
      tripKind: "ride",
    });
    const queued = live.searching.find((s) => s.id === searching.id);
    expect(queued).toMatchObject({ kind: "ride", status: "searching", from: { name: "Far pickup" } });
    expect(queued?.since).not.toBeNull();
    expect(live.sos.find((s) => s.tripId === tripId)).toMatchObject({
      raisedBy: rider.fullName,
      role: "rider",
    });
    expect(live.active.find((a) => a.id === parcel.id)).toMatchObject({
      kind: "delivery",
      status: "in_transit",
      rideType: null,
      driverId: courier.id,
      from: { name: "Parcel pickup" },
      to: { name: "Parcel drop-off" },
    });
    expect(live.active.find((a) => a.id === parcel.id)?.since).not.toBeNull();
    const bus = live.buses.find((b) => b.runId === run.json().data.id);
    expect(bus).toMatchObject({
      lineName: line.json().data.name,
      colour: "#1B7F4C",
      driverName: busDriver.user.fullName,
    });
    expect(bus?.position?.lat).toBeCloseTo(north(CAMPUS_CENTRE, 1_000).lat, 6);
    expect(bus?.startedAt).not.toBeNull();
    expect(Date.parse(live.at)).not.toBeNaN();
  });

  it("answers with 200 drivers online in the same few queries as with two", async () => {
    const ops = await admin();
    const counted = (db: Db) => {
      let selects = 0;
      const proxy = new Proxy(db, {
        get(target, key, receiver) {
          if (key === "select")
            return (...args: unknown[]) => {
              selects += 1;
              return (target.select as (...a: unknown[]) => unknown)(...args);
            };
          return Reflect.get(target, key, receiver);
        },
      });
      return { db: proxy as Db, count: () => selects };
    };
    const locationCalls = { nearby: 0, get: 0 };
    const locations = new Proxy(t.app.locations, {
      get(target, key, receiver) {
        if (key === "nearby" || key === "get") locationCalls[key] += 1;
        const value = Reflect.get(target, key, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const measure = async () => {
      const c = counted(t.database.db);
      const before = { ...locationCalls };
      const snapshot = await liveSnapshot({ db: c.db, config: t.config, locations });
      return {
        snapshot,
        selects: c.count(),
        nearby: locationCalls.nearby - before.nearby,
        get: locationCalls.get - before.get,
      };
    };
    const few = await measure();

    for (let i = 0; i < 200; i++) {
      const d = await createUser(t, { role: "driver" });
      await t.database.db.insert(driverPresence).values({ driverId: d.id, online: true });
      await placeDriver(t, d.id, north(CAMPUS_CENTRE, 10 + i * 5), 1);
    }
    const many = await measure();
    expect(many.snapshot.drivers.length).toBeGreaterThanOrEqual(200);
    expect(many.snapshot.drivers.filter((d) => d.position !== null).length).toBeGreaterThanOrEqual(200);
    expect(many.selects).toBe(few.selects);
    expect(many.selects).toBeLessThanOrEqual(8);
    expect(many.nearby).toBe(1);
    expect(many.get).toBe(0);

    const res = await ops({ method: "GET", url: "/api/admin/live" });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as LiveSnapshot).drivers.length).toBeGreaterThanOrEqual(200);
  });
});
