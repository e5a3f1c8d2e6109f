import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain";
import {
  type DriverPosition,
  type LocationIndex,
  METERS_PER_DEGREE,
  type NearbyDriverPosition,
  type NearbyQuery,
} from "./location-index.ts";

/**
 * Grid cells of about 550 m. A query visits cells in rings around the query's cell, nearest ring first, and
 * stops once no farther ring can hold anything nearer than its current matches (or the radius is covered).
 */
const CELL_DEGREES = 0.005;
const RAD = Math.PI / 180;

interface Entry extends DriverPosition {
  cell: number;
  /** Position in its cell's list (removal swaps the last entry into it). */
  slot: number;
}

type Grid = Map<number, Entry[]>;

/** One number per cell (rows and columns stay far below 2^20 for any latitude and longitude). */
const cellKey = (row: number, col: number) => (row + 20_000) * 100_000 + (col + 40_000);
const rowOf = (lat: number) => Math.floor(lat / CELL_DEGREES);
const colOf = (lon: number) => Math.floor(lon / CELL_DEGREES);

/** The in-process live-location index (one instance, no Redis): a grid per ride type. */
export class MemoryLocationIndex implements LocationIndex {
  readonly kind = "memory" as const;
  private readonly entries = new Map<string, Entry>();
  private readonly grids = new Map<RideTypeId, Grid>(RIDE_TYPES.map((t) => [t.id, new Map()]));

  async update(position: DriverPosition): Promise<void> {
    this.put(position);
  }

  /** Synchronous update; an existing entry is changed in place. */
  put(p: DriverPosition): void {
    const cell = cellKey(rowOf(p.lat), colOf(p.lon));
    let entry = this.entries.get(p.driverId);
    if (entry && (entry.cell !== cell || entry.rideType !== p.rideType)) {
      this.unlink(entry);
      entry = undefined;
    }
    if (entry) {
      entry.lat = p.lat;
      entry.lon = p.lon;
      entry.heading = p.heading;
      entry.speed = p.speed;
      entry.at = p.at;
      entry.idle = p.idle;
      return;
    }
    const grid = this.grids.get(p.rideType);
    if (!grid) return;
    let members = grid.get(cell);
    if (!members) {
      members = [];
      grid.set(cell, members);
    }
    const created: Entry = { ...p, cell, slot: members.length };
    members.push(created);
    this.entries.set(p.driverId, created);
  }

  private unlink(entry: Entry): void {
    this.entries.delete(entry.driverId);
    const grid = this.grids.get(entry.rideType);
    const members = grid?.get(entry.cell);
    if (!grid || !members) return;
    const last = members.pop();
    if (last && last !== entry) {
      members[entry.slot] = last;
      last.slot = entry.slot;
    }
    if (members.length === 0) grid.delete(entry.cell);
  }

  async remove(driverId: string): Promise<void> {
    const entry = this.entries.get(driverId);
    if (entry) this.unlink(entry);
  }

  async get(driverId: string): Promise<DriverPosition | undefined> {
    const e = this.entries.get(driverId);
    return e ? copy(e) : undefined;
  }

  async nearby(query: NearbyQuery): Promise<NearbyDriverPosition[]> {
    return this.nearbySync(query);
  }

  nearbySync(query: NearbyQuery): NearbyDriverPosition[] {
    const mPerLat = METERS_PER_DEGREE;
    const mPerLon = METERS_PER_DEGREE * Math.cos(query.lat * RAD);
    // Equirectangular distances: within a few kilometres they differ from great-circle ones by far less than
    // a metre, and they cost no trigonometry per driver.
    const r2 = query.radiusM * query.radiusM;
    const centreRow = rowOf(query.lat);
    const centreCol = colOf(query.lon);
    const rowSpan = Math.ceil(query.radiusM / (mPerLat * CELL_DEGREES)) + 1;
    const colSpan = Math.ceil(query.radiusM / (Math.max(1, mPerLon) * CELL_DEGREES)) + 1;
    const maxRing = Math.max(rowSpan, colSpan);
    const cellSideM = Math.min(mPerLat, Math.max(1, mPerLon)) * CELL_DEGREES;
    const limit = query.limit;
    // The nearest `limit` matches, kept sorted by distance (insertion into a short list).
    const best: { entry: Entry; d: number }[] = [];
    const grids = query.rideType === undefined ? [...this.grids.values()] : [this.grids.get(query.rideType)];
    const visit = (members: Entry[] | undefined) => {
      if (!members) return;
      for (let k = 0; k < members.length; k++) {
        const e = members[k] as Entry;
        if (e.at < query.freshAfter || (query.idleOnly && !e.idle)) continue;
        const dy = (e.lat - query.lat) * mPerLat;
        const dx = (e.lon - query.lon) * mPerLon;
        const d2 = dx * dx + dy * dy;
        if (d2 > r2) continue;
        const d = Math.sqrt(d2);
        if (best.length === limit && d >= (best[limit - 1] as { d: number }).d) continue;
        let i = best.length;
        while (i > 0 && (best[i - 1] as { d: number }).d > d) i--;
        best.splice(i, 0, { entry: e, d });
        if (best.length > limit) best.pop();
      }
    };
    for (let ring = 0; ring <= maxRing; ring++) {
      // Every cell of this ring is at least (ring - 1) cells from the query point.
      const nearest = Math.max(0, ring - 1) * cellSideM;
      if (nearest > query.radiusM) break;
      if (best.length === limit && nearest > (best[limit - 1] as { d: number }).d) break;
      for (const grid of grids) {
        if (!grid) continue;
        for (let row = centreRow - ring; row <= centreRow + ring; row++) {
          const edge = row === centreRow - ring || row === centreRow + ring;
          if (Math.abs(row - centreRow) > rowSpan) continue;
          if (edge) {
            for (let col = centreCol - ring; col <= centreCol + ring; col++) {
              if (Math.abs(col - centreCol) <= colSpan) visit(grid.get(cellKey(row, col)));
            }
          } else {
            if (ring <= colSpan) {
              visit(grid.get(cellKey(row, centreCol - ring)));
              visit(grid.get(cellKey(row, centreCol + ring)));
            }
          }
        }
      }
    }
    return best.map(({ entry, d }) => ({ ...copy(entry), distanceM: d }));
  }

  async prune(before: number): Promise<void> {
    for (const entry of [...this.entries.values()]) if (entry.at < before) this.unlink(entry);
  }

  get size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    this.entries.clear();
    for (const grid of this.grids.values()) grid.clear();
  }
}

function copy(e: Entry): DriverPosition {
  return {
    driverId: e.driverId,
    rideType: e.rideType,
    lat: e.lat,
    lon: e.lon,
    heading: e.heading,
    speed: e.speed,
    at: e.at,
    idle: e.idle,
  };
}
