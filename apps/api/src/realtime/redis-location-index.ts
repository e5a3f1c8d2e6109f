import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain";
import type { Redis } from "ioredis";
import type { DriverPosition, LocationIndex, NearbyDriverPosition, NearbyQuery } from "./location-index.ts";

const TYPES = RIDE_TYPES.map((t) => t.id);

/**
 * Live locations in Redis, shared by every instance: one GEO set per ride type, the last report of each
 * driver in a hash, and a sorted set of report times so stale drivers can be pruned.
 */
export class RedisLocationIndex implements LocationIndex {
  readonly kind = "redis" as const;
  private readonly dataKey: string;
  private readonly seenKey: string;
  /** The ride type this instance last wrote for each driver: the other types' sets need cleaning only on a change. */
  private readonly writtenType = new Map<string, RideTypeId>();
  /** Positions not yet written (the latest of each driver) and the callers waiting for the write. */
  private pending = new Map<string, DriverPosition>();
  private waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.dataKey = `${prefix}:loc:data`;
    this.seenKey = `${prefix}:loc:seen`;
  }

  private geoKey(type: RideTypeId): string {
    return `${this.prefix}:loc:geo:${type}`;
  }

  /**
   * Positions arriving in the same turn of the event loop go to Redis together, in one pipeline with one
   * command per set for all of them: far fewer commands than one pipeline per position under load.
   */
  update(p: DriverPosition): Promise<void> {
    this.pending.set(p.driverId, p);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = [...this.pending.values()];
    const waiting = this.waiting;
    this.pending = new Map();
    this.waiting = [];
    try {
      if (batch.length > 0) await this.write(batch);
      for (const w of waiting) w.resolve();
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }

  private async write(batch: DriverPosition[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const type of TYPES) {
      const members = batch.filter((p) => p.rideType === type).flatMap((p) => [p.lon, p.lat, p.driverId]);
      if (members.length > 0) pipeline.geoadd(this.geoKey(type), ...members);
    }
    for (const p of batch) {
      if (this.writtenType.get(p.driverId) === p.rideType) continue;
      for (const type of TYPES) if (type !== p.rideType) pipeline.zrem(this.geoKey(type), p.driverId);
      this.writtenType.set(p.driverId, p.rideType);
    }
    const data: Record<string, string> = {};
    for (const p of batch) {
      data[p.driverId] = JSON.stringify([p.rideType, p.lat, p.lon, p.heading, p.speed, p.at, p.idle ? 1 : 0]);
    }
    pipeline.hset(this.dataKey, data).zadd(this.seenKey, ...batch.flatMap((p) => [p.at, p.driverId]));
    await pipeline.exec();
  }

  async remove(driverId: string): Promise<void> {
    this.pending.delete(driverId);
    this.writtenType.delete(driverId);
    const pipeline = this.redis.pipeline();
    for (const type of TYPES) pipeline.zrem(this.geoKey(type), driverId);
    await pipeline.hdel(this.dataKey, driverId).zrem(this.seenKey, driverId).exec();
  }

  private decode(driverId: string, raw: string | null): DriverPosition | undefined {
    if (!raw) return undefined;
    const [rideType, lat, lon, heading, speed, at, idle] = JSON.parse(raw) as [
      RideTypeId,
      number,
      number,
      number | null,
      number | null,
      number,
      number,
    ];
    return { driverId, rideType, lat, lon, heading, speed, at, idle: idle === 1 };
  }

  async get(driverId: string): Promise<DriverPosition | undefined> {
    return this.decode(driverId, await this.redis.hget(this.dataKey, driverId));
  }

  async nearby(query: NearbyQuery): Promise<NearbyDriverPosition[]> {
    const types = query.rideType === undefined ? TYPES : [query.rideType];
    // Some matches may be stale or busy: ask for a few more than needed.
    const count = query.limit * 2 + 20;
    const pipeline = this.redis.pipeline();
    for (const type of types) {
      pipeline.geosearch(
        this.geoKey(type),
        "FROMLONLAT",
        query.lon,
        query.lat,
        "BYRADIUS",
        query.radiusM,
        "m",
        "ASC",
        "COUNT",
        count,
        "WITHDIST",
      );
    }
    const results = (await pipeline.exec()) ?? [];
    const hits: { id: string; distanceM: number }[] = [];
    for (const [error, rows] of results) {
      if (error) throw error;
      for (const [id, dist] of rows as [string, string][]) hits.push({ id, distanceM: Number(dist) });
    }
    if (hits.length === 0) return [];
    const raws = await this.redis.hmget(this.dataKey, ...hits.map((h) => h.id));
    const found: NearbyDriverPosition[] = [];
    hits.forEach((hit, i) => {
      const p = this.decode(hit.id, raws[i] ?? null);
      if (!p || p.at < query.freshAfter || (query.idleOnly && !p.idle)) return;
      found.push({ ...p, distanceM: hit.distanceM });
    });
    found.sort((a, b) => a.distanceM - b.distanceM);
    return found.slice(0, query.limit);
  }

  async prune(before: number): Promise<void> {
    const stale = await this.redis.zrangebyscore(this.seenKey, "-inf", `(${before}`, "LIMIT", 0, 1000);
    if (stale.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const type of TYPES) pipeline.zrem(this.geoKey(type), ...stale);
    // Only forget what was not refreshed in the meantime.
    pipeline.zremrangebyscore(this.seenKey, "-inf", `(${before}`);
    await pipeline.exec();
    const still = await this.redis.zmscore(this.seenKey, ...stale);
    const gone = stale.filter((_, i) => still[i] === null);
    for (const id of gone) this.writtenType.delete(id);
    if (gone.length > 0) await this.redis.hdel(this.dataKey, ...gone);
  }

  async close(): Promise<void> {
    this.writtenType.clear();
  }
}
