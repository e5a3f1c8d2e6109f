/**
 * The service worker's push handlers, loaded by the generated worker (workbox importScripts, vite.config.ts;
 * docs/decisions/0025-web-push.md). A ride request pushed by the server becomes a system notification unless
 * a window of the app is in front of the driver (it shows the request itself); a click on it brings the app
 * forward on that request.
 */

/** What a notification of a ride request carries, for the click. */
const requestNotification = (message) => ({
  body: message.body,
  tag: message.tag,
  icon: "/icons/icon-192.png",
  badge: "/icons/icon-192.png",
  // The request waits on screen until the driver answers it, with the platform's sound and a vibration.
  requireInteraction: true,
  silent: false,
  vibrate: [200, 100, 200, 100, 200],
  timestamp: Date.now(),
  data: { url: message.url, rideId: message.rideId, expiresAt: message.expiresAt },
});

/** The app's windows, controlled by this worker or not yet. */
const appWindows = () => self.clients.matchAll({ type: "window", includeUncontrolled: true });

self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (message?.kind !== "ride.request") return;
  event.waitUntil(
    appWindows().then((windows) => {
      if (Date.parse(message.expiresAt) <= Date.now()) return undefined;
      // The driver is looking at the app: its page has the request already, with its own alerts.
      if (windows.some((w) => w.visibilityState === "visible" && w.focused)) return undefined;
      return self.registration.showNotification(message.title, requestNotification(message));
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  const data = event.notification.data || {};
  event.notification.close();
  if (typeof data.url !== "string") return;
  const target = new URL(data.url, self.location.origin);
  // Only a page of the app ("//other.site/" is a path to another site too).
  if (target.origin !== self.location.origin) return;
  const url = target.href;
  event.waitUntil(
    appWindows().then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // The open app shows the request without a reload (driver-rides/lib/request-notifications.ts).
      open.postMessage({ type: "campusgo:open-request", rideId: data.rideId });
      return open.focus();
    }),
  );
});
