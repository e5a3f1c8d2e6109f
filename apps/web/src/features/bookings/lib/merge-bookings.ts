import { type Delivery, deliveryTab } from "../../deliveries/index.ts";
import type { Ride, RideScope } from "../../rides/index.ts";

/** One line of My Bookings: a ride, or a package sent. */
export type Booking = { kind: "ride"; ride: Ride } | { kind: "delivery"; delivery: Delivery };

const bookedAt = (b: Booking) => Date.parse(b.kind === "ride" ? b.ride.createdAt : b.delivery.createdAt);

/**
 * A tab's rides with the deliveries filed under the same tab (coming up or under way, done, cancelled), newest
 * booking first.
 */
export function mergeBookings(
  rides: readonly Ride[],
  deliveries: readonly Delivery[],
  tab: RideScope,
): Booking[] {
  const list: Booking[] = [
    ...rides.map((ride) => ({ kind: "ride" as const, ride })),
    ...deliveries
      .filter((delivery) => deliveryTab(delivery.status) === tab)
      .map((delivery) => ({ kind: "delivery" as const, delivery })),
  ];
  return list.sort((a, b) => bookedAt(b) - bookedAt(a));
}
