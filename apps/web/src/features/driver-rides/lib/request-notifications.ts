import { requestNotificationTag, requestNotificationText } from "@campusgo/domain";
import type { DriverRequest } from "../api/types.ts";

/**
 * The system notification of a ride request, shown through the service worker (as the pushed one is, with the
 * same tag, so the two never show twice), and the service worker's word that one was clicked.
 */

/** Whether this browser can show notifications through a service worker at all. */
export const notificationsSupported = (): boolean =>
  typeof window !== "undefined" && "Notification" in window && "serviceWorker" in navigator;

/** "granted", "denied", "default" (not asked yet), or "unsupported". */
export function notificationPermission(): NotificationPermission | "unsupported" {
  return notificationsSupported() ? Notification.permission : "unsupported";
}

/**
 * The service worker once active (production builds register one), or none: the page then has only its own
 * alerts. `ready` alone would wait for ever where no worker is registered.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!notificationsSupported()) return undefined;
  try {
    if (!(await navigator.serviceWorker.getRegistration())) return undefined;
    return await navigator.serviceWorker.ready;
  } catch {
    return undefined;
  }
}

/** Shows the request as a system notification, when the driver allowed them; its click opens the request. */
export async function showRequestNotification(request: DriverRequest): Promise<void> {
  if (notificationPermission() !== "granted") return;
  const worker = await registration();
  if (!worker) return;
  const { title, body } = requestNotificationText({
    rideType: request.rideType,
    offerKobo: request.offerKobo,
    pickupName: request.pickup.name,
    destName: request.destination.name,
    distanceToPickupM: request.distanceToPickupM,
  });
  const options: NotificationOptions & { vibrate?: number[]; timestamp?: number } = {
    body,
    tag: requestNotificationTag(request.id),
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    requireInteraction: true,
    silent: false,
    vibrate: [200, 100, 200, 100, 200],
    timestamp: Date.now(),
    data: {
      url: `/dashboard?request=${encodeURIComponent(request.id)}`,
      rideId: request.id,
      expiresAt: request.expiresAt,
    },
  };
  try {
    await worker.showNotification(title, options);
  } catch {
    // The browser refused it (permission taken back meanwhile): the tab's title and sound still tell.
  }
}

/** Takes a request's notification away (the driver saw the request, or it is gone). */
export async function closeRequestNotification(rideId: string): Promise<void> {
  const worker = await registration();
  if (!worker) return;
  try {
    for (const n of await worker.getNotifications({ tag: requestNotificationTag(rideId) })) n.close();
  } catch {
    // Nothing to close.
  }
}

/** The service worker says the driver clicked a request's notification while this page was open. */
export function onRequestNotificationClick(open: (rideId: string) => void): () => void {
  if (!notificationsSupported()) return () => {};
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; rideId?: unknown } | null;
    if (data?.type === "campusgo:open-request" && typeof data.rideId === "string") open(data.rideId);
  };
  navigator.serviceWorker.addEventListener("message", listener);
  return () => navigator.serviceWorker.removeEventListener("message", listener);
}
