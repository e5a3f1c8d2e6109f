/**
 * The API as the shuttle push benchmark's server, in its own process: seeds shuttle lines with a bus driver each
 * (approved, online, a run started) and riders with sessions, listens on a free port, and answers the parent over
 * IPC: event-loop lag, and the GTFS-realtime feeds' build times and sizes (built in this process, no network; the
 * alerts feed once a detour is posted on each line, after the boards were measured so that they stay as they were).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { lineInputSchema } from "@campusgo/domain";
import GtfsRealtimeBindings from "gtfs-realtime-bindings";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import {
  driverPresence,
  driverProfiles,
  sessions,
  type User,
  users,
} from "../apps/api/src/db/schema/index.ts";
import { randomToken, sha256 } from "../apps/api/src/lib/tokens.ts";
import { assignDrivers, createLine, postAlert } from "../apps/api/src/modules/shuttles/admin.ts";
import { startRun } from "../apps/api/src/modules/shuttles/runs.ts";

const LINES = Number(process.env.BENCH_LINES ?? 10);
const STOPS = Number(process.env.BENCH_STOPS ?? 20);
const RIDERS = Number(process.env.BENCH_RIDERS ?? 2000);
/** Each line a ring of stops this far from its centre; the centres spread over campus. */
const RING_M = 700;
const CAMPUS = { lat: 6.8673, lon: 7.4085 };

const dataDir = mkdtempSync(join(tmpdir(), "campusgo-bench-"));
const env: Record<string, string | undefined> = {
  NODE_ENV: "production",
  MAIL_DISABLED: "1",
  SMS_DISABLED: "1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  DEMO: "0",
  PORT: "0",
  HOST: "127.0.0.1",
  LOCATION_STALE_MS: "3600000",
  LOCATION_MIN_INTERVAL_MS: "0",
  REDIS_PREFIX: `cgbench:${randomBytes(4).toString("hex")}`,
};
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
if (process.env.BENCH_USE_POSTGRES !== "1") delete env.DATABASE_URL;
const config = loadConfig(env);
const app = await buildApp({ config });
await app.ready();
const db = app.db;

const tag = randomBytes(3).toString("hex");
const now = new Date();
const expiresAt = new Date(Date.now() + 24 * 3600_000);
const makeUsers = async (count: number, role: "driver" | "passenger" | "admin"): Promise<User[]> => {
  const rows: User[] = [];
  for (let i = 0; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
      role,
      fullName: `Bench ${role} ${i + k}`,
      email: `bench-${tag}-${role}-${i + k}@example.test`,
      emailVerifiedAt: now,
    }));
    rows.push(...(await db.insert(users).values(batch).returning()));
  }
  return rows;
};
const sessionsFor = async (ids: string[]) => {
  const cookies: string[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500).map((userId) => {
      const token = randomToken();
      cookies.push(`cg_session=${token}`);
      return { userId, tokenHash: sha256(token), expiresAt };
    });
    await db.insert(sessions).values(batch);
  }
  return cookies;
};

const [admin] = await makeUsers(1, "admin");
if (!admin) throw new Error("no admin");
const drivers = await makeUsers(LINES, "driver");
await db.insert(driverProfiles).values(
  drivers.map((d, i) => ({
    userId: d.id,
    kycStatus: "approved" as const,
    kycStep: 4,
    vehicleType: "Shuttle Bus" as const,
    plateNumber: `BUS-${i}`,
    numberOfSeats: 30,
  })),
);
await db.insert(driverPresence).values(drivers.map((d) => ({ driverId: d.id, online: true })));
const driverCookies = await sessionsFor(drivers.map((d) => d.id));

/** A point `north` and `east` metres from another. */
const offset = (from: { lat: number; lon: number }, north: number, east: number) => ({
  lat: from.lat + north / 111_195,
  lon: from.lon + east / (111_195 * Math.cos((from.lat * Math.PI) / 180)),
});

const lines: { id: string; stops: { lat: number; lon: number }[] }[] = [];
for (let i = 0; i < LINES; i++) {
  const angle = (2 * Math.PI * i) / LINES;
  const centre = offset(CAMPUS, 1500 * Math.cos(angle), 1500 * Math.sin(angle));
  const stops = Array.from({ length: STOPS }, (_, k) => {
    const a = (2 * Math.PI * k) / STOPS;
    return {
      name: `Line ${i + 1} stop ${k + 1}`,
      ...offset(centre, RING_M * Math.cos(a), RING_M * Math.sin(a)),
    };
  });
  const fields = lineInputSchema.parse({
    name: `Bench line ${i + 1}`,
    colour: "#1B7F4C",
    stops,
    opensAt: "00:00",
    closesAt: "23:59",
    headwayMin: 10,
    flatFareKobo: 10_000,
  });
  const line = await createLine(db, admin, fields);
  const driver = drivers[i] as User;
  await assignDrivers(db, admin, line.id, [driver.id]);
  await startRun(app.runDeps, driver, line.id);
  lines.push({ id: line.id, stops: stops.map(({ lat, lon }) => ({ lat, lon })) });
}
const riders = await makeUsers(RIDERS, "passenger");
const riderCookies = await sessionsFor(riders.map((r) => r.id));

await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
};

/** Builds a feed `count` times through the app's own route (no socket): build times, the last size and entities. */
async function feedFigures(path: string, count: number) {
  const times: number[] = [];
  let bytes = 0;
  let entities = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: "GET",
      url: path,
      remoteAddress: `10.9.${i % 250}.${(i >> 8) + 1}`,
    });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    bytes = res.rawPayload.length;
    entities = GtfsRealtimeBindings.transit_realtime.FeedMessage.decode(res.rawPayload).entity.length;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, entities };
}

process.on("message", async (message: { type: string; count?: number }) => {
  if (message.type === "reset") {
    lag.reset();
    process.send?.({ type: "reset" });
  } else if (message.type === "stats") {
    process.send?.({
      type: "stats",
      stats: { lagP99Ms: lag.percentile(99) / 1e6, lagMaxMs: lag.max / 1e6, rss: process.memoryUsage().rss },
    });
  } else if (message.type === "gtfs") {
    const count = message.count ?? 50;
    const positions = await feedFigures("/gtfs-rt/vehicle-positions.pb", count);
    const updates = await feedFigures("/gtfs-rt/trip-updates.pb", count);
    for (const [i, line] of lines.entries()) {
      await postAlert(db, admin, line.id, {
        kind: "detour",
        message: `Line ${i + 1} goes round by the sports centre while the road by the library is closed`,
      });
    }
    const alerts = await feedFigures("/gtfs-rt/alerts.pb", count);
    process.send?.({ type: "gtfs", positions, updates, alerts });
  } else if (message.type === "stop") {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});

process.send?.({
  type: "ready",
  url: `http://127.0.0.1:${port}`,
  lines: lines.map((line, i) => ({ ...line, driverCookie: driverCookies[i] })),
  riders: riderCookies,
});
