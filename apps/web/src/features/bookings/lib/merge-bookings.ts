import type { SeatView } from "@campusgo/domain";
import { type Delivery, deliveryTab } from "../../deliveries/index.ts";
import type { Ride, RideScope } from "../../rides/index.ts";
import { seatTab } from "../../shuttle/index.ts";

/** One line of My Bookings: a ride, a package sent, or a seat on a campus shuttle. */
export type Booking =
  | { kind: "ride"; ride: Ride }
  | { kind: "delivery"; delivery: Delivery }
  | { kind: "seat"; seat: SeatView };

function bookedAt(b: Booking): number {
  if (b.kind === "ride") return Date.parse(b.ride.createdAt);
  return Date.parse(b.kind === "delivery" ? b.delivery.createdAt : b.seat.createdAt);
}

/**
 * A tab's rides with the deliveries and shuttle seats filed under the same tab (coming up or under way, done,
 * cancelled), newest booking first.
 */
export function mergeBookings(
  rides: readonly Ride[],
  deliveries: readonly Delivery[],
  tab: RideScope,
  seats: readonly SeatView[] = [],
): Booking[] {
  const list: Booking[] = [
    ...rides.map((ride) => ({ kind: "ride" as const, ride })),
    ...deliveries
      .filter((delivery) => deliveryTab(delivery.status) === tab)
      .map((delivery) => ({ kind: "delivery" as const, delivery })),
    ...seats.filter((seat) => seatTab(seat.status) === tab).map((seat) => ({ kind: "seat" as const, seat })),
  ];
  return list.sort((a, b) => bookedAt(b) - bookedAt(a));
}
