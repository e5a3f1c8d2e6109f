/**
 * SOS to the admins' screens across two instances (npm run bench:sos). Prints figures and a ratio against a floor
 * measured in the same run; never a pass/fail test.
 *
 * Two API instances on one PostgreSQL database (a fresh one, dropped after) and one Redis, as in production. A
 * rider on a ride under way raises an SOS over HTTP on instance A; an admin's socket is connected to instance B
 * (and another to A). The latency is from the request leaving to B's admin socket receiving "sos:raised": the
 * SOS's transaction, its outbox rows and the event through the Redis adapter. The rider then says they are safe,
 * so the next press raises a new one. Floor: two bare socket.io servers joined by the same Redis adapter, a plain
 * HTTP request to the first that emits to a room, received by a client of the second, measured alternately with
 * the SOS in the same run.
 *
 * Env: BENCH_SOS_COUNT (200 of each), DATABASE_URL and REDIS_URL (required: without them it says so and stops).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CAMPUS_PLACES } from "@campusgo/domain";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import pg from "pg";
import { Server } from "socket.io";
import { io, type Socket } from "socket.io-client";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { driverPresence, driverProfiles, sessions, users } from "../apps/api/src/db/schema/index.ts";
import { randomToken, sha256 } from "../apps/api/src/lib/tokens.ts";
import { ms, percentile, ratio } from "./dispatch-stats.ts";

const COUNT = Number(process.env.BENCH_SOS_COUNT ?? 200);
const base = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!base || !redisUrl) {
  console.log("bench:sos needs DATABASE_URL (PostgreSQL) and REDIS_URL: two instances share them. Skipped.");
  process.exit(0);
}

const withDb = (name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};
async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDb("postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dbName = `cgbench_sos_${randomBytes(4).toString("hex")}`;
await adminQuery(`CREATE DATABASE "${dbName}"`);
const dataDir = mkdtempSync(join(tmpdir(), "campusgo-bench-"));
const prefix = `cgbench:${randomBytes(4).toString("hex")}`;
const config = loadConfig({
  NODE_ENV: "production",
  MAIL_DISABLED: "1",
  SMS_DISABLED: "1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  DEMO: "0",
  DATABASE_URL: withDb(dbName),
  REDIS_URL: redisUrl,
  REDIS_PREFIX: prefix,
  LOCATION_MIN_INTERVAL_MS: "0",
  SESSION_SECRET: randomBytes(32).toString("hex"),
});

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};
const a = await buildApp({ config });
await a.ready();
const b = await buildApp({ config });
await b.ready();
const urlA = await listen(a);
const urlB = await listen(b);
const db = a.db;

// People: an admin, a rider and an approved driver online, each with a session.
const tag = randomBytes(3).toString("hex");
const person = async (role: "admin" | "passenger" | "driver") => {
  const [user] = await db
    .insert(users)
    .values({
      role,
      ...(role === "admin" ? { adminRight: "super_admin" as const } : {}),
      fullName: `Bench ${role}`,
      email: `bench-${tag}-${role}@example.test`,
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("user not made");
  const token = randomToken();
  await db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { user, cookie: `cg_session=${token}` };
};
const admin = await person("admin");
const rider = await person("passenger");
const driver = await person("driver");
const pickupPlace = CAMPUS_PLACES.find((p) => p.slug === "odenigwe");
const destPlace = CAMPUS_PLACES.find((p) => p.slug === "main-gate");
if (!pickupPlace || !destPlace) throw new Error("campus places missing");
await db.insert(driverProfiles).values({
  userId: driver.user.id,
  kycStatus: "approved",
  kycStep: 4,
  vehicleType: "Keke",
  plateNumber: "ENU-BENCH",
  vehicleColor: "Yellow",
  numberOfSeats: 3,
});
await db.insert(driverPresence).values({ driverId: driver.user.id, online: true });
await a.locations.update({
  driverId: driver.user.id,
  rideType: 1,
  lat: pickupPlace.lat,
  lon: pickupPlace.lon,
  heading: null,
  speed: null,
  at: Date.now(),
  idle: true,
});

const post = async (url: string, cookie: string, body: unknown = {}) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-campusgo-csrf": "1", cookie },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { id?: string } };
  if (res.status >= 300) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};

// A ride under way: booked, offered on, accepted.
const place = (p: { lat: number; lon: number; name: string }) => ({ lat: p.lat, lon: p.lon, name: p.name });
const ride = await post(`${urlA}/api/rides`, rider.cookie, {
  rideType: 1,
  pickup: place(pickupPlace),
  destination: place(destPlace),
  luggage: { hasLuggage: false },
});
const rideId = ride.data?.id as string;
const offer = await post(`${urlA}/api/rides/${rideId}/offers`, driver.cookie);
await post(`${urlA}/api/offers/${offer.data?.id}/accept`, rider.cookie);

const connect = async (url: string, cookie?: string): Promise<Socket> => {
  const socket = io(url, {
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
};
const adminOnB = await connect(urlB, admin.cookie);
const adminOnA = await connect(urlA, admin.cookie);

// The floor: two bare socket.io servers on the same Redis, a plain HTTP request to the first emits to a room.
const bareRedis = new Redis(redisUrl);
const bare = async () => {
  const pub = bareRedis.duplicate();
  const sub = bareRedis.duplicate();
  const http = createServer();
  const server = new Server(http, { serveClient: false });
  server.adapter(createAdapter(pub, sub, { key: `${prefix}:bare` }));
  server.on("connection", (socket) => void socket.join("admins"));
  http.on("request", (req, res) => {
    if (req.method !== "POST") return;
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      server.to("admins").emit("sos:raised", JSON.parse(body));
      res.writeHead(201, { "content-type": "application/json" });
      res.end("{}");
    });
  });
  await new Promise<void>((done) => http.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      server.close();
      pub.disconnect();
      sub.disconnect();
    },
  };
};
const bareA = await bare();
const bareB = await bare();
const bareClient = await connect(bareB.url);

const next = (socket: Socket, event: string) =>
  new Promise<number>((resolve) => socket.once(event, () => resolve(performance.now())));

const sosTimes: number[] = [];
const sosOnA: number[] = [];
const floorTimes: number[] = [];
// A few of each first, not counted: connections, prepared statements, the JIT.
for (let i = 0; i < COUNT + 10; i++) {
  const heardB = next(adminOnB, "sos:raised");
  const heardA = next(adminOnA, "sos:raised");
  const started = performance.now();
  const raised = await post(`${urlA}/api/sos`, rider.cookie, { kind: "ride", tripId: rideId });
  const [atB, atA] = await Promise.all([heardB, heardA]);
  await post(`${urlA}/api/sos/${raised.data?.id}/safe`, rider.cookie);

  const floorHeard = next(bareClient, "sos:raised");
  const floorStarted = performance.now();
  await fetch(`${bareA.url}/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tripId: rideId, at: Date.now() }),
  });
  const floorAt = await floorHeard;
  if (i < 10) continue;
  sosTimes.push(atB - started);
  sosOnA.push(atA - started);
  floorTimes.push(floorAt - floorStarted);
}

const p = (values: number[], q: number) => percentile(values, q);
console.log(`SOS to the admins' sockets, ${COUNT} SOS raised on instance A (PostgreSQL + Redis adapter)`);
console.log(`  admin on instance B:  p50 ${ms(p(sosTimes, 50))}, p95 ${ms(p(sosTimes, 95))}`);
console.log(`  admin on instance A:  p50 ${ms(p(sosOnA, 50))}, p95 ${ms(p(sosOnA, 95))}`);
console.log(
  `  floor (bare socket.io, HTTP to server 1, emit to a room, client on server 2 through the same Redis): p50 ${ms(p(floorTimes, 50))}, p95 ${ms(p(floorTimes, 95))}`,
);
console.log(
  `  ratio SOS / floor: p50 ${ratio(p(sosTimes, 50), p(floorTimes, 50))}, p95 ${ratio(p(sosTimes, 95), p(floorTimes, 95))}`,
);

adminOnA.disconnect();
adminOnB.disconnect();
bareClient.disconnect();
await bareA.close();
await bareB.close();
bareRedis.disconnect();
await b.close();
await a.close();
await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
