import { z } from "zod";

/**
 * A seat on a shuttle run from one stop to another, paid from the wallet (docs/decisions/0031-shuttle-lines.md).
 * A run never sells more seats than its bus has on any stretch between two stops; a boarding code works once,
 * on its run, at its stop; a bus that passes the stop frees a seat nobody boarded (missed), and a rider on board
 * has got off (alighted) once the bus reaches their stop.
 */
export const SEAT_STATUSES = ["reserved", "boarded", "alighted", "cancelled", "missed"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];
/** Seats that take room on the bus. */
export const SEAT_HOLDING: readonly SeatStatus[] = ["reserved", "boarded"];
/** Wrong boarding codes a seat takes before a pause, and the pause. */
export const BOARDING_TRIES = 5;
export const BOARDING_PAUSE_MS = 60_000;
/** The driver is at a stop within this of it (the phone's position is rough at a bus stop). */
export const AT_BOARDING_STOP_M = 150;

export const SEAT_MESSAGES = {
  seatNotFound: "Seat not found",
  runNotRunning: "This bus is not running now",
  stopNotOnLine: "This stop is not on the line",
  wrongWay: "Choose where you get off after where you get on",
  noService: "This line has no service now",
  outOfHours: (opensAt: string, closesAt: string) =>
    `This line runs from ${opensAt} to ${closesAt}: reserve a seat in those hours`,
  passed: "This bus has already passed your stop. Choose the next bus.",
  full: "No seat is left on this bus between these stops",
  oneSeat: "You already have a seat on this bus",
  reserved: "Seat reserved: show your boarding code to the driver",
  cancelled: "Seat cancelled: the fare is back in your wallet",
  tooLate: "The bus has reached your stop: the seat can no longer be cancelled",
  wrongCode: "Wrong boarding code",
  tooManyTries: "Too many wrong codes. Ask the rider to read the code again in a minute.",
  notAtStop: (stop: string) => `Board riders at ${stop}`,
  alreadyBoarded: "This seat has already boarded",
  missed: "The bus has left this rider's stop: the seat was given up",
  boarded: "Boarded",
} as const;

/** The body of POST /api/shuttle/seats. */
export const reserveSeatSchema = z.object({
  runId: z.guid({ error: SEAT_MESSAGES.runNotRunning }),
  fromStopId: z.guid({ error: SEAT_MESSAGES.stopNotOnLine }),
  toStopId: z.guid({ error: SEAT_MESSAGES.stopNotOnLine }),
});

/** The body of POST /api/driver/shuttle/runs/:id/board. */
export const boardSeatSchema = z.object({
  seatId: z.guid({ error: SEAT_MESSAGES.seatNotFound }),
  code: z.string({ error: SEAT_MESSAGES.wrongCode }).regex(/^\d{6}$/, { error: SEAT_MESSAGES.wrongCode }),
});

const stopRef = z.object({ id: z.string(), name: z.string() });

export const seatViewSchema = z.object({
  id: z.string(),
  runId: z.string(),
  lineId: z.string(),
  lineName: z.string(),
  colour: z.string(),
  from: stopRef,
  to: stopRef,
  amountKobo: z.number(),
  status: z.enum(SEAT_STATUSES),
  /** The boarding code, to the rider only, while the seat is reserved. */
  code: z.string().nullable(),
  plateNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type SeatView = z.infer<typeof seatViewSchema>;

/** A seat as its run's driver sees it: who boards and alights where. */
export const manifestSeatSchema = z.object({
  id: z.string(),
  riderFirstName: z.string(),
  from: stopRef,
  to: stopRef,
  status: z.enum(SEAT_STATUSES),
});
export type ManifestSeat = z.infer<typeof manifestSeatSchema>;
