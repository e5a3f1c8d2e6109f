import { type LineInput, plannedOffsetsS } from "@campusgo/domain";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gtfsTime } from "../src/modules/shuttles/gtfs.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { checkGtfs } from "./helpers/gtfs-rules.ts";
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
    for (const body of [
      line("Green loop"),
      line("Town line", { loop: false, colour: "#F1C40F" }),
      line('Ring "B", north side', { colour: "#0A0A0A" }),
    ]) {
      const res = await admin({ method: "POST", url: "/api/admin/shuttle/lines", payload: body });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await client(t)({ method: "GET", url: "/gtfs.zip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(res.rawPayload);
    // Valid by the reference's rules, names with a comma and quotes included.
    expect(checkGtfs(files).problems).toEqual([]);
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
    expect(routes.find((r) => r.route_short_name === 'Ring "B", north side')?.route_color).toBe("0A0A0A");
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
      const isLoop = trip.route_id !== town?.route_id;
      expect(calls.length).toBe(isLoop ? 4 : 3);
      if (isLoop) expect(calls[3]?.stop_id).toBe(calls[0]?.stop_id);
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

  it("is checked by rules that each catch a feed breaking them", async () => {
    const admin = await signedIn(t, await createUser(t, { role: "admin" }));
    const created = await admin({
      method: "POST",
      url: "/api/admin/shuttle/lines",
      payload: line("Checked loop"),
    });
    expect(created.statusCode, created.body).toBe(201);
    const zip = unzipSync((await client(t)({ method: "GET", url: "/gtfs.zip" })).rawPayload);
    const good = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]));
    expect(checkGtfs(good).problems).toEqual([]);

    /** The feed with one file's rows changed (written back quoted as the reference says). */
    const rows = (name: string, change: (rows: Record<string, string>[]) => Record<string, string>[]) => {
      const header = (good[name] ?? "").split("\r\n")[0]?.split(",") ?? [];
      const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
      const body = change(table(good[name] ?? "").map((r) => ({ ...r })));
      return {
        ...good,
        [name]: `${[header.join(","), ...body.map((r) => header.map((h) => quote(r[h] ?? "")).join(","))].join("\r\n")}\r\n`,
      };
    };
    const set = (field: string, value: string) => (rs: Record<string, string>[]) =>
      rs.map((r, i) => (i === 0 ? { ...r, [field]: value } : r));
    const without = (name: string) => Object.fromEntries(Object.entries(good).filter(([n]) => n !== name));
    const text = (name: string, change: (text: string) => string) => ({
      ...good,
      [name]: change(good[name] ?? ""),
    });
    const stopName = 'Library, "new" wing';
    const broken: [string, Record<string, string | Uint8Array>, string][] = [
      ["a required file missing", without("stops.txt"), "stops.txt: required, missing"],
      ["no calendar", without("calendar.txt"), "calendar.txt or calendar_dates.txt"],
      ["no feed_info", without("feed_info.txt"), "feed_info.txt: recommended, missing"],
      [
        "a required field missing",
        text("routes.txt", (x) => x.replace("route_type", "route_kind")),
        "required field route_type missing",
      ],
      [
        "a required value empty",
        rows("trips.txt", set("service_id", "")),
        "trips.txt row 1: service_id empty",
      ],
      ["an id twice", rows("stops.txt", (rs) => [...rs, rs[0] as Record<string, string>]), '" twice'],
      [
        "no dates the feed is good for",
        rows("feed_info.txt", set("feed_end_date", "")),
        "feed_start_date and feed_end_date recommended",
      ],
      [
        "a trip of no route",
        rows("trips.txt", set("route_id", "nowhere")),
        'route_id "nowhere" not in routes.txt',
      ],
      [
        "a call at no stop",
        rows("stop_times.txt", set("stop_id", "nowhere")),
        'stop_id "nowhere" not in stops.txt',
      ],
      ["a service of no calendar", rows("trips.txt", set("service_id", "weekdays")), "not in calendar.txt"],
      [
        "a call of no trip",
        rows("stop_times.txt", set("trip_id", "ghost")),
        'trip_id "ghost" not in trips.txt',
      ],
      [
        "a shape that is not there",
        text("trips.txt", (x) =>
          x
            .split("\r\n")
            .map((l, k) => (l === "" ? l : `${l},${k === 0 ? "shape_id" : "s1"}`))
            .join("\r\n"),
        ),
        'shape_id "s1" not in shapes.txt',
      ],
      [
        "a fare of no fare_id",
        rows("fare_rules.txt", set("fare_id", "free")),
        'fare_id "free" not in fare_attributes.txt',
      ],
      [
        "a fare zone of no stop",
        rows("fare_rules.txt", (rs) => rs.map((r) => (r.origin_id ? { ...r, origin_id: "zone-x" } : r))),
        'origin_id "zone-x"',
      ],
      [
        "a time not HH:MM:SS",
        rows("stop_times.txt", set("arrival_time", "7:00")),
        'arrival_time "7:00" not HH:MM:SS',
      ],
      [
        "a time going back",
        rows("stop_times.txt", (rs) =>
          rs.map((r, i) => (i === 1 ? { ...r, arrival_time: "06:00:00", departure_time: "06:00:00" } : r)),
        ),
        "arrives before the previous stop's departure",
      ],
      [
        "a stop_sequence going back",
        rows("stop_times.txt", (rs) => rs.map((r, i) => (i === 1 ? { ...r, stop_sequence: "0" } : r))),
        "stop_sequence not increasing",
      ],
      [
        "a frequency ending before it starts",
        rows("frequencies.txt", set("end_time", "06:00:00")),
        "end_time not after start_time",
      ],
      ["a latitude off the Earth", rows("stops.txt", set("stop_lat", "96.5")), 'stop_lat "96.5"'],
      [
        "a stop at 0,0",
        rows("stops.txt", (rs) => rs.map((r, i) => (i === 0 ? { ...r, stop_lat: "0", stop_lon: "0" } : r))),
        "at 0,0",
      ],
      [
        "a route type of none",
        rows("routes.txt", set("route_type", "99")),
        'route_type "99" not a route type',
      ],
      [
        "a colour with its #",
        rows("routes.txt", set("route_color", "#1B7F4C")),
        'route_color "#1B7F4C" not six hex digits',
      ],
      [
        "a time zone of none",
        rows("agency.txt", set("agency_timezone", "WAT")),
        'agency_timezone "WAT" not a time zone',
      ],
      [
        "a comma unquoted",
        text("stops.txt", (x) => x.replace(`"${stopName.replace(/"/g, '""')}"`, stopName.replace(/"/g, ""))),
        "fields, the header has",
      ],
      [
        "a quote unquoted",
        text("stops.txt", (x) => x.replace("Main gate", 'Main "gate"')),
        "a quote inside an unquoted field",
      ],
      [
        "a quoted field left open",
        text("agency.txt", (x) => x.replace("CampusGo", '"CampusGo')),
        "never closed",
      ],
      [
        "not UTF-8",
        {
          ...good,
          "agency.txt": new Uint8Array([...new TextEncoder().encode(good["agency.txt"] ?? ""), 0xc3, 0x28]),
        },
        "agency.txt: not UTF-8",
      ],
      [
        "a URL that is none",
        rows("agency.txt", set("agency_url", "campusgo")),
        'agency_url "campusgo" not a full http(s) URL',
      ],
      [
        "a currency of none",
        rows("fare_attributes.txt", set("currency_type", "NAIRA")),
        'currency_type "NAIRA"',
      ],
      [
        "a calendar over",
        rows("calendar.txt", (rs) => rs.map((r) => ({ ...r, start_date: "20200101", end_date: "20200201" }))),
        "ended before today",
      ],
    ];
    for (const [what, files, expected] of broken) {
      const problems = checkGtfs(files).problems;
      expect(
        problems.some((p) => p.includes(expected)),
        `${what}: ${problems.join("; ")}`,
      ).toBe(true);
    }
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
