import type { DriverRequest, DriverSummary, Ride } from "../api/types.ts";

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Whether any of `texts` holds what was typed in the dashboard's search box: case does not matter, and
 * "enu482" finds the plate "ENU-482-KK". An empty search matches everything.
 */
export function textMatches(search: string, texts: readonly (string | null | undefined)[]): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const bare = letters(q);
  return texts.some((t) => {
    if (!t) return false;
    return t.toLowerCase().includes(q) || (bare.length > 0 && letters(t).includes(bare));
  });
}

/** A request, found by its places, the rider's name, the note or the plate on the driver's offer. */
export const requestMatches = (request: DriverRequest, search: string): boolean =>
  textMatches(search, [
    request.pickup.name,
    request.destination.name,
    request.rider.fullName,
    request.note,
    request.myOffer?.driver.vehicle.plateNumber,
  ]);

/** A ride of the history, found by its places, the rider's name or the plate of the vehicle that drove it. */
export const rideMatches = (ride: Ride, search: string): boolean =>
  textMatches(search, [
    ride.pickup.name,
    ride.destination.name,
    ride.rider?.fullName,
    ride.driver?.vehicle.plateNumber,
  ]);

type Earning = DriverSummary["earnings"][number];

/** An earning, found by the places of its ride (looked up in the history). */
export const earningMatches = (
  earning: Earning,
  rides: ReadonlyMap<string, Pick<Ride, "pickup" | "destination">>,
  search: string,
): boolean => {
  const ride = rides.get(earning.rideId);
  return textMatches(search, [ride?.pickup.name, ride?.destination.name]);
};
