import { type DeliveryRequest, SIZE_RIDE_TYPES, splitFullName } from "@campusgo/domain";
import type { Delivery } from "../../db/schema/index.ts";
import { askedDrivers } from "../dispatch/repo.ts";
import { dispatchTrip } from "../dispatch/service.ts";
import { loadPeople } from "../drivers/people.ts";
import { queueRequestPush } from "../push/ride-requests.ts";
import type { RideDeps } from "../rides/deps.ts";
import { driverRange } from "../rides/prices.ts";

type DispatchingDeps = Pick<RideDeps, "db" | "config" | "locations" | "hub" | "jobs" | "log">;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The request card of a delivery, for a driver `distanceToPickupM` from the pickup. */
export function toDeliveryRequest(
  d: Delivery,
  senderFirstName: string,
  distanceToPickupM: number,
  deps: Pick<RideDeps, "config">,
): DeliveryRequest {
  return {
    id: d.id,
    kind: "delivery",
    size: d.size,
    category: d.category,
    fragile: d.fragile,
    declaredValueKobo: d.declaredValueKobo,
    pickup: { lat: d.pickupLat, lon: d.pickupLon, name: d.pickupName },
    dropoff: { lat: d.dropoffLat, lon: d.dropoffLon, name: d.dropoffName },
    distanceM: d.distanceM,
    durationS: d.durationS,
    distanceToPickupM,
    fareKobo: d.fareKobo,
    offerKobo: d.offerKobo,
    offerRange: driverRange(deps, d),
    scheduledAt: iso(d.scheduledAt),
    note: d.note,
    senderFirstName,
    expiresAt: iso(d.searchExpiresAt),
    createdAt: d.createdAt.toISOString(),
  };
}

/**
 * Sends a searching delivery's request to the drivers around (dispatch/service.ts), only to vehicles that can
 * take its size (SIZE_RIDE_TYPES: a large parcel never reaches an okada or a keke), as "delivery:request" cards.
 */
export async function dispatchDelivery(
  deps: DispatchingDeps,
  d: Delivery,
  now = new Date(),
  options: { fresh?: boolean } = {},
): Promise<string[]> {
  if (d.status !== "searching") return [];
  let senderName: Promise<string> | undefined;
  const firstName = async () => {
    const people = await loadPeople(deps.db, [d.senderId]);
    return splitFullName(people.get(d.senderId)?.user.fullName ?? "").firstName || "A sender";
  };
  return dispatchTrip(
    deps,
    {
      kind: "delivery",
      id: d.id,
      bookerId: d.senderId,
      pickup: { lat: d.pickupLat, lon: d.pickupLon },
      rideTypes: SIZE_RIDE_TYPES[d.size],
      round: d.searchRound,
      radiusM: d.searchRadiusM,
      send: async (driverIds, distance) => {
        senderName ??= firstName();
        deps.hub.toUsers(
          driverIds,
          "delivery:request",
          toDeliveryRequest(d, await senderName, distance, deps),
        );
      },
      // Drivers whose app is closed get it as a browser push, as ride requests are.
      push: (driverIds) => queueRequestPush(deps, d.id, driverIds),
    },
    now,
    options,
  );
}

/** Tells the drivers a delivery was sent to that it is gone (taken, cancelled or expired). */
export async function closeDeliveryRequests(
  deps: Pick<RideDeps, "db" | "hub">,
  d: Delivery,
  except?: string | null,
) {
  const drivers = await askedDrivers(deps.db, d.id, except);
  deps.hub.toUsers(drivers, "delivery:request:gone", { deliveryId: d.id });
}
