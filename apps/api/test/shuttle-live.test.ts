import {
  BUS_STATE_WORDS,
  countdownS,
  type LineInput,
  NOT_REPORTING_S,
  plannedOffsetsS,
  type RideTypeId,
  rideTypeForVehicle,
} from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import GtfsRealtimeBindings from "gtfs-realtime-bindings";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shuttleRuns, tripPositions } from "../src/db/schema/index.ts";
import { gtfsFiles } from "../src/modules/shuttles/gtfs.ts";
import { tripUpdates, vehiclePositions } from "../src/modules/shuttles/gtfs-realtime.ts";
import { type LineNowResult, lineLive } from "../src/modules/shuttles/live.ts";
import type { LoadedLine } from "../src/modules/shuttles/repo.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { checkGtfs, checkRealtime, type RealtimeKind } from "./helpers/gtfs-rules.ts";
import { connect, emitAck, eventually, listen, onlineDriver } from "./helpers/rides.ts";
import { type Client, client, createUser, signedIn } from "./helpers/users.ts";

const { transit_realtime } = GtfsRealtimeBindings;

let t: TestApp;
let url: string;
let asAdmin: Client;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOCATION_MIN_INTERVAL_MS: "0", LOCATION_STALE_MS: "36000000" });
  url = await listen(t);
  asAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

/** Three stops about 1 km apart, far from the other tests' places: a loop A, B, C. */
let areas = 0;
function stopsOfOwn() {
  areas += 1;
  const lat = 6.7 - areas * 0.05;
  return [
    { name: "Gate", lat, lon: 7.3 },
    { name: "Library", lat: lat + 0.009, lon: 7.3 },
    { name: "Hostels", lat: lat + 0.009, lon: 7.309 },
  ];
}
const between = (p: { lat: number; lon: number }, q: { lat: number; lon: number }, f: number) => ({
  lat: p.lat + (q.lat - p.lat) * f,
  lon: p.lon + (q.lon - p.lon) * f,
});

async function runningLine() {
  const stops = stopsOfOwn();
  const body: LineInput = {
    name: `Live loop ${areas}`,
    colour: "#1B7F4C",
    stops,
    opensAt: "00:00",
    closesAt: "23:59",
    headwayMin: 10,
    flatFareKobo: 10_000,
  };
  const line = (await asAdmin({ method: "POST", url: "/api/admin/shuttle/lines", payload: body })).json()
    .data;
  const driver = await onlineDriver(t, stops[0] as { lat: number; lon: number }, "Shuttle Bus");
  await asAdmin({
    method: "PUT",
    url: `/api/admin/shuttle/lines/${line.id}/drivers`,
    payload: { driverIds: [driver.user.id] },
  });
  return { line, stops, driver };
}

const live = async (lineId: string) =>
  (await client(t)({ method: "GET", url: `/api/shuttle/lines/${lineId}/live` })).json().data;

describe("a line as it runs", () => {
  it("shows the bus where its driver's phone says and counts down to each stop from its way along the line", async () => {
    const { line, stops, driver } = await runningLine();
    const started = await driver.api({
      method: "POST",
      url: "/api/driver/shuttle/runs",
      payload: { lineId: line.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    const runId = started.json().data.id;
    const socket = await connect(url, driver.api);
    sockets.push(socket);
    // In the run's room, the driver's positions are recorded as the run's track.
    const [a, b] = stops as [(typeof stops)[0], (typeof stops)[0]];
    for (const f of [0, 0.1, 0.2, 0.3]) {
      const p = between(a, b, f);
      expect(await emitAck(socket, "driver:location", { lat: p.lat, lon: p.lon })).toEqual({ ok: true });
    }
    await eventually(async () => {
      const rows = await t.database.db.select().from(tripPositions);
      return rows.filter((r) => r.tripId === runId).length >= 3 ? true : undefined;
    });

    const now = await live(line.id);
    expect(now.buses).toEqual([
      expect.objectContaining({ runId, state: "live", seats: 3, nextStopId: line.stops[1].id }),
    ]);
    const [atGate, atLibrary, atHostels] = now.stops;
    const inS = (board: { arrivals: { inS: number }[] }) => board.arrivals[0]?.inS as number;
    // 70% of the planned first stretch is left; then the second; the gate is reached last, round the loop.
    // Each countdown ends a little before the expected arrival (countdownS).
    const planned = plannedOffsetsS(stops, true);
    expect(inS(atLibrary)).toBeGreaterThan(countdownS(0.6 * (planned[1] as number)));
    expect(inS(atLibrary)).toBeLessThan(countdownS(0.8 * (planned[1] as number)));
    expect(inS(atHostels)).toBeGreaterThan(inS(atLibrary));
    expect(inS(atGate)).toBeGreaterThan(inS(atHostels));
    expect(atLibrary.scheduledAt).toBeNull();

    // Silent for more than two minutes, the bus is not reporting: no countdown.
    const later = await lineLive(
      { db: t.database.db, locations: t.app.locations },
      line.id,
      Date.now() + (NOT_REPORTING_S + 10) * 1000,
    );
    expect(later.buses[0]?.state).toBe("not_reporting");
    expect(later.stops[1]?.arrivals[0]).toMatchObject({ state: "not_reporting", inS: null });
    expect(BUS_STATE_WORDS.not_reporting).toBe("Bus not reporting");

    // A kilometre off its line, it is off route.
    const away = { lat: (a.lat + b.lat) / 2, lon: a.lon + 0.01 };
    expect(await emitAck(socket, "driver:location", away)).toEqual({ ok: true });
    expect((await live(line.id)).buses[0]?.state).toBe("off_route");
  });

  it("times the stretches by what recent runs took, not the plan", async () => {
    const { line, stops, driver } = await runningLine();
    const [a, b, c] = stops as [(typeof stops)[0], (typeof stops)[0], (typeof stops)[0]];
    // An earlier run took 10 minutes from the gate to the library and 5 from there to the hostels.
    const earlier = await driver.api({
      method: "POST",
      url: "/api/driver/shuttle/runs",
      payload: { lineId: line.id },
    });
    const earlierId = earlier.json().data.id;
    const start = Date.now() - 40 * 60_000;
    const points = [
      ...Array.from({ length: 20 }, (_, i) => ({ ...between(a, b, i / 20), at: start + i * 30_000 })),
      ...Array.from({ length: 10 }, (_, i) => ({
        ...between(b, c, i / 10),
        at: start + 600_000 + i * 30_000,
      })),
      { ...between(c, a, 0.05), at: start + 915_000 },
    ];
    await t.database.db
      .insert(tripPositions)
      .values(points.map((p) => ({ tripId: earlierId, lat: p.lat, lon: p.lon, at: new Date(p.at) })));
    await t.database.db
      .update(shuttleRuns)
      .set({ startedAt: new Date(start) })
      .where(eq(shuttleRuns.id, earlierId));
    await driver.api({ method: "POST", url: `/api/driver/shuttle/runs/${earlierId}/end` });

    // The next run is just leaving the gate.
    const next = await driver.api({
      method: "POST",
      url: "/api/driver/shuttle/runs",
      payload: { lineId: line.id },
    });
    expect(next.statusCode, next.body).toBe(201);
    await t.app.rideDeps.locations.update({
      driverId: driver.user.id,
      rideType: rideTypeForVehicle("Shuttle Bus") as RideTypeId,
      lat: a.lat,
      lon: a.lon,
      heading: null,
      speed: null,
      at: Date.now(),
      idle: false,
    });
    const board = await live(line.id);
    expect(board.buses, JSON.stringify(board)).toHaveLength(1);
    const library = board.stops[1].arrivals[0].inS;
    const hostels = board.stops[2].arrivals[0].inS;
    // Ten minutes expected, counted down a little before.
    expect(library).toBeGreaterThan(countdownS(590));
    expect(library).toBeLessThan(countdownS(610));
    // Then five minutes of driving, and the stand at the library (not measured: the plan's half minute).
    expect(hostels).toBeGreaterThan(countdownS(590 + 320));
    expect(hostels).toBeLessThan(countdownS(610 + 340));
  });

  it("gives the timetable at each stop when no bus runs, and nothing after closing", async () => {
    const { line, stops } = await runningLine();
    const watDay = "2026-11-28";
    const at = (hhmm: string) => new Date(`${watDay}T${hhmm}:00+01:00`).getTime();
    const deps = { db: t.database.db, locations: t.app.locations };
    const morning = await lineLive(deps, line.id, at("10:03"));
    expect(morning.buses).toEqual([]);
    const offsets = plannedOffsetsS(stops, true);
    expect(morning.stops[0]?.scheduledAt).toBe(new Date(at("10:10")).toISOString());
    expect(morning.stops[1]?.scheduledAt).toBe(
      new Date(at("10:00") + (offsets[1] as number) * 1000).toISOString(),
    );
    const closed = await lineLive(deps, line.id, at("23:59") + 30_000);
    expect(closed.stops[0]?.scheduledAt).toBeNull();
    expect(
      (
        await client(t)({
          method: "GET",
          url: "/api/shuttle/lines/00000000-0000-0000-0000-000000000000/live",
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("the GTFS-realtime feeds", () => {
  it("give each running bus's position and arrivals ahead as an instance of its line's trip, and the alerts", async () => {
    const { line, stops, driver } = await runningLine();
    const started = await driver.api({
      method: "POST",
      url: "/api/driver/shuttle/runs",
      payload: { lineId: line.id },
    });
    const runId = started.json().data.id;
    const socket = await connect(url, driver.api);
    sockets.push(socket);
    const [a, b] = stops as [(typeof stops)[0], (typeof stops)[0]];
    for (const f of [0, 0.2, 0.4]) {
      const p = between(a, b, f);
      expect(await emitAck(socket, "driver:location", { lat: p.lat, lon: p.lon })).toEqual({ ok: true });
    }
    await asAdmin({
      method: "POST",
      url: `/api/admin/shuttle/lines/${line.id}/alerts`,
      payload: { kind: "detour", message: "Round by the bookshop" },
    });
    const schedule = checkGtfs(unzipSync((await client(t)({ method: "GET", url: "/gtfs.zip" })).rawPayload));
    expect(schedule.problems).toEqual([]);
    // Each feed valid by the realtime reference against the static one: a loop's bus on its way, an alert.
    const feed = async (name: RealtimeKind) => {
      const res = await client(t)({ method: "GET", url: `/gtfs-rt/${name}.pb` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/x-protobuf");
      const message = transit_realtime.FeedMessage.decode(res.rawPayload);
      expect(checkRealtime(message, name, schedule, Math.floor(Date.now() / 1000))).toEqual([]);
      return message;
    };

    const positions = await feed("vehicle-positions");
    expect(positions.header.gtfsRealtimeVersion).toBe("2.0");
    const bus = positions.entity.find((e) => e.id === runId)?.vehicle;
    expect(bus?.trip).toMatchObject({ tripId: `${line.id}-round`, routeId: line.id });
    expect(bus?.trip?.startDate).toMatch(/^\d{8}$/);
    expect(bus?.trip?.startTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(bus?.position?.latitude).toBeCloseTo(between(a, b, 0.4).lat, 4);
    expect(bus?.stopId).toBe(line.stops[1].id);

    const updates = (await feed("trip-updates")).entity.find((e) => e.id === runId)?.tripUpdate;
    const ahead = updates?.stopTimeUpdate ?? [];
    // The library, the hostels and the gate again (the loop's last call), in order, times running forward.
    expect(ahead.map((u) => u.stopId)).toEqual([line.stops[1].id, line.stops[2].id, line.stops[0].id]);
    expect(ahead.map((u) => u.stopSequence)).toEqual([2, 3, 4]);
    const times = ahead.map((u) => Number(u.arrival?.time));
    expect(times[0]).toBeGreaterThan(Date.now() / 1000);
    expect(times.every((x, i) => i === 0 || x > (times[i - 1] as number))).toBe(true);

    const alert = (await feed("alerts")).entity.find(
      (e) => e.alert?.informedEntity?.[0]?.routeId === line.id,
    )?.alert;
    expect(alert?.effect).toBe(transit_realtime.Alert.Effect.DETOUR);
    expect(alert?.descriptionText?.translation?.[0]?.text).toBe("Round by the bookshop");
  });

  it("tell a loop's last call from its first, and give no trip update for a bus with no arrival ahead", () => {
    const stops = [
      { id: "s-gate", name: "Gate", lat: 6.5, lon: 7.3 },
      { id: "s-library", name: "Library", lat: 6.509, lon: 7.3 },
      { id: "s-hostels", name: "Hostels", lat: 6.509, lon: 7.309 },
    ];
    const loaded = {
      line: {
        id: "l-loop",
        name: "Night loop",
        colour: "#1B7F4C",
        loop: true,
        opensAt: "00:00",
        closesAt: "23:59",
        headwayMin: 10,
        flatFareKobo: 10_000,
      },
      stops,
      fares: [],
      alerts: [],
    } as unknown as LoadedLine;
    const nowMs = Date.now();
    const schedule = checkGtfs(gtfsFiles([loaded], "https://campusgo.example"), new Date(nowMs));
    expect(schedule.problems).toEqual([]);
    // The bus on the loop's last stretch, from the hostels back to the gate, with no countdown to the gate yet.
    const now = {
      runs: [{ runId: "r-1", segment: 2, startedAt: new Date(nowMs - 20 * 60_000) }],
      live: {
        lineId: "l-loop",
        at: new Date(nowMs).toISOString(),
        buses: [
          {
            runId: "r-1",
            lat: 6.505,
            lon: 7.305,
            ageS: 3,
            state: "live",
            nextStopId: "s-gate",
            plateNumber: "BUS-1",
          },
        ],
        stops: stops.map((stop) => ({ stopId: stop.id, arrivals: [] })),
      },
    } as unknown as LineNowResult;
    const decode = (bytes: Uint8Array) => transit_realtime.FeedMessage.decode(bytes);
    const nowS = Math.floor(nowMs / 1000);
    const positions = decode(vehiclePositions([{ loaded, now }], nowMs));
    expect(checkRealtime(positions, "vehicle-positions", schedule, nowS)).toEqual([]);
    expect(positions.entity[0]?.vehicle).toMatchObject({ stopId: "s-gate", currentStopSequence: 4 });
    const updates = decode(tripUpdates([{ loaded, now }], nowMs));
    expect(checkRealtime(updates, "trip-updates", schedule, nowS)).toEqual([]);
    expect(updates.entity).toEqual([]);
  });

  it("are checked by rules that each catch a feed breaking them", async () => {
    const { line, stops, driver } = await runningLine();
    await driver.api({ method: "POST", url: "/api/driver/shuttle/runs", payload: { lineId: line.id } });
    const socket = await connect(url, driver.api);
    sockets.push(socket);
    const [a, b] = stops as [(typeof stops)[0], (typeof stops)[0]];
    for (const f of [0, 0.2, 0.4]) {
      const p = between(a, b, f);
      expect(await emitAck(socket, "driver:location", { lat: p.lat, lon: p.lon })).toEqual({ ok: true });
    }
    await asAdmin({
      method: "POST",
      url: `/api/admin/shuttle/lines/${line.id}/alerts`,
      payload: { kind: "no_service", message: "No bus this afternoon" },
    });
    const schedule = checkGtfs(unzipSync((await client(t)({ method: "GET", url: "/gtfs.zip" })).rawPayload));
    const bytes = async (name: RealtimeKind) =>
      (await client(t)({ method: "GET", url: `/gtfs-rt/${name}.pb` })).rawPayload;
    const feeds = {
      "vehicle-positions": await bytes("vehicle-positions"),
      "trip-updates": await bytes("trip-updates"),
      alerts: await bytes("alerts"),
    };
    const nowS = Math.floor(Date.now() / 1000);
    type Message = GtfsRealtimeBindings.transit_realtime.FeedMessage;
    const check = (name: RealtimeKind, change: (m: Message) => void = () => {}) => {
      const message = transit_realtime.FeedMessage.decode(feeds[name]);
      change(message);
      const again = transit_realtime.FeedMessage.decode(
        transit_realtime.FeedMessage.encode(message).finish(),
      );
      return checkRealtime(again, name, schedule, nowS);
    };
    for (const name of Object.keys(feeds) as RealtimeKind[]) expect(check(name)).toEqual([]);
    const ours = (m: Message) =>
      m.entity.find(
        (e) =>
          e.vehicle?.trip?.routeId === line.id ||
          e.tripUpdate?.trip?.routeId === line.id ||
          e.alert?.informedEntity?.[0]?.routeId === line.id,
      );
    const vehicle = (m: Message) => ours(m)?.vehicle as GtfsRealtimeBindings.transit_realtime.VehiclePosition;
    const update = (m: Message) => ours(m)?.tripUpdate as GtfsRealtimeBindings.transit_realtime.TripUpdate;
    const alert = (m: Message) => ours(m)?.alert as GtfsRealtimeBindings.transit_realtime.Alert;
    const { UNSCHEDULED, SCHEDULED } = transit_realtime.TripDescriptor.ScheduleRelationship;
    const broken: [string, RealtimeKind, (m: Message) => void, string][] = [
      [
        "another version",
        "vehicle-positions",
        (m) => {
          m.header.gtfsRealtimeVersion = "1.0";
        },
        "gtfs_realtime_version",
      ],
      [
        "no incrementality",
        "alerts",
        (m) => {
          delete (m.header as { incrementality?: unknown }).incrementality;
        },
        "incrementality",
      ],
      [
        "a time in milliseconds",
        "trip-updates",
        (m) => {
          m.header.timestamp = nowS * 1000;
        },
        "not POSIX seconds",
      ],
      [
        "a time to come",
        "vehicle-positions",
        (m) => {
          m.header.timestamp = nowS + 600;
        },
        "in the future",
      ],
      [
        "an entity id twice",
        "vehicle-positions",
        (m) => {
          m.entity.push(
            transit_realtime.FeedEntity.create({
              id: m.entity[0]?.id ?? "",
              vehicle: { ...m.entity[0]?.vehicle, vehicle: { id: "other" } },
            }),
          );
        },
        "id twice",
      ],
      [
        "a trip of no schedule",
        "vehicle-positions",
        (m) => {
          vehicle(m).trip = { ...vehicle(m).trip, tripId: "ghost" };
        },
        "trip_id ghost not in trips.txt",
      ],
      [
        "a route of no schedule",
        "trip-updates",
        (m) => {
          update(m).trip = { ...update(m).trip, routeId: "ghost" };
        },
        "route_id ghost not in routes.txt",
      ],
      [
        "a frequency trip not UNSCHEDULED",
        "trip-updates",
        (m) => {
          update(m).trip = { ...update(m).trip, scheduleRelationship: SCHEDULED };
        },
        "not marked UNSCHEDULED",
      ],
      [
        "a frequency trip without its start",
        "vehicle-positions",
        (m) => {
          vehicle(m).trip = { tripId: vehicle(m).trip?.tripId, scheduleRelationship: UNSCHEDULED };
        },
        "without start_time and start_date",
      ],
      [
        "a stop of no schedule",
        "vehicle-positions",
        (m) => {
          vehicle(m).stopId = "ghost";
        },
        "stop_id ghost not in stops.txt",
      ],
      [
        "a position off the map",
        "vehicle-positions",
        (m) => {
          vehicle(m).position = { latitude: 91, longitude: 7.3 };
        },
        "not on the Earth's map",
      ],
      [
        "the loop's first stop without its sequence",
        "vehicle-positions",
        (m) => {
          vehicle(m).stopId = line.stops[0].id;
          delete (vehicle(m) as { currentStopSequence?: unknown }).currentStopSequence;
        },
        "without current_stop_sequence",
      ],
      [
        "stops out of order",
        "trip-updates",
        (m) => {
          update(m).stopTimeUpdate.reverse();
        },
        "not after",
      ],
      [
        "a stop_sequence of another stop",
        "trip-updates",
        (m) => {
          (update(m).stopTimeUpdate[0] as { stopSequence: number }).stopSequence = 3;
        },
        "is stop",
      ],
      [
        "a trip update with no stop",
        "trip-updates",
        (m) => {
          update(m).stopTimeUpdate = [];
        },
        "no stop_time_update",
      ],
      [
        "an alert about no route",
        "alerts",
        (m) => {
          alert(m).informedEntity = [{ routeId: "ghost" }];
        },
        "route_id ghost not in routes.txt",
      ],
      [
        "an alert about no stop",
        "alerts",
        (m) => {
          alert(m).informedEntity = [{ stopId: "ghost" }];
        },
        "stop_id ghost not in stops.txt",
      ],
      [
        "an alert about nothing",
        "alerts",
        (m) => {
          alert(m).informedEntity = [];
        },
        "no informed_entity",
      ],
      [
        "an alert ending before it starts",
        "alerts",
        (m) => {
          alert(m).activePeriod = [{ start: nowS - 60, end: nowS - 120 }];
        },
        "ends before it starts",
      ],
    ];
    for (const [what, name, change, expected] of broken) {
      const problems = check(name, change);
      expect(
        problems.some((p) => p.includes(expected)),
        `${what}: ${problems.join("; ")}`,
      ).toBe(true);
    }
  });
});
