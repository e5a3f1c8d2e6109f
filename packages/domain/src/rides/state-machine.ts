/**
 * The ride state machine as a table. The API applies a row with a compare-and-set
 * (UPDATE ... WHERE id = $1 AND status = $from RETURNING *), so two racers cannot both win.
 */
export const RIDE_STATUSES = [
  "scheduled",
  "searching",
  /** Booked ahead: a driver is matched for a later pickup and confirms near the time. */
  "reserved",
  "accepted",
  "arrived",
  "in_progress",
  /** Round trips: at the destination, the driver waits the agreed minutes. */
  "waiting",
  /** Round trips: on the way back to the pickup. */
  "returning",
  "completed",
  "cancelled",
  "expired",
] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

export const RIDE_EVENTS = [
  "dispatch",
  "accept",
  "arrive",
  "start",
  "complete",
  "cancel",
  "expire",
  "search_again",
  /** Round trips: the driver has reached the destination and waits. */
  "wait",
  /** Round trips: the way back starts (the driver, or the server when the agreed wait is over). */
  "return",
  /** Round trips: the rider ends the trip at the destination instead of going back. */
  "end_early",
  /** A ride booked for later is matched ahead of its time (the driver confirms near the time). */
  "reserve",
  /** The matched driver confirms near the time and heads to the pickup. */
  "confirm",
  /** The matched driver did not confirm in time: the ride searches again. */
  "release",
] as const;
export type RideEvent = (typeof RIDE_EVENTS)[number];

/** Who causes a transition: the rider, the assigned driver, or the server itself (timers, dispatch). */
export type RideActor = "rider" | "driver" | "system";

/** One-way rides and round trips share the table; a few rows belong to one shape only. */
export type RideShape = "one_way" | "round_trip";

export interface RideTransition {
  event: RideEvent;
  from: RideStatus;
  to: RideStatus;
  by: RideActor;
  /** Only for this kind of trip; both when absent. */
  only?: RideShape;
}

const row = (
  event: RideEvent,
  from: RideStatus,
  to: RideStatus,
  by: RideActor,
  only?: RideShape,
): RideTransition => (only ? { event, from, to, by, only } : { event, from, to, by });

/** Every legal transition; anything not listed is illegal. */
export const RIDE_TRANSITIONS: readonly RideTransition[] = [
  row("dispatch", "scheduled", "searching", "system"),
  row("accept", "searching", "accepted", "rider"),
  // "Accept the best offer up to ₦X": the server accepts for the rider.
  row("accept", "searching", "accepted", "system"),
  row("reserve", "searching", "reserved", "rider"),
  row("reserve", "searching", "reserved", "system"),
  row("confirm", "reserved", "accepted", "driver"),
  row("release", "reserved", "searching", "system"),
  row("arrive", "accepted", "arrived", "driver"),
  row("start", "arrived", "in_progress", "driver"),
  row("complete", "in_progress", "completed", "driver", "one_way"),
  row("wait", "in_progress", "waiting", "driver", "round_trip"),
  row("return", "waiting", "returning", "driver", "round_trip"),
  row("return", "waiting", "returning", "system", "round_trip"),
  row("end_early", "waiting", "completed", "rider", "round_trip"),
  row("complete", "returning", "completed", "driver", "round_trip"),
  row("cancel", "scheduled", "cancelled", "rider"),
  row("cancel", "searching", "cancelled", "rider"),
  row("cancel", "reserved", "cancelled", "rider"),
  row("cancel", "reserved", "cancelled", "driver"),
  // A search that ended: the rider may close it instead of searching again.
  row("cancel", "expired", "cancelled", "rider"),
  row("cancel", "accepted", "cancelled", "rider"),
  row("cancel", "arrived", "cancelled", "rider"),
  row("cancel", "accepted", "cancelled", "driver"),
  row("cancel", "arrived", "cancelled", "driver"),
  row("expire", "searching", "expired", "system"),
  // A scheduled ride whose rider is busy with another ride when its time comes.
  row("expire", "scheduled", "expired", "system"),
  row("search_again", "expired", "searching", "rider"),
];

/**
 * The transition `event` by `by` makes from `from`, or null when it is not allowed. With `kind`, rows of the
 * other kind of trip do not count; without it, any row does.
 */
export function findRideTransition(
  from: RideStatus,
  event: RideEvent,
  by: RideActor,
  kind?: RideShape,
): RideTransition | null {
  return (
    RIDE_TRANSITIONS.find(
      (t) => t.from === from && t.event === event && t.by === by && (!kind || !t.only || t.only === kind),
    ) ?? null
  );
}

/** The status a transition leads to, or null when it is not allowed from `from` for `by`. */
export function nextRideStatus(
  from: RideStatus,
  event: RideEvent,
  by: RideActor,
  kind?: RideShape,
): RideStatus | null {
  return findRideTransition(from, event, by, kind)?.to ?? null;
}

export const rideShape = (ride: { roundTrip: boolean }): RideShape =>
  ride.roundTrip ? "round_trip" : "one_way";

/** The statuses an event may start from for an actor (the candidates of a compare-and-set). */
export function rideStatusesFor(event: RideEvent, by: RideActor): RideStatus[] {
  return RIDE_TRANSITIONS.filter((t) => t.event === event && t.by === by).map((t) => t.from);
}

/** A rider holds at most one ride in these statuses. */
export const RIDER_ACTIVE_STATUSES = [
  "searching",
  "reserved",
  "accepted",
  "arrived",
  "in_progress",
  "waiting",
  "returning",
] as const satisfies readonly RideStatus[];
/**
 * A driver holds at most one ride in these statuses (a database constraint too). A reserved ride is not one of
 * them: a driver booked for later keeps driving until they confirm.
 */
export const DRIVER_ACTIVE_STATUSES = [
  "accepted",
  "arrived",
  "in_progress",
  "waiting",
  "returning",
] as const satisfies readonly RideStatus[];
/** Statuses no transition leaves. */
export const FINAL_RIDE_STATUSES = ["completed", "cancelled"] as const satisfies readonly RideStatus[];
/** Statuses that carry an assigned driver. */
export const ASSIGNED_RIDE_STATUSES = [
  "reserved",
  "accepted",
  "arrived",
  "in_progress",
  "waiting",
  "returning",
  "completed",
] as const satisfies readonly RideStatus[];

export const isRiderActive = (s: RideStatus) => (RIDER_ACTIVE_STATUSES as readonly RideStatus[]).includes(s);
export const isDriverActive = (s: RideStatus) =>
  (DRIVER_ACTIVE_STATUSES as readonly RideStatus[]).includes(s);
