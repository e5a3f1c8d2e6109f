import toast from "react-hot-toast";
import { sharedValue } from "../../../lib/shared-value.ts";
import type { DriverRequest } from "../api/types.ts";
import { beep, hasInteracted } from "../lib/beep.ts";
import { showRequestNotification } from "../lib/request-notifications.ts";
import { queueIncoming } from "./incoming-requests.ts";

/** The requests that arrived since the driver last opened the Request tab (their ids). */
let current: ReadonlySet<string> = new Set();
const unseen = sharedValue(current);
const setUnseen = (next: ReadonlySet<string>) => {
  current = next;
  unseen.set(next);
};

/** How many of the requests (of any kind) the driver has not seen are still open. */
export function useUnseenRequestCount(open: readonly { id: string }[] | undefined): number {
  const ids = unseen.useValue();
  if (!open || ids.size === 0) return 0;
  return open.filter((r) => ids.has(r.id)).length;
}

/** The Request tab is open: every request there counts as seen. */
export function markRequestsSeen(): void {
  if (current.size > 0) setUnseen(new Set());
}

const VIBRATION_MS = [200, 100, 200];

/**
 * A new request reached the driver: a beep, a vibration where the device has one, a toast naming the places,
 * and one more on the Request tab's count, whatever tab is open. A driver who is not looking (the page hidden)
 * also gets a system notification (when allowed), the tab's title alternating, and the full-screen request
 * view when they come back.
 */
export function announceRequest(request: DriverRequest): void {
  setUnseen(new Set([...current, request.id]));
  if (document.visibilityState === "hidden") {
    queueIncoming(request.id);
    void showRequestNotification(request);
  }
  toast(`New ride request: ${request.pickup.name} to ${request.destination.name}`, {
    id: `ride-request-${request.id}`,
  });
  ring();
}

/** A beep and a vibration, once the page has been touched (browsers allow neither before). */
function ring(): void {
  if (!hasInteracted()) return;
  beep();
  if (typeof navigator.vibrate === "function") navigator.vibrate(VIBRATION_MS);
}

/**
 * A request of another kind of trip (a parcel) reached the driver: the same beep, vibration and count on the
 * Request tab as a ride request, with `words` as its toast.
 */
export function announceOtherRequest(id: string, words: string): void {
  setUnseen(new Set([...current, id]));
  toast(words, { id: `request-${id}` });
  ring();
}
