import { type Arrival, BUS_STATE_WORDS, formatTime, type StopBoard } from "@campusgo/domain";

/** Under this many seconds away, a live bus is "Due" rather than a number of minutes. */
export const DUE_UNDER_S = 60;

/** How a live bus's time to a stop reads: "Due" under a minute, else whole minutes ("3 min"). */
export function countdownWords(inS: number): string {
  if (inS < DUE_UNDER_S) return "Due";
  return `${Math.floor(inS / 60)} min`;
}

/** How old a bus's news is: "updated just now", "updated 12 s ago", "updated 3 min ago". */
export function ageWords(ageS: number): string {
  const s = Math.max(0, Math.round(ageS));
  if (s < 2) return "updated just now";
  if (s < 60) return `updated ${s} s ago`;
  return `updated ${Math.floor(s / 60)} min ago`;
}

/** Seats free on a bus as it leaves the stop: "3 seats left", "1 seat left", "Full". */
export function seatsLeftWords(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Full";
  return `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left`;
}

/** One bus coming to a stop: its countdown while it is live, else why there is none. */
export function arrivalWords(arrival: Arrival): string {
  if (arrival.state !== "live") return BUS_STATE_WORDS[arrival.state];
  return arrival.inS === null ? "On its way" : countdownWords(arrival.inS);
}

/**
 * What a stop's board shows: a live countdown, a bus that cannot be timed (not reporting, off route), the
 * timetable's next bus when none runs, or nothing more today.
 */
export type BoardTone = "live" | "warning" | "scheduled" | "none";

export interface BoardText {
  tone: BoardTone;
  /** "3 min", "Due", "Bus not reporting", "Scheduled 10:10 am", "No more buses today". */
  main: string;
  /** The age of the news of the bus shown ("updated 12 s ago"), for a bus only. */
  age: string | null;
  /** Seats free on the bus shown ("3 seats left", "Full"), for a bus only. */
  seats: string | null;
  /** The next live bus after it, when there is one ("then 14 min"). */
  later: string | null;
}

/** The board of one stop, given how many buses of its line run now. */
export function boardText(board: StopBoard, busesRunning: number): BoardText {
  const [first, ...rest] = board.arrivals;
  if (first) {
    const next = rest.find((a) => a.state === "live" && a.inS !== null);
    return {
      tone: first.state === "live" ? "live" : "warning",
      main: arrivalWords(first),
      age: ageWords(first.ageS),
      seats: seatsLeftWords(first.seatsLeft),
      later: next ? `then ${arrivalWords(next).toLowerCase()}` : null,
    };
  }
  if (board.scheduledAt) {
    return {
      tone: "scheduled",
      main: `Scheduled ${formatTime(board.scheduledAt)}`,
      age: null,
      seats: null,
      later: null,
    };
  }
  // Buses run but none comes here any more (a line that is not a loop, its buses past this stop).
  if (busesRunning > 0)
    return { tone: "none", main: "No bus on its way", age: null, seats: null, later: null };
  return { tone: "none", main: "No more buses today", age: null, seats: null, later: null };
}

/**
 * The one sentence read out for the rider's stop (a polite live region): it changes at most once a minute per
 * bus, never with the age of the news.
 */
export function stopSummary(stopName: string, text: BoardText): string {
  switch (text.tone) {
    case "live":
      return text.main === "Due"
        ? `${stopName}: the next bus is due now`
        : `${stopName}: the next bus comes in ${text.main}`;
    case "scheduled":
      return `${stopName}: next bus scheduled at ${text.main.replace(/^Scheduled /, "")}`;
    default:
      return `${stopName}: ${text.main}`;
  }
}
