import { savePushSubscription } from "../api/save-push-subscription.ts";
import { notificationPermission } from "./request-notifications.ts";

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a !== null && a !== undefined && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Subscribes this browser to ride requests through its push service, so they arrive while the app is closed,
 * and gives the subscription to the server (which keeps one per signed-in browser). Needs notifications
 * allowed and a service worker; a browser without a push service (or offline) keeps the page's own alerts.
 * Answers whether the server has the subscription.
 */
export async function subscribeToPush(vapidPublicKey: string): Promise<boolean> {
  if (notificationPermission() !== "granted" || !("PushManager" in window)) return false;
  try {
    const worker = await navigator.serviceWorker.getRegistration();
    if (!worker) return false;
    const ready = await navigator.serviceWorker.ready;
    const key = keyBytes(vapidPublicKey);
    let subscription = await ready.pushManager.getSubscription();
    // Made with another server key (the keys were changed): it no longer reaches this browser.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
    await savePushSubscription({
      endpoint: json.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    });
    return true;
  } catch {
    // No push service here (a browser without one, offline, or one the server does not send to).
    return false;
  }
}
