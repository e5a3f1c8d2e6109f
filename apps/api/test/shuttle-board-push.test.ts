import { type LineInput, type LineLive, SHUTTLE_MESSAGES } from "@campusgo/domain";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { BOARD_EVERY_MS, lineRoom } from "../src/modules/shuttles/board-push.ts";
import { tripRoom } from "../src/realtime/rooms.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  collect,
  connect,
  emitAck,
  eventually,
  listen,
  nextEvent,
  onlineDriver,
  redisEnv,
  testRedisUrl,
} from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

const SETTINGS = { LOCATION_MIN_INTERVAL_MS: "0", LOCATION_STALE_MS: "36000000" };

let t: TestApp;
let url: string;
let asAdmin: Client;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ ...SETTINGS, ...redisEnv() });
  url = await listen(t);
  asAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

type Point = { lat: number; lon: number };
const between = (p: Point, q: Point, f: number) => ({
  lat: p.lat + (q.lat - p.lat) * f,
  lon: p.lon + (q.lon - p.lon) * f,
});

/** A loop of three stops about 1 km apart, each line in a place of its own. */
let areas = 0;
async function lineWithBus(on: TestApp = t, admin: Client = asAdmin) {
  areas += 1;
  const lat = 6.2 - areas * 0.05;
  const stops: [Point & { name: string }, Point & { name: string }, Point & { name: string }] = [
    { name: "Gate", lat, lon: 7.1 },
    { name: "Library", lat: lat + 0.009, lon: 7.1 },
    { name: "Hostels", lat: lat + 0.009, lon: 7.109 },
  ];
  const body: LineInput = {
    name: `Board loop ${areas}`,
    colour: "#1B7F4C",
    stops,
    opensAt: "00:00",
    closesAt: "23:59",
    headwayMin: 10,
    flatFareKobo: 10_000,
  };
  const created = await admin({ method: "POST", url: "/api/admin/shuttle/lines", payload: body });
  expect(created.statusCode, created.body).toBe(201);
  const line = created.json().data as { id: string; stops: { id: string }[] };
  const driver = await onlineDriver(on, stops[0], "Shuttle Bus");
  const assigned = await admin({
    method: "PUT",
    url: `/api/admin/shuttle/lines/${line.id}/drivers`,
    payload: { driverIds: [driver.user.id] },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { line, stops, driver };
}

async function startRun(driver: { api: Client }, lineId: string): Promise<string> {
  const started = await driver.api({ method: "POST", url: "/api/driver/shuttle/runs", payload: { lineId } });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().data.id;
}

async function open(api?: { cookies: Map<string, string> }, base = url): Promise<Socket> {
  const socket = await connect(base, api);
  sockets.push(socket);
  return socket;
}

/** A signed-in rider's connection. */
async function rider(on: TestApp = t, base = url): Promise<Socket> {
  return open(await signedIn(on, await createUser(on)), base);
}

type WatchAnswer = { ok: true; live: LineLive } | { ok: false; message: string };
const watch = (socket: Socket, payload: unknown) =>
  socket.timeout(20_000).emitWithAck("shuttle:watch", payload) as Promise<WatchAnswer>;

const boardOf = (answer: WatchAnswer): LineLive => {
  if (!answer.ok) throw new Error(`watch refused: ${answer.message}`);
  return answer.live;
};

/** A pushed board of the line whose bus stands at `p`. */
const boardWithBusAt = (socket: Socket, lineId: string, p: Point) =>
  nextEvent<LineLive>(
    socket,
    "shuttle:line-live",
    (live) => live.lineId === lineId && live.buses.some((b) => b.lat === p.lat && b.lon === p.lon),
  );

const inRoom = async (app: TestApp["app"], lineId: string) =>
  (await app.io.in(lineRoom(lineId)).fetchSockets()).length;

describe("a line's board over the socket", () => {
  it("answers a watch with the line's board now: the timetable with no bus running", async () => {
    const { line } = await lineWithBus();
    const socket = await rider();
    const live = boardOf(await watch(socket, { lineId: line.id }));
    expect(live.lineId).toBe(line.id);
    expect(live.buses).toEqual([]);
    expect(live.stops.map((s) => s.stopId)).toEqual(line.stops.map((s) => s.id));
    expect(await inRoom(t.app, line.id)).toBe(1);
  });

  it("pushes the board to watchers when a bus of the line reports: the bus placed and the arrivals", async () => {
    const { line, stops, driver } = await lineWithBus();
    const runId = await startRun(driver, line.id);
    const busSocket = await open(driver.api);
    const watcher = await rider();
    const other = await rider();
    const { line: otherLine } = await lineWithBus();
    const now = boardOf(await watch(watcher, { lineId: line.id }));
    expect(now.lineId).toBe(line.id);
    boardOf(await watch(other, { lineId: otherLine.id }));
    const heardByOther = collect<LineLive>(other, "shuttle:line-live");

    const p = between(stops[0], stops[1], 0.3);
    const pushed = boardWithBusAt(watcher, line.id, p);
    expect(await emitAck(busSocket, "driver:location", p)).toEqual({ ok: true });
    const live = await pushed;
    expect(live.buses).toEqual([
      expect.objectContaining({
        runId,
        state: "live",
        nextStopId: line.stops[1]?.id,
        lat: p.lat,
        lon: p.lon,
      }),
    ]);
    const [atGate, atLibrary, atHostels] = live.stops.map((s) => s.arrivals[0]);
    expect(atLibrary).toMatchObject({ runId, state: "live" });
    expect(atLibrary?.inS).toBeGreaterThan(0);
    expect(atHostels?.inS).toBeGreaterThan(atLibrary?.inS as number);
    expect(atGate?.inS).toBeGreaterThan(atHostels?.inS as number);
    // A watcher of another line hears nothing of this one.
    expect(heardByOther.filter((b) => b.lineId === line.id)).toEqual([]);
  });

  it("refuses a line id that is no uuid or no line, and keeps one watched line per connection", async () => {
    const { line } = await lineWithBus();
    const { line: second } = await lineWithBus();
    const socket = await rider();
    const refused = { ok: false, message: SHUTTLE_MESSAGES.lineNotFound };
    expect(await watch(socket, { lineId: "not-a-line" })).toEqual(refused);
    expect(await watch(socket, { lineId: "00000000-0000-4000-8000-000000000000" })).toEqual(refused);
    expect(await watch(socket, { lineId: 42 })).toEqual(refused);
    expect(await watch(socket, null)).toEqual(refused);
    const rooms = async () =>
      [...(await t.app.io.in(lineRoom("00000000-0000-4000-8000-000000000000")).fetchSockets())].length;
    expect(await rooms()).toBe(0);

    boardOf(await watch(socket, { lineId: line.id }));
    expect(await inRoom(t.app, line.id)).toBe(1);
    boardOf(await watch(socket, { lineId: second.id }));
    expect(await inRoom(t.app, line.id)).toBe(0);
    expect(await inRoom(t.app, second.id)).toBe(1);
    expect(await emitAck(socket, "shuttle:unwatch")).toEqual({ ok: true });
    expect(await inRoom(t.app, second.id)).toBe(0);
  });

  it("pushes the board when a run of the line starts and ends, and when its alerts change", async () => {
    const { line, driver } = await lineWithBus();
    const watcher = await rider();
    boardOf(await watch(watcher, { lineId: line.id }));

    const running = nextEvent<LineLive>(watcher, "shuttle:line-live", (b) => b.buses.length === 1);
    const runId = await startRun(driver, line.id);
    expect((await running).buses[0]?.runId).toBe(runId);

    const ended = nextEvent<LineLive>(watcher, "shuttle:line-live", (b) => b.buses.length === 0);
    const end = await driver.api({ method: "POST", url: `/api/driver/shuttle/runs/${runId}/end` });
    expect(end.statusCode, end.body).toBe(200);
    expect((await ended).stops.flatMap((s) => s.arrivals)).toEqual([]);

    const afterAlert = nextEvent<LineLive>(watcher, "shuttle:line-live");
    const posted = await asAdmin({
      method: "POST",
      url: `/api/admin/shuttle/lines/${line.id}/alerts`,
      payload: { kind: "detour", message: "Round by the bookshop" },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await afterAlert).lineId).toBe(line.id);
  });

  it("computes a line at most once an interval in a burst of positions, the last push with the last position", async () => {
    const { line, stops, driver } = await lineWithBus();
    await startRun(driver, line.id);
    const busSocket = await open(driver.api);
    const watcher = await rider();
    boardOf(await watch(watcher, { lineId: line.id }));
    const pushes = collect<LineLive>(watcher, "shuttle:line-live");

    const started = Date.now();
    const positions = Array.from({ length: 20 }, (_, i) => between(stops[0], stops[1], 0.02 + i * 0.02));
    for (const p of positions) expect(await emitAck(busSocket, "driver:location", p)).toEqual({ ok: true });
    const last = positions.at(-1) as Point;
    await boardWithBusAt(watcher, line.id, last);
    // Anything still due comes within one more interval.
    await new Promise((r) => setTimeout(r, BOARD_EVERY_MS + 500));
    const elapsed = Date.now() - started;

    // Pushes start at least an interval apart: the first at once, then at most one per interval that passed.
    expect(pushes.length).toBeGreaterThanOrEqual(1);
    expect(pushes.length).toBeLessThanOrEqual(2 + Math.ceil(elapsed / BOARD_EVERY_MS));
    expect(pushes.length).toBeLessThan(positions.length);
    expect(pushes.at(-1)?.buses[0]).toMatchObject({ lat: last.lat, lon: last.lon });
  });
});

const clustered = Boolean(process.env.DATABASE_URL && testRedisUrl);

describe.skipIf(!clustered)("two API instances (skipped without DATABASE_URL and REDIS_URL)", () => {
  it("pushes a bus's position taken on one instance to a watcher on the other", async () => {
    const a = await createTestApp({ ...SETTINGS, ...redisEnv(), DISPATCH_TICK_MS: "0" });
    const b = await buildApp({ config: a.config, database: a.database });
    try {
      const urlA = await listen(a);
      await b.listen({ port: 0, host: "127.0.0.1" });
      const urlB = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;
      const admin = await signedIn(a, await createUser(a, { role: "admin" }));
      const { line, stops, driver } = await lineWithBus(a, admin);
      const runId = await startRun(driver, line.id);
      // The driver on B (the run's room joined on connecting), the rider on A.
      const busSocket = await open(driver.api, urlB);
      await eventually(async () =>
        (await b.io.in(tripRoom(runId)).fetchSockets()).length === 1 ? true : undefined,
      );
      const watcher = await rider(a, urlA);
      boardOf(await watch(watcher, { lineId: line.id }));
      expect(await inRoom(a.app, line.id)).toBe(1);

      const p = between(stops[0], stops[1], 0.4);
      const pushed = boardWithBusAt(watcher, line.id, p);
      expect(await emitAck(busSocket, "driver:location", p)).toEqual({ ok: true });
      expect((await pushed).buses[0]).toMatchObject({ runId, state: "live", nextStopId: line.stops[1]?.id });
    } finally {
      await b.close();
      await a.close();
    }
  });
});
