import {
  type Arrival,
  KOBO_PER_NAIRA,
  type LineLive,
  type SeatStatus,
  type SeatView,
  type ShuttleStopView,
} from "@campusgo/domain";
import { arrivalWords, countdownWords } from "./board-words.ts";

/**
 * Where a rider on the shuttle may get off, having boarded at `fromStopId`: the stops after it on the line, in
 * order, up to the end of its stop list (a loop too: a seat never goes round past the first stop again). None
 * for a stop not on the line, or the last one.
 */
export function stopsAfter<S extends Pick<ShuttleStopView, "id">>(
  stops: readonly S[],
  fromStopId: string,
): S[] {
  const index = stops.findIndex((s) => s.id === fromStopId);
  return index < 0 ? [] : stops.slice(index + 1);
}

/** A bus coming to the rider's stop, with where it is, to reserve a seat on. */
export interface ComingBus {
  runId: string;
  plateNumber: string | null;
  driverFirstName: string;
  arrival: Arrival;
}

/**
 * The buses coming to `stopId` that take seats: on their way there (the board's arrivals), soonest first, with
 * the bus's plate and driver. A bus that has passed the stop is not among them.
 */
export function busesComing(live: LineLive | undefined, stopId: string): ComingBus[] {
  if (!live) return [];
  const board = live.stops.find((s) => s.stopId === stopId);
  if (!board) return [];
  return board.arrivals.flatMap((arrival) => {
    const bus = live.buses.find((b) => b.runId === arrival.runId);
    return bus
      ? [{ runId: bus.runId, plateNumber: bus.plateNumber, driverFirstName: bus.driverFirstName, arrival }]
      : [];
  });
}

/** "Bus ENU-731-SB comes in 3 min", "… is due now", "Bus ENU-731-SB: Bus not reporting" (a bus with no plate: "The bus"). */
export function busComingWords(bus: ComingBus): string {
  const name = bus.plateNumber ? `Bus ${bus.plateNumber}` : "The bus";
  const { arrival } = bus;
  if (arrival.state !== "live" || arrival.inS === null) return `${name}: ${arrivalWords(arrival)}`;
  const when = countdownWords(arrival.inS);
  return when === "Due" ? `${name} is due now` : `${name} comes in ${when}`;
}

/** A seat's status in the rider's words, on My Bookings and its badge. */
export const SEAT_STATUS_LABEL: Record<SeatStatus, string> = {
  reserved: "Seat reserved",
  boarded: "Boarded",
  alighted: "Completed",
  cancelled: "Cancelled",
  missed: "Missed the bus",
};

/** The colours of a seat's badge: ended without a trip, on the bus, or still to board. */
export function seatStatusTone(status: SeatStatus): string {
  if (status === "cancelled" || status === "missed") return "bg-red-50 text-danger";
  if (status === "boarded" || status === "alighted") return "bg-brand-50 text-brand-800";
  return "bg-keke-100 text-ink";
}

/** The tab of My Bookings a seat is filed under: still to board, boarded or ridden, or cancelled or missed. */
export function seatTab(status: SeatStatus): "upcoming" | "completed" | "cancelled" {
  if (status === "reserved") return "upcoming";
  if (status === "boarded" || status === "alighted") return "completed";
  return "cancelled";
}

/** The seats the shuttle screen shows on top: those still to board, and those on the bus now. */
export function seatsOnScreen(seats: readonly SeatView[]): SeatView[] {
  return seats.filter((s) => s.status === "reserved" || s.status === "boarded");
}

/**
 * What to top up to pay a fare of `fareKobo` from a wallet holding `balanceKobo`: the shortfall in whole naira,
 * at least the wallet's smallest top-up; null when the wallet holds enough.
 */
export function topUpForFare(fareKobo: number, balanceKobo: number, minKobo: number): number | null {
  const short = fareKobo - balanceKobo;
  if (short <= 0) return null;
  return Math.max(Math.ceil(short / KOBO_PER_NAIRA) * KOBO_PER_NAIRA, minKobo);
}
