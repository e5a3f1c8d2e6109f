import type { Offer } from "../../db/schema/index.ts";
import { loadPeople, type People } from "../drivers/people.ts";
import type { RideDeps } from "../rides/deps.ts";
import { toOfferView } from "../rides/view.ts";
import type { AcceptedPayload } from "../trips/payloads.ts";
import { bookersOf, findOffers } from "./repo.ts";

/**
 * Offers that left "pending": each driver gets "offer:updated"; the trips' bookers (a rider, a sender) get
 * "ride:offer:gone" (unless `tellRider` is false, e.g. the trip was accepted and its booker already has it).
 */
export async function announceSettledOffers(
  deps: Pick<RideDeps, "db" | "hub">,
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
  const bookers = await bookersOf(
    deps.db,
    settled.map((o) => o.tripId),
  );
  for (const offer of settled) {
    const bookerId = bookers.get(offer.tripId);
    if (bookerId) deps.hub.toUser(bookerId, "ride:offer:gone", { offerId: offer.id, rideId: offer.tripId });
  }
}

/**
 * An offer accepted on a trip: its driver hears it was accepted; the offers settled in the same transaction are
 * announced (lost on this trip: not to the booker, who has the trip already; withdrawn on other trips: to their
 * bookers too). Answers the offers lost on this trip.
 */
export async function announceAcceptance(
  deps: Pick<RideDeps, "db" | "hub">,
  tripId: string,
  payload: Partial<AcceptedPayload>,
): Promise<Offer[]> {
  // An accept written without its offers (the server's own moves) settles none.
  const settledIds = payload.settledOfferIds ?? [];
  const list = await findOffers(deps.db, [String(payload.offerId), ...settledIds]);
  const people = await loadPeople(
    deps.db,
    list.map((o) => o.driverId),
  );
  const accepted = list.find((o) => o.id === payload.offerId);
  if (accepted) deps.hub.toUser(accepted.driverId, "offer:updated", { offer: toOfferView(accepted, people) });
  const settled = list.filter((o) => o.id !== payload.offerId);
  const lost = settled.filter((o) => o.tripId === tripId);
  await announceSettledOffers(deps, lost, { tellRider: false, people });
  await announceSettledOffers(
    deps,
    settled.filter((o) => o.tripId !== tripId),
    { people },
  );
  return lost;
}
