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
  // Runs every migration twice in the embedded database (WebAssembly): seconds alone, longer on a busy machine.
  it("the trip core keeps every ride and its events: each ride becomes a trip, its events the trip's, its driver's job, offers, charge and PIN the core's", async () => {
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
        insert into users (id, full_name, email, role) values
          ('00000000-0000-4000-8000-000000000002', 'Ben Eze', 'ben@example.test', 'driver'),
          ('00000000-0000-4000-8000-000000000003', 'Chi Uba', 'chi@example.test', 'passenger');
        insert into rides (id, rider_id, driver_id, status, ride_type, pickup_lat, pickup_lon, pickup_name, dest_lat,
          dest_lon, dest_name, fare_kobo, distance_m, duration_s, search_radius_m, pin, pin_attempts)
          values ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000003',
          '00000000-0000-4000-8000-000000000002', 'arrived', 1, 6.86, 7.40, 'Hill-top', 6.87, 7.41, 'Main gate',
          50000, 1500, 300, 2000, '4821', 2);
        insert into ride_dispatches (ride_id, driver_id, radius_m, distance_to_pickup_m)
          values ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000002', 2000, 800);
        insert into offers (id, ride_id, driver_id, status, amount_kobo, eta_s, distance_m, expires_at)
          values ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000a2',
          '00000000-0000-4000-8000-000000000002', 'accepted', 50000, 120, 800, now());
        insert into ride_charges (ride_id, rider_id, driver_id, kind, amount_kobo)
          values ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000003',
          '00000000-0000-4000-8000-000000000002', 'cancellation_fee', 20000);
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const trips = await client.query("select id, kind from trips");
      expect(trips.rows).toEqual([
        { id: "00000000-0000-4000-8000-0000000000a1", kind: "ride" },
        { id: "00000000-0000-4000-8000-0000000000a2", kind: "ride" },
      ]);
      // The driver waiting at the pickup keeps the job, and the rider's PIN, with its count of wrong tries.
      const jobs = await client.query("select driver_id, trip_id from driver_jobs");
      expect(jobs.rows).toEqual([
        {
          driver_id: "00000000-0000-4000-8000-000000000002",
          trip_id: "00000000-0000-4000-8000-0000000000a2",
        },
      ]);
      // Its offer and who it was sent to are the trip's.
      const offers = await client.query("select id, trip_id, status from offers");
      expect(offers.rows).toEqual([
        {
          id: "00000000-0000-4000-8000-0000000000f1",
          trip_id: "00000000-0000-4000-8000-0000000000a2",
          status: "accepted",
        },
      ]);
      const sent = await client.query("select trip_id, driver_id from trip_dispatches");
      expect(sent.rows).toEqual([
        {
          trip_id: "00000000-0000-4000-8000-0000000000a2",
          driver_id: "00000000-0000-4000-8000-000000000002",
        },
      ]);
      const charges = await client.query("select trip_id, kind, amount_kobo, status from trip_charges");
      expect(charges.rows).toEqual([
        {
          trip_id: "00000000-0000-4000-8000-0000000000a2",
          kind: "cancellation_fee",
          amount_kobo: 20000,
          status: "owed",
        },
      ]);
      const codes = await client.query(
        "select trip_id, purpose, code, attempts, used_at from handover_codes",
      );
      expect(codes.rows).toEqual([
        {
          trip_id: "00000000-0000-4000-8000-0000000000a2",
          purpose: "pickup",
          code: "4821",
          attempts: 2,
          used_at: null,
        },
      ]);
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
  }, 120_000);
});
