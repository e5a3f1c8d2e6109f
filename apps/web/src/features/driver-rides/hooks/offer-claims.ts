/**
 * Offers the driver made on trips of other kinds (a delivery) come through the same "offer:updated" event as
 * ride offers. The kind that knows such a trip claims it here, and the ride feed leaves its offers alone (no
 * "the rider accepted" for a parcel).
 */
const claims = new Set<(tripId: string) => boolean>();

/** Claims the offers on the trips `owns` says are its own; returns the function that lets go. */
export function claimOffers(owns: (tripId: string) => boolean): () => void {
  claims.add(owns);
  return () => {
    claims.delete(owns);
  };
}

/** Whether another kind of trip claimed the offers on `tripId`. */
export const claimedElsewhere = (tripId: string): boolean => [...claims].some((owns) => owns(tripId));
