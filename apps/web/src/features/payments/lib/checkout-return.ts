/**
 * Where the payment return page sends the payer back for a trip that is not a ride (a delivery): the screen that
 * started the checkout notes its own path for the trip just before it leaves for the gateway, and the return page
 * offers it instead of the ride's booking details. Kept in sessionStorage: the gateway comes back in the same tab.
 */
const KEY = "campusgo.checkout-return";

interface Remembered {
  tripId: string;
  path: string;
}

/** Notes that a checkout for `tripId` comes back to `path` (a path inside the app). */
export function rememberCheckoutReturn(tripId: string, path: string): void {
  if (!path.startsWith("/") || path.startsWith("//")) return;
  try {
    globalThis.sessionStorage.setItem(KEY, JSON.stringify({ tripId, path } satisfies Remembered));
  } catch {
    // Storage disabled: the return page offers the booking details as for a ride.
  }
}

/** The path noted for `tripId`, or null when the last checkout was for another trip (or none was noted). */
export function checkoutReturnPath(tripId: string | null | undefined): string | null {
  if (!tripId) return null;
  try {
    const raw = globalThis.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const noted = JSON.parse(raw) as Partial<Remembered>;
    return noted.tripId === tripId && typeof noted.path === "string" && noted.path.startsWith("/")
      ? noted.path
      : null;
  } catch {
    return null;
  }
}
