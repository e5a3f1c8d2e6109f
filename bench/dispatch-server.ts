/**
 * The API as the benchmark's server, in its own process: seeds drivers and riders with sessions, listens on a
 * free port, and answers the parent's questions (event-loop lag, RSS, positions ingested) over IPC.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { RideTypeId, VehicleType } from "@campusgo/domain";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { driverPresence, driverProfiles, sessions, users } from "../apps/api/src/db/schema/index.ts";
import { randomToken, sha256 } from "../apps/api/src/lib/tokens.ts";

const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 2000);
const RIDERS = Number(process.env.BENCH_RIDERS ?? 60);
const VEHICLES: [VehicleType, RideTypeId][] = [
  ["Keke", 1],
  ["Motorcycle", 2],
  ["Shuttle Bus", 3],
];

const dataDir = mkdtempSync(join(tmpdir(), "campusgo-bench-"));
const env: Record<string, string | undefined> = {
  NODE_ENV: "production",
  // The benchmark sends no mail or SMS; production refuses to start without SMTP_URL or Africa's Talking's
  // credentials unless they are disabled.
  MAIL_DISABLED: "1",
  SMS_DISABLED: "1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  DEMO: "0",
  PORT: "0",
  HOST: "127.0.0.1",
  // Widening would blur "the first radius"; the benchmark measures the first dispatch only.
  DISPATCH_STEP_MS: "600000",
  DISPATCH_TIMEOUT_MS: "600000",
  // The drivers stop sending positions once the steady part ends; the rides booked after it must still find
  // them (with 10,000 drivers the booking part outlasted the default minute and later rides went to nobody).
  LOCATION_STALE_MS: "3600000",
  LOCATION_MIN_INTERVAL_MS: process.env.BENCH_MIN_INTERVAL_MS ?? "900",
  REDIS_PREFIX: `cgbench:${randomBytes(4).toString("hex")}`,
};
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
// An own database on PostgreSQL would need creating; the benchmark uses the embedded one unless asked.
if (process.env.BENCH_USE_POSTGRES !== "1") delete env.DATABASE_URL;
const config = loadConfig(env);
const app = await buildApp({ config });
await app.ready();

// Count every position the index takes.
let ingested = 0;
const locations = app.rideDeps.locations;
const update = locations.update.bind(locations);
locations.update = async (p) => {
  ingested++;
  await update(p);
};

const db = app.db;
const now = new Date();
const expiresAt = new Date(Date.now() + 24 * 3600_000);
const tag = randomBytes(3).toString("hex");
const makeUsers = async (count: number, role: "driver" | "passenger") => {
  const rows = [];
  for (let i = 0; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
      role,
      fullName: `Bench ${role} ${i + k}`,
      email: `bench-${tag}-${role}-${i + k}@example.test`,
      emailVerifiedAt: now,
    }));
    rows.push(...(await db.insert(users).values(batch).returning({ id: users.id })));
  }
  return rows.map((r) => r.id);
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

const driverIds = await makeUsers(DRIVERS, "driver");
for (let i = 0; i < driverIds.length; i += 500) {
  const batch = driverIds.slice(i, i + 500);
  await db.insert(driverProfiles).values(
    batch.map((userId, k) => ({
      userId,
      kycStatus: "approved" as const,
      kycStep: 4,
      vehicleType: VEHICLES[(i + k) % 3]?.[0] ?? "Keke",
      plateNumber: `BEN-${i + k}`,
    })),
  );
  await db.insert(driverPresence).values(batch.map((driverId) => ({ driverId, online: true })));
}
const driverCookies = await sessionsFor(driverIds);
const riderIds = await makeUsers(RIDERS, "passenger");
const riderCookies = await sessionsFor(riderIds);

await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();

process.on("message", async (message: { type: string }) => {
  if (message.type === "reset") {
    lag.reset();
    ingested = 0;
    process.send?.({ type: "reset" });
  } else if (message.type === "stats") {
    process.send?.({
      type: "stats",
      stats: {
        lagP50Ms: lag.percentile(50) / 1e6,
        lagP99Ms: lag.percentile(99) / 1e6,
        lagMaxMs: lag.max / 1e6,
        rss: process.memoryUsage().rss,
        ingested,
      },
    });
  } else if (message.type === "settled-rss") {
    // Two full collections (the second frees what the first's finalisers let go), then a moment to return pages.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    await new Promise((r) => setTimeout(r, 500));
    process.send?.({ type: "settled-rss", rss: process.memoryUsage().rss });
  } else if (message.type === "stop") {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});

process.send?.({
  type: "ready",
  url: `http://127.0.0.1:${port}`,
  drivers: driverIds.map((id, i) => ({ id, cookie: driverCookies[i], rideType: VEHICLES[i % 3]?.[1] ?? 1 })),
  riders: riderCookies,
});
