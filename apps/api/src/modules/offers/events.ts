import type { Offer } from "../../db/schema/index.ts";
import { loadPeople, type People } from "../drivers/people.ts";
import type { RideDeps } from "../rides/deps.ts";
import { toOfferView } from "../rides/view.ts";
import { ridersOf } from "./repo.ts";

/**
 * Offers that left "pending": each driver gets "offer:updated"; the riders get "ride:offer:gone" (unless
 * `tellRider` is false, e.g. the ride was accepted and the rider already has the new ride).
 */
export async function announceSettledOffers(
  deps: RideDeps,
  settled: Offer[],
  options: { tellRider?: boolean; people?: People } = {},
): Promise<void> {
  if (settled.length === 0) return;
  const people =
    options.people ??
    (await loadPeople(
      deps.db,
      settled.map((o) => o.driverId),
    ));
  for (const offer of settled) {
    deps.hub.toUser(offer.driverId, "offer:updated", { offer: toOfferView(offer, people) });
  }
  if (options.tellRider === false) return;
  const riders = await ridersOf(
    deps.db,
    settled.map((o) => o.rideId),
  );
  for (const offer of settled) {
    const riderId = riders.get(offer.rideId);
    if (riderId) deps.hub.toUser(riderId, "ride:offer:gone", { offerId: offer.id, rideId: offer.rideId });
  }
}
