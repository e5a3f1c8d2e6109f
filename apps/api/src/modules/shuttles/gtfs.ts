import { createHash } from "node:crypto";
import { minutesOf, plannedOffsetsS } from "@campusgo/domain";
import { strToU8, zipSync } from "fflate";
import type { LoadedLine } from "./repo.ts";

/**
 * The lines as a GTFS static feed (https://gtfs.org/documentation/schedule/reference/), so any trip planner can
 * show the campus shuttles: one template trip per line, repeated every headway between its hours
 * (frequencies.txt), with times from the planned timetable; fares flat per line, or between two stops (each stop
 * its own fare zone).
 */
export const GTFS_TIME_ZONE = "Africa/Lagos";

type Row = (string | number)[];

/** A CSV field as GTFS reads it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (header: string[], rows: Row[]) =>
  `${[header, ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;

/** "HH:MM:SS" of seconds after midnight (GTFS times may pass 24:00:00 for a service after midnight). */
export const gtfsTime = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((n) => String(n).padStart(2, "0"))
    .join(":");

/** YYYYMMDD of a day in West Africa Time. */
const gtfsDate = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: GTFS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(at)
    .replace(/-/g, "");

const naira = (kobo: number) => (kobo / 100).toFixed(2);

/** The id of a line's template trip, repeated every headway (its runs are instances of it in the live feeds). */
export const gtfsTemplateTrip = (lineId: string) => `${lineId}-round`;

/** The feed's files, by name. */
export function gtfsFiles(lines: LoadedLine[], publicUrl: string, now = new Date()): Record<string, string> {
  const trip = (line: LoadedLine) => gtfsTemplateTrip(line.line.id);
  const stopTimes: Row[] = [];
  const frequencies: Row[] = [];
  for (const loaded of lines) {
    const { line, stops } = loaded;
    const start = minutesOf(line.opensAt) * 60;
    const offsets = plannedOffsetsS(stops, line.loop);
    offsets.forEach((offset, i) => {
      const stop = stops[i % stops.length];
      if (!stop) return;
      const at = gtfsTime(start + offset);
      stopTimes.push([trip(loaded), at, at, stop.id, i + 1, 0]);
    });
    frequencies.push([
      trip(loaded),
      gtfsTime(start),
      gtfsTime(minutesOf(line.closesAt) * 60),
      line.headwayMin * 60,
      0,
    ]);
  }
  const fares = lines.flatMap(({ line, fares }) => [
    { id: `${line.id}-flat`, kobo: line.flatFareKobo, rule: [`${line.id}-flat`, line.id, "", ""] as Row },
    ...fares.map((f) => ({
      id: `${f.fromStopId}-${f.toStopId}`,
      kobo: f.amountKobo,
      rule: [`${f.fromStopId}-${f.toStopId}`, line.id, f.fromStopId, f.toStopId] as Row,
    })),
  ]);
  const year = new Date(now.getTime() + 365 * 86_400_000);
  const files: Record<string, string> = {
    "agency.txt": csv(
      ["agency_id", "agency_name", "agency_url", "agency_timezone", "agency_lang"],
      [["campusgo", "CampusGo", publicUrl, GTFS_TIME_ZONE, "en"]],
    ),
    "stops.txt": csv(
      ["stop_id", "stop_name", "stop_lat", "stop_lon", "zone_id", "location_type"],
      lines.flatMap(({ stops }) =>
        stops.map((s) => [s.id, s.name, s.lat.toFixed(6), s.lon.toFixed(6), s.id, 0]),
      ),
    ),
    "routes.txt": csv(
      [
        "route_id",
        "agency_id",
        "route_short_name",
        "route_long_name",
        "route_type",
        "route_color",
        "route_text_color",
      ],
      lines.map(({ line, stops }) => [
        line.id,
        "campusgo",
        line.name,
        stops.map((s) => s.name).join(" - "),
        3,
        line.colour.slice(1),
        textColour(line.colour),
      ]),
    ),
    "calendar.txt": csv(
      [
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
      [["daily", 1, 1, 1, 1, 1, 1, 1, gtfsDate(now), gtfsDate(year)]],
    ),
    "trips.txt": csv(
      ["route_id", "service_id", "trip_id", "trip_headsign"],
      lines.map((l) => [
        l.line.id,
        "daily",
        trip(l),
        l.line.loop ? `${l.line.name} (loop)` : (l.stops.at(-1)?.name ?? ""),
      ]),
    ),
    "stop_times.txt": csv(
      ["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence", "timepoint"],
      stopTimes,
    ),
    "frequencies.txt": csv(["trip_id", "start_time", "end_time", "headway_secs", "exact_times"], frequencies),
    "fare_attributes.txt": csv(
      ["fare_id", "price", "currency_type", "payment_method", "transfers"],
      fares.map((f) => [f.id, naira(f.kobo), "NGN", 1, 0]),
    ),
    "fare_rules.txt": csv(
      ["fare_id", "route_id", "origin_id", "destination_id"],
      fares.map((f) => f.rule),
    ),
  };
  const version = createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 12);
  // The dates the feed covers (those of its calendar), and its version last (the route reads it as the ETag).
  files["feed_info.txt"] = csv(
    [
      "feed_publisher_name",
      "feed_publisher_url",
      "feed_lang",
      "feed_start_date",
      "feed_end_date",
      "feed_version",
    ],
    [["CampusGo", publicUrl, "en", gtfsDate(now), gtfsDate(year), version]],
  );
  return files;
}

/** Black or white, whichever reads better on the line's colour. */
function textColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.5 ? "000000" : "FFFFFF";
}

/** The feed as a zip archive. */
export function gtfsZip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    level: 6,
    // A fixed date: the same lines give the same bytes.
    mtime: new Date("2026-01-01T00:00:00Z"),
  });
}
