import { z } from "zod";
import { haversineMeters } from "../places.ts";
import { tripPlaceSchema } from "../rides/schemas.ts";
import { WAT_OFFSET_MS } from "../rides/time.ts";
import { oneLineText } from "../schemas/text.ts";

/**
 * Campus shuttle lines (docs/decisions/0031-shuttle-lines.md): a named, coloured line of ordered stops, run by
 * buses between its opening hours every `headwayMin` minutes, at a flat fare or a fare between two stops, with
 * service alerts riders see at once. An admin keeps them; drivers with a bus are assigned to them.
 */

/** The vehicles that run a line, each with its own seat count. */
export const SHUTTLE_VEHICLES = ["Shuttle Bus", "Regular Bus"] as const;
export const ALERT_KINDS = ["detour", "no_service"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const LINE_NAME_MAX = 40;
export const STOP_NAME_MAX = 60;
export const LINE_STOPS_MIN = 2;
export const LINE_STOPS_MAX = 40;
export const HEADWAY_MIN_MINUTES = 3;
export const HEADWAY_MAX_MINUTES = 180;
export const ALERT_MESSAGE_MAX = 200;
/**
 * How far a stop may lie from the middle of its line's stops (their median latitude and longitude): a line runs
 * on one campus, and a point dropped far away on a zoomed-out map is refused on its own row.
 */
export const LINE_STOP_SPREAD_M = 10_000;
/** ₦20,000: far above any campus fare, a guard against a typo of three zeros. */
export const SHUTTLE_FARE_MAX_KOBO = 2_000_000;

export const SHUTTLE_MESSAGES = {
  lineNotFound: "Line not found",
  alertNotFound: "Alert not found",
  nameRequired: "Please give the line a name",
  nameTooLong: `A line's name must be at most ${LINE_NAME_MAX} characters`,
  nameTaken: "Another line has this name",
  colour: "Please choose a colour like #1B7F4C",
  stopName: "Please give every stop a name",
  stopNameTooLong: `A stop's name must be at most ${STOP_NAME_MAX} characters`,
  tooFewStops: `A line needs at least ${LINE_STOPS_MIN} stops`,
  tooManyStops: `A line has at most ${LINE_STOPS_MAX} stops`,
  sameStopTwice: "Two stops of a line cannot have the same name",
  stopKept: "A stop of another line cannot be moved here",
  stopTooFar: `This stop is more than ${LINE_STOP_SPREAD_M / 1000} km from the line's other stops: please put it on the line`,
  time: "Please give a time like 07:00",
  hours: "The line must close after it opens",
  headway: `Buses must come every ${HEADWAY_MIN_MINUTES} to ${HEADWAY_MAX_MINUTES} minutes`,
  fare: "Please enter a fare in whole naira",
  fareTooHigh: "This fare is too high",
  fareStops: "A fare goes from one stop of the line to another",
  fareTwice: "Two fares are given for the same stops",
  alertMessage: "Please say what riders should know",
  alertMessageTooLong: `An alert must be at most ${ALERT_MESSAGE_MAX} characters`,
  alertKind: "Please choose the kind of alert",
  notABus: (name: string) => `${name} does not drive a Shuttle Bus or a Regular Bus`,
  driverNotFound: "Driver not found",
  saved: "Line saved",
  alertPosted: "Alert posted: riders see it now",
  alertEnded: "Alert ended",
  driversSaved: "Drivers assigned",
} as const;

const clock = z
  .string({ error: SHUTTLE_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SHUTTLE_MESSAGES.time });

/** Minutes after midnight of an "HH:MM". */
export const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/**
 * Whether a line is in its operating hours at a moment (West Africa Time): from the minute it opens to the end of
 * the minute it closes, as the timetable's last bus leaves at the closing time. Outside them no run starts and no
 * seat is sold.
 */
export function inOperatingHours(line: { opensAt: string; closesAt: string }, at = Date.now()): boolean {
  const minute = Math.floor(((at + WAT_OFFSET_MS) % 86_400_000) / 60_000);
  return minute >= minutesOf(line.opensAt) && minute <= minutesOf(line.closesAt);
}

const fareKobo = z
  .number({ error: SHUTTLE_MESSAGES.fare })
  .int({ error: SHUTTLE_MESSAGES.fare })
  .min(0, { error: SHUTTLE_MESSAGES.fare })
  .max(SHUTTLE_FARE_MAX_KOBO, { error: SHUTTLE_MESSAGES.fareTooHigh })
  .refine((kobo) => kobo % 100 === 0, { error: SHUTTLE_MESSAGES.fare });

/** A stop as the admin gives it: a campus place or a point on the map, and the id of a stop it keeps. */
export const stopInputSchema = tripPlaceSchema(SHUTTLE_MESSAGES.stopName).extend({
  name: oneLineText({ error: SHUTTLE_MESSAGES.stopName })
    .min(1, { error: SHUTTLE_MESSAGES.stopName })
    .max(STOP_NAME_MAX, { error: SHUTTLE_MESSAGES.stopNameTooLong }),
  /** An existing stop of this line, kept (its bookings and travel times stay with it); absent for a new stop. */
  id: z.guid({ error: SHUTTLE_MESSAGES.stopKept }).nullish(),
});
export type StopInput = z.input<typeof stopInputSchema>;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The places in `stops` of those farther than LINE_STOP_SPREAD_M from the middle of them all. */
export function farStops(stops: readonly { lat: number; lon: number }[]): number[] {
  if (stops.length < 2) return [];
  const middle = { lat: median(stops.map((s) => s.lat)), lon: median(stops.map((s) => s.lon)) };
  return stops.flatMap((s, i) => (haversineMeters(s, middle) > LINE_STOP_SPREAD_M ? [i] : []));
}

/** The body of POST /api/admin/shuttle/lines and PUT /api/admin/shuttle/lines/:id. */
export const lineInputSchema = z
  .object({
    name: oneLineText({ error: SHUTTLE_MESSAGES.nameRequired })
      .min(1, { error: SHUTTLE_MESSAGES.nameRequired })
      .max(LINE_NAME_MAX, { error: SHUTTLE_MESSAGES.nameTooLong }),
    colour: z
      .string({ error: SHUTTLE_MESSAGES.colour })
      .regex(/^#[0-9a-fA-F]{6}$/, { error: SHUTTLE_MESSAGES.colour })
      .transform((c) => c.toUpperCase()),
    /** In the order a bus calls at them. */
    stops: z
      .array(stopInputSchema, { error: SHUTTLE_MESSAGES.tooFewStops })
      .min(LINE_STOPS_MIN, { error: SHUTTLE_MESSAGES.tooFewStops })
      .max(LINE_STOPS_MAX, { error: SHUTTLE_MESSAGES.tooManyStops }),
    /** A loop: after the last stop a bus goes back to the first and round again. */
    loop: z.boolean().default(true),
    opensAt: clock,
    closesAt: clock,
    headwayMin: z
      .number({ error: SHUTTLE_MESSAGES.headway })
      .int({ error: SHUTTLE_MESSAGES.headway })
      .min(HEADWAY_MIN_MINUTES, { error: SHUTTLE_MESSAGES.headway })
      .max(HEADWAY_MAX_MINUTES, { error: SHUTTLE_MESSAGES.headway }),
    /** Any ride on the line, unless a fare between its two stops is given. */
    flatFareKobo: fareKobo,
    /** Fares between two stops (by their place in `stops`, from 0), over the flat fare. */
    fares: z
      .array(z.object({ from: z.number().int().min(0), to: z.number().int().min(0), amountKobo: fareKobo }))
      .max(LINE_STOPS_MAX * LINE_STOPS_MAX)
      .default([]),
  })
  .superRefine((line, ctx) => {
    if (minutesOf(line.closesAt) <= minutesOf(line.opensAt)) {
      ctx.addIssue({ code: "custom", message: SHUTTLE_MESSAGES.hours, path: ["closesAt"] });
    }
    const names = line.stops.map((s) => s.name.toLowerCase());
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i) {
        ctx.addIssue({ code: "custom", message: SHUTTLE_MESSAGES.sameStopTwice, path: ["stops", i, "name"] });
      }
    });
    farStops(line.stops).forEach((i) => {
      ctx.addIssue({ code: "custom", message: SHUTTLE_MESSAGES.stopTooFar, path: ["stops", i] });
    });
    const ids = line.stops.flatMap((s) => (s.id ? [s.id] : []));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: SHUTTLE_MESSAGES.sameStopTwice, path: ["stops"] });
    }
    const pairs = new Set<string>();
    line.fares.forEach((fare, i) => {
      if (fare.from === fare.to || fare.from >= line.stops.length || fare.to >= line.stops.length) {
        ctx.addIssue({ code: "custom", message: SHUTTLE_MESSAGES.fareStops, path: ["fares", i] });
      }
      const key = `${fare.from}-${fare.to}`;
      if (pairs.has(key))
        ctx.addIssue({ code: "custom", message: SHUTTLE_MESSAGES.fareTwice, path: ["fares", i] });
      pairs.add(key);
    });
  });
export type LineInput = z.input<typeof lineInputSchema>;
export type LineFields = z.output<typeof lineInputSchema>;

/** The body of POST /api/admin/shuttle/lines/:id/alerts. */
export const alertInputSchema = z.object({
  kind: z.enum(ALERT_KINDS, { error: SHUTTLE_MESSAGES.alertKind }),
  message: oneLineText({ error: SHUTTLE_MESSAGES.alertMessage })
    .min(1, { error: SHUTTLE_MESSAGES.alertMessage })
    .max(ALERT_MESSAGE_MAX, { error: SHUTTLE_MESSAGES.alertMessageTooLong }),
});
export type AlertFields = z.output<typeof alertInputSchema>;

/** The body of PUT /api/admin/shuttle/lines/:id/drivers: every driver assigned to the line. */
export const lineDriversInputSchema = z.object({
  driverIds: z.array(z.guid({ error: SHUTTLE_MESSAGES.driverNotFound })).max(100),
});

export const shuttleStopViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type ShuttleStopView = z.infer<typeof shuttleStopViewSchema>;

export const shuttleAlertViewSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  createdAt: z.string(),
});
export type ShuttleAlertView = z.infer<typeof shuttleAlertViewSchema>;

/** A line as riders see it (GET /api/shuttle/lines). */
export const shuttleLineViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  loop: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  headwayMin: z.number(),
  flatFareKobo: z.number(),
  /** Fares between two stops over the flat fare, by the stops' ids. */
  fares: z.array(z.object({ fromStopId: z.string(), toStopId: z.string(), amountKobo: z.number() })),
  stops: z.array(shuttleStopViewSchema),
  /** Alerts in force, the newest first. */
  alerts: z.array(shuttleAlertViewSchema),
});
export type ShuttleLineView = z.infer<typeof shuttleLineViewSchema>;

export const lineDriverViewSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  vehicleType: z.string().nullable(),
  plateNumber: z.string().nullable(),
  seats: z.number().nullable(),
});
export type LineDriverView = z.infer<typeof lineDriverViewSchema>;

/** A line as admins see it: the rider's view and the drivers assigned to it. */
export const adminLineViewSchema = shuttleLineViewSchema.extend({ drivers: z.array(lineDriverViewSchema) });
export type AdminLineView = z.infer<typeof adminLineViewSchema>;

/** What a ride from `fromStopId` to `toStopId` costs on `line`: the fare between them, else the flat fare. */
export function shuttleFareKobo(
  line: Pick<ShuttleLineView, "fares" | "flatFareKobo">,
  fromStopId: string,
  toStopId: string,
): number {
  return (
    line.fares.find((f) => f.fromStopId === fromStopId && f.toStopId === toStopId)?.amountKobo ??
    line.flatFareKobo
  );
}
