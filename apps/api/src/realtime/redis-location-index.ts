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

  async update(p: DriverPosition): Promise<void> {
    const pipeline = this.redis.pipeline().geoadd(this.geoKey(p.rideType), p.lon, p.lat, p.driverId);
    if (this.writtenType.get(p.driverId) !== p.rideType) {
      for (const type of TYPES) if (type !== p.rideType) pipeline.zrem(this.geoKey(type), p.driverId);
      this.writtenType.set(p.driverId, p.rideType);
    }
    pipeline
      .hset(
        this.dataKey,
        p.driverId,
        JSON.stringify([p.rideType, p.lat, p.lon, p.heading, p.speed, p.at, p.idle ? 1 : 0]),
      )
      .zadd(this.seenKey, p.at, p.driverId);
    await pipeline.exec();
  }

  async remove(driverId: string): Promise<void> {
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
