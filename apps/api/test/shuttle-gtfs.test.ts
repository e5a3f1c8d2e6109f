import { type LineInput, plannedOffsetsS } from "@campusgo/domain";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gtfsTime } from "../src/modules/shuttles/gtfs.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A CSV file as rows of named fields (GTFS: a header line, fields quoted when they hold a comma or a quote). */
function table(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n") {
      row.push(cell.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  const [header = [], ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

const seconds = (hhmmss: string) => {
  const [h = 0, m = 0, s = 0] = hhmmss.split(":").map(Number);
  return h * 3600 + m * 60 + s;
};

const line = (name: string, overrides: Partial<LineInput> = {}): LineInput => ({
  name,
  colour: "#1b7f4c",
  stops: [
    { name: "Main gate", lat: 6.8588, lon: 7.3957 },
    { name: 'Library, "new" wing', lat: 6.8672, lon: 7.4081 },
    { name: "Hill-top", lat: 6.8712, lon: 7.4122 },
  ],
  opensAt: "07:00",
  closesAt: "21:30",
  headwayMin: 12,
  flatFareKobo: 10_000,
  fares: [{ from: 0, to: 2, amountKobo: 15_000 }],
  ...overrides,
});

describe("GET /gtfs.zip", () => {
  it("is a GTFS feed of every line: files that refer to each other, times that run forward, fares", async () => {
    const admin = await signedIn(t, await createUser(t, { role: "admin" }));
    for (const body of [line("Green loop"), line("Town line", { loop: false, colour: "#F1C40F" })]) {
      const res = await admin({ method: "POST", url: "/api/admin/shuttle/lines", payload: body });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await client(t)({ method: "GET", url: "/gtfs.zip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(res.rawPayload);
    const read = (name: string) => table(strFromU8(files[name] ?? new Uint8Array()));
    for (const required of [
      "agency.txt",
      "stops.txt",
      "routes.txt",
      "trips.txt",
      "stop_times.txt",
      "calendar.txt",
    ]) {
      expect(Object.keys(files)).toContain(required);
    }
    const [agency] = read("agency.txt");
    expect(agency).toMatchObject({ agency_name: "CampusGo", agency_timezone: "Africa/Lagos" });

    const routes = read("routes.txt");
    const green = routes.find((r) => r.route_short_name === "Green loop");
    const town = routes.find((r) => r.route_short_name === "Town line");
    expect(green).toMatchObject({ route_type: "3", route_color: "1B7F4C", route_text_color: "FFFFFF" });
    expect(town).toMatchObject({ route_color: "F1C40F", route_text_color: "000000" });
    const stops = read("stops.txt");
    expect(stops.map((s) => s.stop_name)).toContain('Library, "new" wing');
    const stopIds = new Set(stops.map((s) => s.stop_id));
    const trips = read("trips.txt");
    expect(trips.every((trip) => routes.some((r) => r.route_id === trip.route_id))).toBe(true);
    const calendar = read("calendar.txt");
    expect(trips.every((trip) => calendar.some((c) => c.service_id === trip.service_id))).toBe(true);

    // Each trip calls at its stops in order, times running forward from the opening time; a loop ends where it
    // began.
    const stopTimes = read("stop_times.txt");
    for (const trip of trips) {
      const calls = stopTimes.filter((s) => s.trip_id === trip.trip_id);
      expect(calls.every((c) => stopIds.has(c.stop_id))).toBe(true);
      expect(calls.map((c) => Number(c.stop_sequence))).toEqual(calls.map((_, i) => i + 1));
      const times = calls.map((c) => seconds(c.arrival_time ?? ""));
      expect(times[0]).toBe(7 * 3600);
      expect(times.every((s, i) => i === 0 || s > (times[i - 1] ?? 0))).toBe(true);
      const isGreen = trip.route_id === green?.route_id;
      expect(calls.length).toBe(isGreen ? 4 : 3);
      if (isGreen) expect(calls[3]?.stop_id).toBe(calls[0]?.stop_id);
    }
    const [first] = stopTimes;
    expect(first?.arrival_time).toBe(gtfsTime(7 * 3600));
    const frequencies = read("frequencies.txt");
    expect(frequencies.find((f) => f.trip_id === trips[0]?.trip_id)).toMatchObject({
      start_time: "07:00:00",
      end_time: "21:30:00",
      headway_secs: "720",
    });

    // The flat fare per line, and the fare between two stops through their zones.
    const fares = read("fare_attributes.txt");
    const rules = read("fare_rules.txt");
    const flat = rules.find((r) => r.route_id === green?.route_id && !r.origin_id);
    expect(fares.find((f) => f.fare_id === flat?.fare_id)).toMatchObject({
      price: "100.00",
      currency_type: "NGN",
    });
    const pair = rules.find((r) => r.route_id === green?.route_id && r.origin_id);
    expect(fares.find((f) => f.fare_id === pair?.fare_id)?.price).toBe("150.00");
    expect(stops.find((s) => s.stop_id === pair?.origin_id)?.zone_id).toBe(pair?.origin_id);

    // A planner that has this version is told so.
    const again = await client(t)({
      method: "GET",
      url: "/gtfs.zip",
      headers: { "if-none-match": res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("times a trip by the planned timetable", () => {
    const [a, b] = plannedOffsetsS(
      [
        { lat: 6.8588, lon: 7.3957 },
        { lat: 6.8672, lon: 7.4081 },
      ],
      false,
    );
    expect(a).toBe(0);
    // About 2.2 km on the road at 15 km/h, and half a minute at the stop: some 9 minutes.
    expect(b).toBeGreaterThan(8 * 60);
    expect(b).toBeLessThan(10 * 60);
  });
});
