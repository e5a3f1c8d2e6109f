import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/client.ts";

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations folder as it was up to (and with) the migration tagged `last`. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), "campusgo-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(join(dir, "meta", "_journal.json"), "utf8")) as Journal;
  const end = journal.entries.findIndex((e) => e.tag === last);
  expect(end, last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  return dir;
}

describe("upgrading a database with rides in it", () => {
  it("the trip core keeps every ride and its events: each ride becomes a trip, its events the trip's", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const before = migrationsUpTo("0015_login_checks_in_flight");
    try {
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into users (id, full_name, email, role) values
          ('00000000-0000-4000-8000-000000000001', 'Ada Obi', 'ada@example.test', 'passenger');
        insert into rides (id, rider_id, status, ride_type, pickup_lat, pickup_lon, pickup_name, dest_lat, dest_lon,
          dest_name, fare_kobo, distance_m, duration_s, search_radius_m)
          values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'searching', 1,
          6.86, 7.40, 'Hill-top', 6.87, 7.41, 'Main gate', 50000, 1500, 300, 2000);
        insert into ride_events (id, ride_id, event, from_status, to_status, actor)
          values ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000a1', 'book', null,
          'searching', 'rider');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const trips = await client.query("select id, kind from trips");
      expect(trips.rows).toEqual([{ id: "00000000-0000-4000-8000-0000000000a1", kind: "ride" }]);
      const events = await client.query("select trip_id, trip_kind, event, seq from trip_events");
      expect(events.rows).toEqual([
        { trip_id: "00000000-0000-4000-8000-0000000000a1", trip_kind: "ride", event: "book", seq: 1 },
      ]);
      // The sequence goes on where it was.
      await client.exec(`insert into trip_events (id, trip_id, trip_kind, event, to_status, actor)
        values ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-0000000000a1', 'ride', 'expire',
        'expired', 'system')`);
      const seqs = await client.query<{ seq: number }>("select seq from trip_events order by seq");
      expect(seqs.rows.map((r) => Number(r.seq))).toEqual([1, 2]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
