/** Nearby queries over 10,000 indexed drivers: in memory and in Redis, against floors measured alongside. */
import { randomBytes } from "node:crypto";
import { haversineMeters, type RideTypeId } from "@campusgo/domain";
import { Redis } from "ioredis";
import type { DriverPosition } from "../apps/api/src/realtime/location-index.ts";
import { MemoryLocationIndex } from "../apps/api/src/realtime/memory-location-index.ts";
import { RedisLocationIndex } from "../apps/api/src/realtime/redis-location-index.ts";
import { percentile, randomCampusPoint } from "./dispatch-stats.ts";

const INDEXED = 10_000;
const QUERIES = 5_000;

function positions(): DriverPosition[] {
  const now = Date.now();
  return Array.from({ length: INDEXED }, (_, i) => ({
    driverId: `driver-${i}`,
    rideType: ((i % 3) + 1) as RideTypeId,
    ...randomCampusPoint(),
    heading: null,
    speed: null,
    at: now,
    idle: i % 10 !== 0,
  }));
}

type Point = { lat: number; lon: number };
const pointAt = (points: Point[], i: number) => points[i % points.length] as Point;

const query = (p: { lat: number; lon: number }, i: number) => ({
  lat: p.lat,
  lon: p.lon,
  radiusM: 3000,
  rideType: ((i % 3) + 1) as RideTypeId,
  idleOnly: true,
  limit: 30,
  freshAfter: Date.now() - 60_000,
});

export interface NearbyResult {
  memoryP99Ms: number;
  /** A full scan of the same 10,000 positions: what the grid index saves. */
  scanP99Ms: number;
  redisP99Ms?: number;
  /** A Redis PING round trip: the floor any Redis query pays. */
  pingP99Ms?: number;
}

export async function benchNearby(redisUrl?: string): Promise<NearbyResult> {
  const all = positions();
  const memory = new MemoryLocationIndex();
  for (const p of all) memory.put(p);
  const points = Array.from({ length: QUERIES }, randomCampusPoint);
  // Warm up, then measure in rounds that alternate index and floor; the quietest round counts for each.
  for (let i = 0; i < 500; i++) memory.nearbySync(query(pointAt(points, i), i));
  const memoryP99s: number[] = [];
  const scanP99s: number[] = [];
  for (let round = 0; round < 3; round++) {
    const memoryTimes: number[] = [];
    points.forEach((p, i) => {
      const t = process.hrtime.bigint();
      memory.nearbySync(query(p, i));
      memoryTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
    });
    memoryP99s.push(percentile(memoryTimes, 99));
    const scanTimes: number[] = [];
    points.slice(0, 1000).forEach((p, i) => {
      const q = query(p, i);
      const t = process.hrtime.bigint();
      const found = all
        .filter((d) => d.rideType === q.rideType && d.idle)
        .map((d) => ({ d, m: haversineMeters(q, d) }))
        .filter((x) => x.m <= q.radiusM)
        .sort((a, b) => a.m - b.m)
        .slice(0, q.limit);
      if (found.length < 0) throw new Error("unreachable");
      scanTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
    });
    scanP99s.push(percentile(scanTimes, 99));
  }
  const result: NearbyResult = { memoryP99Ms: Math.min(...memoryP99s), scanP99Ms: Math.min(...scanP99s) };
  if (!redisUrl) return result;

  const redis = new Redis(redisUrl);
  const prefix = `cgbench:${randomBytes(4).toString("hex")}`;
  const index = new RedisLocationIndex(redis, prefix);
  try {
    for (let i = 0; i < all.length; i += 200)
      await Promise.all(all.slice(i, i + 200).map((p) => index.update(p)));
    for (let i = 0; i < 200; i++) await index.nearby(query(pointAt(points, i), i));
    const redisP99s: number[] = [];
    const pingP99s: number[] = [];
    for (let round = 0; round < 3; round++) {
      const redisTimes: number[] = [];
      const pingTimes: number[] = [];
      for (let i = 0; i < 1000; i++) {
        const p = pointAt(points, i);
        let t = process.hrtime.bigint();
        await index.nearby(query(p, i));
        redisTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
        t = process.hrtime.bigint();
        await redis.ping();
        pingTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      redisP99s.push(percentile(redisTimes, 99));
      pingP99s.push(percentile(pingTimes, 99));
    }
    result.redisP99Ms = Math.min(...redisP99s);
    result.pingP99Ms = Math.min(...pingP99s);
  } finally {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  return result;
}
