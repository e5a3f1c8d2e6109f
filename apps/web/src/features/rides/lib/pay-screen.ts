/**
 * The trips whose pay-and-rate screen the rider has seen in this visit (this page load). The dashboard's home
 * opens an unpaid trip's screen once per visit (app/guards/rider-home.tsx); after that, "Back to home" shows the
 * home with the unpaid-trip banner instead of sending the rider back.
 */
const seen = new Set<string>();

export const notePayScreenSeen = (rideId: string): void => void seen.add(rideId);

export const payScreenSeen = (rideId: string): boolean => seen.has(rideId);
