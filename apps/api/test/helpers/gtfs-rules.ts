import GtfsRealtimeBindings from "gtfs-realtime-bindings";

/**
 * The rules of the GTFS Schedule reference (https://gtfs.org/documentation/schedule/reference/) and the
 * GTFS-realtime reference (https://gtfs.org/documentation/realtime/reference/) that a trip planner relies on, as
 * checks over a feed: each returns the violations it finds, in words ("stop_times.txt row 3: ..."), so a test can
 * expect none and show which when there are some. Independent of how the feeds are built: they read the files and
 * the decoded messages only.
 */

const { transit_realtime: rt } = GtfsRealtimeBindings;
type FeedMessage = GtfsRealtimeBindings.transit_realtime.FeedMessage;
type TripDescriptor = GtfsRealtimeBindings.transit_realtime.ITripDescriptor;

export type Row = Record<string, string>;
export interface Table {
  header: string[];
  rows: Row[];
}

/**
 * A CSV file as the reference reads it (RFC 4180): a header line, then rows of as many fields, a field quoted when
 * it holds a comma, a quote or a line break, a quote inside it doubled. Anything else is a violation.
 */
export function parseCsv(name: string, text: string, problems: string[]): Table {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let i = 0;
  let line = 1;
  const endCell = () => {
    record.push(cell);
    cell = "";
  };
  while (i < text.length) {
    if (text[i] === '"') {
      if (cell !== "") problems.push(`${name} line ${line}: a quote inside an unquoted field`);
      i++;
      let closed = false;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          closed = true;
          i++;
          break;
        } else cell += text[i++];
      }
      if (!closed) problems.push(`${name} line ${line}: a quoted field never closed`);
      const next = text[i];
      if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") {
        problems.push(`${name} line ${line}: text after a closing quote`);
      }
      continue;
    }
    const c = text[i] as string;
    if (c === ",") endCell();
    else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endCell();
      records.push(record);
      record = [];
      line++;
    } else cell += c;
    i++;
  }
  if (cell !== "" || record.length > 0) {
    endCell();
    records.push(record);
  }
  const [header = [], ...body] = records;
  if (header.length === 0 || header.every((h) => h === "")) problems.push(`${name}: no header line`);
  header.forEach((h, k) => {
    if (h !== h.trim() || h === "") problems.push(`${name}: header field ${k + 1} "${h}" is empty or padded`);
    if (header.indexOf(h) !== k) problems.push(`${name}: header field "${h}" twice`);
  });
  const rows = body.flatMap((fields, r) => {
    if (fields.length === 1 && fields[0] === "") {
      problems.push(`${name} row ${r + 1}: an empty line`);
      return [];
    }
    if (fields.length !== header.length) {
      problems.push(`${name} row ${r + 1}: ${fields.length} fields, the header has ${header.length}`);
    }
    fields.forEach((value, k) => {
      if (/[\r\n]/.test(value)) problems.push(`${name} row ${r + 1}: a line break in ${header[k]}`);
      if (value !== value.trim()) problems.push(`${name} row ${r + 1}: spaces around ${header[k]}`);
    });
    return [Object.fromEntries(header.map((h, k) => [h, fields[k] ?? ""]))];
  });
  if (rows.length === 0) problems.push(`${name}: no records`);
  return { header, rows };
}

/** The fields each file must have (as columns; values checked by the rules below). */
const REQUIRED_FIELDS: Record<string, string[]> = {
  "agency.txt": ["agency_name", "agency_url", "agency_timezone"],
  "stops.txt": ["stop_id"],
  "routes.txt": ["route_id", "route_type"],
  "trips.txt": ["route_id", "service_id", "trip_id"],
  "stop_times.txt": ["trip_id", "stop_sequence"],
  "calendar.txt": [
    "service_id",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "start_date",
    "end_date",
  ],
  "calendar_dates.txt": ["service_id", "date", "exception_type"],
  "fare_attributes.txt": ["fare_id", "price", "currency_type", "payment_method", "transfers"],
  "fare_rules.txt": ["fare_id"],
  "frequencies.txt": ["trip_id", "start_time", "end_time", "headway_secs"],
  "shapes.txt": ["shape_id", "shape_pt_lat", "shape_pt_lon", "shape_pt_sequence"],
  "feed_info.txt": ["feed_publisher_name", "feed_publisher_url", "feed_lang"],
};

const TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;
/** Seconds after noon minus 12 h of a GTFS time (may pass 24:00:00), or null when it is not one. */
export const gtfsSeconds = (time: string): number | null => {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
};
const isDate = (value: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
};
const isTimeZone = (zone: string) => {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
};
const isUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isLang = (value: string) => /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(value);
const isColour = (value: string) => /^[0-9A-Fa-f]{6}$/.test(value);
const isLat = (value: string) => /^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= 90;
const isLon = (value: string) => /^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= 180;
const isNonNegativeInt = (value: string) => /^\d+$/.test(value);
/** The basic route types, and the extended ones (Hierarchical Vehicle Type, 100-1799). */
const isRouteType = (value: string) =>
  isNonNegativeInt(value) &&
  ([0, 1, 2, 3, 4, 5, 6, 7, 11, 12].includes(Number(value)) ||
    (Number(value) >= 100 && Number(value) < 1800));

export interface StaticFeed {
  tables: Record<string, Table>;
  problems: string[];
}

/** Reads the feed's files (bytes as in the zip, or text) and checks them by the Schedule reference. */
export function checkGtfs(files: Record<string, Uint8Array | string>, now = new Date()): StaticFeed {
  const problems: string[] = [];
  const tables: Record<string, Table> = {};
  for (const [name, content] of Object.entries(files)) {
    if (!name.endsWith(".txt") || name.includes("/")) {
      problems.push(`${name}: not a file of the reference at the root of the archive`);
      continue;
    }
    let text: string;
    if (typeof content === "string") text = content;
    else {
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(content);
      } catch {
        problems.push(`${name}: not UTF-8`);
        continue;
      }
    }
    if (text.includes("\uFFFD")) problems.push(`${name}: a replacement character (text mis-decoded before)`);
    tables[name] = parseCsv(name, text.replace(/^\uFEFF/, ""), problems);
  }
  const rows = (name: string) => tables[name]?.rows ?? [];
  const has = (name: string) => name in tables;

  for (const name of ["agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt"]) {
    if (!has(name)) problems.push(`${name}: required, missing`);
  }
  if (!has("calendar.txt") && !has("calendar_dates.txt")) {
    problems.push("calendar.txt or calendar_dates.txt: one is required, both missing");
  }
  if (!has("feed_info.txt")) problems.push("feed_info.txt: recommended, missing");
  for (const [name, fields] of Object.entries(REQUIRED_FIELDS)) {
    const table = tables[name];
    if (!table) continue;
    for (const field of fields) {
      if (!table.header.includes(field)) problems.push(`${name}: required field ${field} missing`);
    }
  }

  /** Each row's value of `field` given, and a rule on it. */
  const each = (
    name: string,
    field: string,
    ok: (value: string, row: Row) => boolean,
    what: string,
    required = true,
  ) =>
    rows(name).forEach((row, r) => {
      const value = row[field] ?? "";
      if (value === "") {
        if (required) problems.push(`${name} row ${r + 1}: ${field} empty`);
      } else if (!ok(value, row)) problems.push(`${name} row ${r + 1}: ${field} "${value}" ${what}`);
    });
  const unique = (name: string, key: (row: Row) => string, what: string) => {
    const seen = new Set<string>();
    rows(name).forEach((row, r) => {
      const k = key(row);
      if (seen.has(k)) problems.push(`${name} row ${r + 1}: ${what} "${k}" twice`);
      seen.add(k);
    });
  };
  const ids = (name: string, field: string) => new Set(rows(name).map((row) => row[field] ?? ""));
  const refers = (name: string, field: string, to: Set<string>, target: string, required = false) =>
    each(name, field, (value) => to.has(value), `not in ${target}`, required);

  // agency.txt
  const agencies = rows("agency.txt");
  if (has("agency.txt") && agencies.length > 1) {
    each("agency.txt", "agency_id", () => true, "", true);
  }
  each("agency.txt", "agency_name", () => true, "");
  each("agency.txt", "agency_url", isUrl, "not a full http(s) URL");
  each("agency.txt", "agency_timezone", isTimeZone, "not a time zone of the tz database");
  each("agency.txt", "agency_lang", isLang, "not a language code", false);
  if (new Set(agencies.map((a) => a.agency_timezone)).size > 1) {
    problems.push("agency.txt: agencies in different time zones");
  }
  unique("agency.txt", (a) => a.agency_id ?? "", "agency_id");
  const agencyIds = ids("agency.txt", "agency_id");

  // stops.txt
  unique("stops.txt", (s) => s.stop_id ?? "", "stop_id");
  each("stops.txt", "stop_id", () => true, "");
  each("stops.txt", "location_type", (v) => /^[0-4]$/.test(v), "not 0-4", false);
  const located = (s: Row) => ["", "0", "1", "2"].includes(s.location_type ?? "");
  rows("stops.txt").forEach((s, r) => {
    if (!located(s)) return;
    for (const field of ["stop_name", "stop_lat", "stop_lon"]) {
      if (!s[field]) problems.push(`stops.txt row ${r + 1}: ${field} empty`);
    }
    if (s.stop_lat && !isLat(s.stop_lat)) problems.push(`stops.txt row ${r + 1}: stop_lat "${s.stop_lat}"`);
    if (s.stop_lon && !isLon(s.stop_lon)) problems.push(`stops.txt row ${r + 1}: stop_lon "${s.stop_lon}"`);
    if (Number(s.stop_lat) === 0 && Number(s.stop_lon) === 0) {
      problems.push(`stops.txt row ${r + 1}: at 0,0`);
    }
  });
  const stopIds = ids("stops.txt", "stop_id");
  refers("stops.txt", "parent_station", stopIds, "stops.txt");
  each("stops.txt", "stop_timezone", isTimeZone, "not a time zone of the tz database", false);
  const zones = new Set(rows("stops.txt").flatMap((s) => (s.zone_id ? [s.zone_id] : [])));

  // routes.txt
  unique("routes.txt", (r) => r.route_id ?? "", "route_id");
  each("routes.txt", "route_id", () => true, "");
  each("routes.txt", "route_type", isRouteType, "not a route type");
  each("routes.txt", "route_color", isColour, "not six hex digits", false);
  each("routes.txt", "route_text_color", isColour, "not six hex digits", false);
  rows("routes.txt").forEach((route, r) => {
    if (!route.route_short_name && !route.route_long_name) {
      problems.push(`routes.txt row ${r + 1}: neither route_short_name nor route_long_name`);
    }
    if (route.route_short_name && route.route_short_name === route.route_long_name) {
      problems.push(`routes.txt row ${r + 1}: route_short_name and route_long_name the same`);
    }
  });
  refers("routes.txt", "agency_id", agencyIds, "agency.txt", agencies.length > 1);
  const routeIds = ids("routes.txt", "route_id");

  // calendar.txt, calendar_dates.txt
  unique("calendar.txt", (c) => c.service_id ?? "", "service_id");
  for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]) {
    each("calendar.txt", day, (v) => v === "0" || v === "1", "not 0 or 1");
  }
  each("calendar.txt", "start_date", isDate, "not a date YYYYMMDD");
  each("calendar.txt", "end_date", isDate, "not a date YYYYMMDD");
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: isTimeZone(agencies[0]?.agency_timezone ?? "") ? agencies[0]?.agency_timezone : "UTC",
  })
    .format(now)
    .replace(/-/g, "");
  rows("calendar.txt").forEach((c, r) => {
    if ((c.start_date ?? "") > (c.end_date ?? ""))
      problems.push(`calendar.txt row ${r + 1}: ends before it starts`);
    if ((c.end_date ?? "") < today) problems.push(`calendar.txt row ${r + 1}: ended before today ${today}`);
  });
  each("calendar_dates.txt", "date", isDate, "not a date YYYYMMDD");
  each("calendar_dates.txt", "exception_type", (v) => v === "1" || v === "2", "not 1 or 2");
  unique("calendar_dates.txt", (c) => `${c.service_id}/${c.date}`, "service_id and date");
  const serviceIds = new Set([
    ...ids("calendar.txt", "service_id"),
    ...ids("calendar_dates.txt", "service_id"),
  ]);

  // shapes.txt
  unique("shapes.txt", (s) => `${s.shape_id}/${s.shape_pt_sequence}`, "shape_id and shape_pt_sequence");
  each("shapes.txt", "shape_pt_lat", isLat, "not a latitude");
  each("shapes.txt", "shape_pt_lon", isLon, "not a longitude");
  const shapeIds = ids("shapes.txt", "shape_id");

  // trips.txt
  unique("trips.txt", (t) => t.trip_id ?? "", "trip_id");
  each("trips.txt", "trip_id", () => true, "");
  refers("trips.txt", "route_id", routeIds, "routes.txt", true);
  refers("trips.txt", "service_id", serviceIds, "calendar.txt or calendar_dates.txt", true);
  refers("trips.txt", "shape_id", shapeIds, "shapes.txt");
  each("trips.txt", "direction_id", (v) => v === "0" || v === "1", "not 0 or 1", false);
  const tripIds = ids("trips.txt", "trip_id");
  for (const routeId of routeIds) {
    if (!rows("trips.txt").some((t) => t.route_id === routeId))
      problems.push(`routes.txt: ${routeId} has no trip`);
  }

  // stop_times.txt
  unique("stop_times.txt", (s) => `${s.trip_id}/${s.stop_sequence}`, "trip_id and stop_sequence");
  refers("stop_times.txt", "trip_id", tripIds, "trips.txt", true);
  refers("stop_times.txt", "stop_id", stopIds, "stops.txt", true);
  each("stop_times.txt", "stop_sequence", isNonNegativeInt, "not a non-negative integer");
  each("stop_times.txt", "arrival_time", (v) => gtfsSeconds(v) !== null, "not HH:MM:SS", false);
  each("stop_times.txt", "departure_time", (v) => gtfsSeconds(v) !== null, "not HH:MM:SS", false);
  each("stop_times.txt", "timepoint", (v) => v === "0" || v === "1", "not 0 or 1", false);
  for (const field of ["pickup_type", "drop_off_type"]) {
    each("stop_times.txt", field, (v) => /^[0-3]$/.test(v), "not 0-3", false);
  }
  const callsOf = new Map<string, Row[]>();
  for (const s of rows("stop_times.txt"))
    callsOf.set(s.trip_id ?? "", [...(callsOf.get(s.trip_id ?? "") ?? []), s]);
  for (const tripId of tripIds) {
    const calls = callsOf.get(tripId) ?? [];
    if (calls.length < 2)
      problems.push(`stop_times.txt: trip ${tripId} calls at ${calls.length} stops, not 2 or more`);
    let previous: { sequence: number; leaves: number | null } | null = null;
    calls.forEach((call, k) => {
      const sequence = Number(call.stop_sequence);
      const arrives = gtfsSeconds(call.arrival_time ?? "");
      const leaves = gtfsSeconds(call.departure_time ?? "");
      const where = `stop_times.txt trip ${tripId} stop_sequence ${call.stop_sequence}`;
      if (
        (k === 0 || k === calls.length - 1 || call.timepoint === "1") &&
        (arrives === null || leaves === null)
      ) {
        problems.push(`${where}: arrival_time and departure_time required here`);
      }
      if (arrives !== null && leaves !== null && leaves < arrives)
        problems.push(`${where}: leaves before it arrives`);
      if (previous && sequence <= previous.sequence) problems.push(`${where}: stop_sequence not increasing`);
      if (previous?.leaves != null && arrives !== null && arrives < previous.leaves) {
        problems.push(`${where}: arrives before the previous stop's departure`);
      }
      previous = { sequence, leaves: leaves ?? arrives ?? previous?.leaves ?? null };
    });
  }
  const calledAt = new Set(rows("stop_times.txt").map((s) => s.stop_id ?? ""));
  rows("stops.txt").forEach((s) => {
    if ((s.location_type ?? "") in { "": 1, "0": 1 } && !calledAt.has(s.stop_id ?? "")) {
      problems.push(`stops.txt: stop ${s.stop_id} served by no trip`);
    }
  });

  // frequencies.txt
  refers("frequencies.txt", "trip_id", tripIds, "trips.txt", true);
  each("frequencies.txt", "start_time", (v) => gtfsSeconds(v) !== null, "not HH:MM:SS");
  each("frequencies.txt", "end_time", (v) => gtfsSeconds(v) !== null, "not HH:MM:SS");
  each("frequencies.txt", "headway_secs", (v) => /^[1-9]\d*$/.test(v), "not a positive integer");
  each("frequencies.txt", "exact_times", (v) => v === "0" || v === "1", "not 0 or 1", false);
  unique("frequencies.txt", (f) => `${f.trip_id}/${f.start_time}`, "trip_id and start_time");
  rows("frequencies.txt").forEach((f, r) => {
    if ((gtfsSeconds(f.end_time ?? "") ?? 0) <= (gtfsSeconds(f.start_time ?? "") ?? 0)) {
      problems.push(`frequencies.txt row ${r + 1}: end_time not after start_time`);
    }
  });

  // fare_attributes.txt, fare_rules.txt
  unique("fare_attributes.txt", (f) => f.fare_id ?? "", "fare_id");
  each("fare_attributes.txt", "price", (v) => /^\d+(\.\d+)?$/.test(v), "not a non-negative amount");
  each(
    "fare_attributes.txt",
    "currency_type",
    (v) => Intl.supportedValuesOf("currency").includes(v),
    "not an ISO 4217 currency",
  );
  each("fare_attributes.txt", "payment_method", (v) => v === "0" || v === "1", "not 0 or 1");
  each("fare_attributes.txt", "transfers", (v) => /^[0-2]$/.test(v), "not 0, 1, 2 or empty", false);
  refers("fare_attributes.txt", "agency_id", agencyIds, "agency.txt", agencies.length > 1);
  refers("fare_rules.txt", "fare_id", ids("fare_attributes.txt", "fare_id"), "fare_attributes.txt", true);
  refers("fare_rules.txt", "route_id", routeIds, "routes.txt");
  for (const field of ["origin_id", "destination_id", "contains_id"]) {
    refers("fare_rules.txt", field, zones, "stops.txt's zone_id");
  }

  // feed_info.txt
  if (rows("feed_info.txt").length > 1) problems.push("feed_info.txt: more than one record");
  each("feed_info.txt", "feed_publisher_name", () => true, "");
  each("feed_info.txt", "feed_publisher_url", isUrl, "not a full http(s) URL");
  each("feed_info.txt", "feed_lang", isLang, "not a language code");
  each("feed_info.txt", "feed_start_date", isDate, "not a date YYYYMMDD", false);
  each("feed_info.txt", "feed_end_date", isDate, "not a date YYYYMMDD", false);
  rows("feed_info.txt").forEach((f) => {
    if (!f.feed_start_date || !f.feed_end_date) {
      problems.push(
        "feed_info.txt: feed_start_date and feed_end_date recommended (when the feed is good for)",
      );
    }
    if (f.feed_start_date && f.feed_end_date && f.feed_start_date > f.feed_end_date) {
      problems.push("feed_info.txt: feed_end_date before feed_start_date");
    }
  });
  return { tables, problems };
}

/** What the static feed says of a trip instance's frequency, if it is frequency-based. */
const frequencyOf = (feed: StaticFeed, tripId: string) =>
  feed.tables["frequencies.txt"]?.rows.filter((f) => f.trip_id === tripId) ?? [];

/** Whether the calendar runs the service on a date YYYYMMDD. */
function runsOn(feed: StaticFeed, serviceId: string, date: string): boolean {
  const exception = feed.tables["calendar_dates.txt"]?.rows.find(
    (c) => c.service_id === serviceId && c.date === date,
  );
  if (exception) return exception.exception_type === "1";
  const calendar = feed.tables["calendar.txt"]?.rows.find((c) => c.service_id === serviceId);
  if (!calendar || !isDate(date)) return false;
  if (date < (calendar.start_date ?? "") || date > (calendar.end_date ?? "")) return false;
  const day = new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6))).getUTCDay();
  const names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
  return calendar[names[day] as string] === "1";
}

export type RealtimeKind = "vehicle-positions" | "trip-updates" | "alerts";

/**
 * Checks a decoded GTFS-realtime feed by the realtime reference, against the static feed it goes with, at `nowS`
 * (seconds, taken once the feed was fetched).
 */
export function checkRealtime(
  message: FeedMessage,
  kind: RealtimeKind,
  feed: StaticFeed,
  nowS: number,
): string[] {
  const problems: string[] = [];
  const table = (name: string) => feed.tables[name]?.rows ?? [];
  const header = message.header;
  if (header?.gtfsRealtimeVersion !== "2.0") {
    problems.push(`header: gtfs_realtime_version "${header?.gtfsRealtimeVersion}", not "2.0"`);
  }
  if (
    !header ||
    !Object.hasOwn(header, "incrementality") ||
    header.incrementality !== rt.FeedHeader.Incrementality.FULL_DATASET
  ) {
    problems.push("header: incrementality not given as FULL_DATASET");
  }
  const headerS = header && Object.hasOwn(header, "timestamp") ? Number(header.timestamp) : null;
  /** A POSIX time in seconds: not milliseconds, not before 2001. */
  const isSeconds = (s: number) => Number.isInteger(s) && s > 1e9 && s < 1e10;
  if (headerS === null) problems.push("header: no timestamp (required from 2.0)");
  else {
    if (!isSeconds(headerS)) problems.push(`header: timestamp ${headerS} not POSIX seconds`);
    if (headerS > nowS) problems.push(`header: timestamp ${headerS} in the future (now ${nowS})`);
    if (headerS < nowS - 65) problems.push(`header: timestamp ${headerS} over 65 s old`);
  }
  const stamp = (where: string, value: unknown) => {
    if (value === null || value === undefined) return;
    const s = Number(value);
    if (!isSeconds(s)) problems.push(`${where}: timestamp ${s} not POSIX seconds`);
    else if (headerS !== null && s > headerS) problems.push(`${where}: timestamp after the header's`);
  };

  const stopIds = new Set(table("stops.txt").map((s) => s.stop_id));
  const routeIds = new Set(table("routes.txt").map((r) => r.route_id));
  const trips = new Map(table("trips.txt").map((t) => [t.trip_id, t]));
  const callsOf = (tripId: string) =>
    table("stop_times.txt")
      .filter((s) => s.trip_id === tripId)
      .sort((a, b) => Number(a.stop_sequence) - Number(b.stop_sequence));
  const visitsTwice = (tripId: string, stopId: string) =>
    callsOf(tripId).filter((s) => s.stop_id === stopId).length > 1;

  /** The trip instance a vehicle or trip update is on; whether it is frequency-based with exact_times=0. */
  const checkTrip = (where: string, trip: TripDescriptor | null | undefined) => {
    if (!trip) {
      problems.push(`${where}: no trip`);
      return { unscheduled: false, tripId: null };
    }
    const relationship = trip.scheduleRelationship ?? rt.TripDescriptor.ScheduleRelationship.SCHEDULED;
    if (trip.routeId && !routeIds.has(trip.routeId))
      problems.push(`${where}: route_id ${trip.routeId} not in routes.txt`);
    if (!trip.tripId) {
      if (!trip.routeId) problems.push(`${where}: a trip with neither trip_id nor route_id`);
      return { unscheduled: false, tripId: null };
    }
    const known = trips.get(trip.tripId);
    if (!known) {
      problems.push(`${where}: trip_id ${trip.tripId} not in trips.txt`);
      return { unscheduled: false, tripId: null };
    }
    if (trip.routeId && known.route_id !== trip.routeId) {
      problems.push(`${where}: trip ${trip.tripId} is of route ${known.route_id}, not ${trip.routeId}`);
    }
    const frequencies = frequencyOf(feed, trip.tripId);
    const unscheduled = frequencies.length > 0 && frequencies.every((f) => (f.exact_times ?? "") !== "1");
    if (unscheduled) {
      if (!trip.startTime || !trip.startDate) {
        problems.push(`${where}: a frequency-based trip (exact_times=0) without start_time and start_date`);
      }
      if (relationship !== rt.TripDescriptor.ScheduleRelationship.UNSCHEDULED) {
        problems.push(`${where}: a frequency-based trip (exact_times=0) not marked UNSCHEDULED`);
      }
    } else if (relationship === rt.TripDescriptor.ScheduleRelationship.UNSCHEDULED) {
      problems.push(`${where}: UNSCHEDULED on a trip not of frequencies.txt with exact_times=0`);
    }
    if (trip.startTime !== null && trip.startTime !== undefined && gtfsSeconds(trip.startTime) === null) {
      problems.push(`${where}: start_time "${trip.startTime}" not HH:MM:SS`);
    }
    if (trip.startDate !== null && trip.startDate !== undefined) {
      if (!isDate(trip.startDate)) problems.push(`${where}: start_date "${trip.startDate}" not YYYYMMDD`);
      else if (!runsOn(feed, known.service_id ?? "", trip.startDate)) {
        problems.push(`${where}: the trip's service does not run on ${trip.startDate}`);
      }
    }
    return { unscheduled, tripId: trip.tripId };
  };

  const entityIds = new Set<string>();
  const vehicleIds = new Set<string>();
  message.entity.forEach((entity, e) => {
    const where = `entity ${entity.id || `#${e + 1}`}`;
    if (!entity.id) problems.push(`entity #${e + 1}: no id`);
    if (entityIds.has(entity.id)) problems.push(`${where}: id twice`);
    entityIds.add(entity.id);
    if (entity.isDeleted) problems.push(`${where}: is_deleted in a FULL_DATASET feed`);
    const parts = [entity.vehicle, entity.tripUpdate, entity.alert].filter(Boolean).length;
    const expected = {
      "vehicle-positions": entity.vehicle,
      "trip-updates": entity.tripUpdate,
      alerts: entity.alert,
    }[kind];
    if (parts !== 1 || !expected) problems.push(`${where}: not one ${kind} entity`);

    const vehicle = entity.vehicle;
    if (vehicle) {
      const { tripId } = checkTrip(where, vehicle.trip);
      const id = vehicle.vehicle?.id;
      if (id) {
        if (vehicleIds.has(id)) problems.push(`${where}: vehicle id ${id} twice`);
        vehicleIds.add(id);
      }
      const p = vehicle.position;
      if (!p) problems.push(`${where}: no position`);
      else {
        if (
          !(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180) ||
          (p.latitude === 0 && p.longitude === 0)
        ) {
          problems.push(`${where}: position ${p.latitude},${p.longitude} not on the Earth's map`);
        }
        if (p.bearing !== null && p.bearing !== undefined && !(p.bearing >= 0 && p.bearing < 360)) {
          problems.push(`${where}: bearing ${p.bearing}`);
        }
        if (p.speed !== null && p.speed !== undefined && !(p.speed >= 0 && p.speed < 60)) {
          problems.push(`${where}: speed ${p.speed} m/s`);
        }
      }
      stamp(where, vehicle.timestamp);
      if (vehicle.stopId) {
        if (!stopIds.has(vehicle.stopId))
          problems.push(`${where}: stop_id ${vehicle.stopId} not in stops.txt`);
        const sequence = vehicle.currentStopSequence;
        if (tripId && Object.hasOwn(vehicle, "currentStopSequence")) {
          const call = callsOf(tripId).find((s) => Number(s.stop_sequence) === sequence);
          if (call?.stop_id !== vehicle.stopId) {
            problems.push(
              `${where}: current_stop_sequence ${sequence} is not stop ${vehicle.stopId} of the trip`,
            );
          }
        } else if (tripId && visitsTwice(tripId, vehicle.stopId)) {
          problems.push(
            `${where}: stop ${vehicle.stopId}, called at twice by the trip, without current_stop_sequence`,
          );
        }
      } else if (Object.hasOwn(vehicle, "currentStatus")) {
        problems.push(`${where}: current_status without a stop`);
      }
    }

    const update = entity.tripUpdate;
    if (update) {
      const { tripId, unscheduled } = checkTrip(where, update.trip);
      stamp(where, update.timestamp);
      const updates = update.stopTimeUpdate ?? [];
      if (
        updates.length === 0 &&
        update.trip?.scheduleRelationship !== rt.TripDescriptor.ScheduleRelationship.CANCELED
      ) {
        problems.push(`${where}: a trip update with no stop_time_update`);
      }
      const calls = tripId ? callsOf(tripId) : [];
      let previous: { sequence: number | null; time: number | null } | null = null;
      updates.forEach((u, k) => {
        const at = `${where} stop_time_update ${k + 1}`;
        const hasSequence = Object.hasOwn(u, "stopSequence");
        if (!u.stopId && !hasSequence) problems.push(`${at}: neither stop_id nor stop_sequence`);
        if (u.stopId && !stopIds.has(u.stopId)) problems.push(`${at}: stop_id ${u.stopId} not in stops.txt`);
        if (hasSequence && tripId) {
          const call = calls.find((s) => Number(s.stop_sequence) === u.stopSequence);
          if (!call) problems.push(`${at}: stop_sequence ${u.stopSequence} not of trip ${tripId}`);
          else if (u.stopId && call.stop_id !== u.stopId) {
            problems.push(`${at}: stop_sequence ${u.stopSequence} is stop ${call.stop_id}, not ${u.stopId}`);
          }
        } else if (!hasSequence && tripId && u.stopId && visitsTwice(tripId, u.stopId)) {
          problems.push(`${at}: stop ${u.stopId}, called at twice by the trip, without stop_sequence`);
        }
        const relationship =
          u.scheduleRelationship ?? rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED;
        const isUnscheduled = relationship === rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.UNSCHEDULED;
        if (unscheduled !== isUnscheduled) {
          problems.push(
            `${at}: UNSCHEDULED ${isUnscheduled ? "on" : "missing from"} a stop of a trip that is ${unscheduled ? "" : "not "}frequency-based (exact_times=0)`,
          );
        }
        const events = [u.arrival, u.departure].filter((x) => x !== null && x !== undefined);
        const noData = relationship === rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.NO_DATA;
        const skipped = relationship === rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED;
        if (!noData && !skipped && events.length === 0) problems.push(`${at}: neither arrival nor departure`);
        for (const event of events) {
          const hasTime = Object.hasOwn(event, "time");
          if (!hasTime && !Object.hasOwn(event, "delay"))
            problems.push(`${at}: an event with neither time nor delay`);
          if (unscheduled && !hasTime) problems.push(`${at}: a frequency-based trip's event without a time`);
          if (hasTime && !isSeconds(Number(event.time)))
            problems.push(`${at}: time ${event.time} not POSIX seconds`);
        }
        const arrives = u.arrival && Object.hasOwn(u.arrival, "time") ? Number(u.arrival.time) : null;
        const leaves = u.departure && Object.hasOwn(u.departure, "time") ? Number(u.departure.time) : null;
        if (arrives !== null && leaves !== null && leaves < arrives)
          problems.push(`${at}: departs before it arrives`);
        const sequence = hasSequence ? (u.stopSequence ?? null) : null;
        if (
          previous?.sequence !== null &&
          previous?.sequence !== undefined &&
          sequence !== null &&
          sequence <= previous.sequence
        ) {
          problems.push(`${at}: stop_sequence ${sequence} not after ${previous.sequence}`);
        }
        const time = arrives ?? leaves;
        if (previous?.time != null && time !== null && time < previous.time) {
          problems.push(`${at}: time ${time} before the previous stop's ${previous.time}`);
        }
        previous = { sequence, time: leaves ?? arrives ?? previous?.time ?? null };
      });
    }

    const alert = entity.alert;
    if (alert) {
      const informed = alert.informedEntity ?? [];
      if (informed.length === 0) problems.push(`${where}: an alert with no informed_entity`);
      informed.forEach((selector, k) => {
        const at = `${where} informed_entity ${k + 1}`;
        if (
          !selector.agencyId &&
          !selector.routeId &&
          !selector.stopId &&
          !selector.trip &&
          !Object.hasOwn(selector, "routeType")
        ) {
          problems.push(`${at}: selects nothing`);
        }
        if (selector.agencyId && !table("agency.txt").some((a) => a.agency_id === selector.agencyId)) {
          problems.push(`${at}: agency_id ${selector.agencyId} not in agency.txt`);
        }
        if (selector.routeId && !routeIds.has(selector.routeId))
          problems.push(`${at}: route_id ${selector.routeId} not in routes.txt`);
        if (selector.stopId && !stopIds.has(selector.stopId))
          problems.push(`${at}: stop_id ${selector.stopId} not in stops.txt`);
        if (selector.trip?.tripId) {
          const trip = trips.get(selector.trip.tripId);
          if (!trip) problems.push(`${at}: trip_id ${selector.trip.tripId} not in trips.txt`);
          else if (selector.routeId && trip.route_id !== selector.routeId) {
            problems.push(`${at}: trip ${selector.trip.tripId} is not of route ${selector.routeId}`);
          }
        }
      });
      (alert.activePeriod ?? []).forEach((period, k) => {
        const at = `${where} active_period ${k + 1}`;
        const start = Object.hasOwn(period, "start") ? Number(period.start) : null;
        const end = Object.hasOwn(period, "end") ? Number(period.end) : null;
        if (start === null && end === null) problems.push(`${at}: neither start nor end`);
        if (start !== null && !isSeconds(start)) problems.push(`${at}: start ${start} not POSIX seconds`);
        if (end !== null && !isSeconds(end)) problems.push(`${at}: end ${end} not POSIX seconds`);
        if (start !== null && end !== null && end < start) problems.push(`${at}: ends before it starts`);
        if (start !== null && start > nowS)
          problems.push(`${at}: starts after now, in a feed of alerts in force`);
        if (end !== null && end < nowS) problems.push(`${at}: over, still in the feed`);
      });
      const texts = alert.headerText?.translation ?? [];
      if (texts.length === 0 || texts.some((t) => !t.text)) problems.push(`${where}: no header_text`);
      for (const t of [...texts, ...(alert.descriptionText?.translation ?? [])]) {
        if (t.language && !isLang(t.language)) problems.push(`${where}: language "${t.language}"`);
      }
    }
  });
  return problems;
}
