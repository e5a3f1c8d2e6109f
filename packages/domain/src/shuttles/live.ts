import { z } from "zod";

/**
 * A line as it runs now (GET /api/shuttle/lines/:id/live): its buses where they last reported, and at each stop
 * the buses coming, each with how old its news is. A bus silent for NOT_REPORTING_S says "Bus not reporting", one
 * off its line "Off route", instead of a countdown; with no bus running a stop gives the timetable ("Scheduled").
 */
export const BUS_STATES = ["live", "not_reporting", "off_route"] as const;
export type BusState = (typeof BUS_STATES)[number];

export const BUS_STATE_WORDS: Record<Exclude<BusState, "live">, string> = {
  not_reporting: "Bus not reporting",
  off_route: "Off route",
};

export const busViewSchema = z.object({
  runId: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Seconds since the position was reported. */
  ageS: z.number(),
  state: z.enum(BUS_STATES),
  seats: z.number(),
  driverFirstName: z.string(),
  plateNumber: z.string().nullable(),
  /** The stop it reaches next (null when it is not placed on the line). */
  nextStopId: z.string().nullable(),
});
export type BusView = z.infer<typeof busViewSchema>;

export const arrivalSchema = z.object({
  runId: z.string(),
  state: z.enum(BUS_STATES),
  /** Seconds until the bus reaches the stop, counted from now; null unless the bus is live. */
  inS: z.number().nullable(),
  ageS: z.number(),
  /** Seats free on the bus as it leaves the stop (its count less the seats booked over the next stretch). */
  seatsLeft: z.number(),
});
export type Arrival = z.infer<typeof arrivalSchema>;

export const stopBoardSchema = z.object({
  stopId: z.string(),
  /** The buses coming, the soonest first (live ones before the others). */
  arrivals: z.array(arrivalSchema),
  /** The timetable's next bus here (ISO), when no bus is running; null when none runs today any more. */
  scheduledAt: z.string().nullable(),
});
export type StopBoard = z.infer<typeof stopBoardSchema>;

export const lineLiveSchema = z.object({
  lineId: z.string(),
  at: z.string(),
  buses: z.array(busViewSchema),
  stops: z.array(stopBoardSchema),
});
export type LineLive = z.infer<typeof lineLiveSchema>;
