import { z } from "zod";
import { RIDE_TYPES } from "../constants.ts";
import { formatDistance } from "../format/distance.ts";
import { formatNaira } from "../money.ts";

/** What the push subscription routes answer when the input is wrong. */
export const PUSH_MESSAGES = {
  badSubscription: "This browser's push subscription is not valid",
  unsupportedService: "Alerts cannot be sent through this browser's push service",
  subscribed: "Alerts are on for this browser",
  unsubscribed: "Alerts are off for this browser",
} as const;

const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.badSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.badSubscription)
    .refine(
      (v) => Math.floor((v.replace(/=+$/, "").length * 3) / 4) === bytes,
      PUSH_MESSAGES.badSubscription,
    );

/**
 * POST /api/push/subscriptions: a browser's PushSubscription as `subscription.toJSON()` gives it (RFC 8030
 * endpoint, RFC 8291 keys: the browser's P-256 public key, 65 bytes, and its auth secret, 16 bytes).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: PUSH_MESSAGES.badSubscription, protocol: /^https$/ })
    .max(2048, PUSH_MESSAGES.badSubscription),
  expirationTime: z.number().int().min(0).nullish(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: PUSH_MESSAGES.badSubscription }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * What a push message carries to the service worker (encrypted end to end): a ride request for a driver whose
 * app may be closed. `tag` names the system notification, so the page and the push show one notification.
 */
export const pushMessageSchema = z.object({
  kind: z.literal("ride.request"),
  rideId: z.string(),
  title: z.string(),
  body: z.string(),
  /** The in-app path a click opens: the dashboard, on the request. */
  url: z.string(),
  tag: z.string(),
  /** When the request stops taking offers (ISO). */
  expiresAt: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The system notification's tag of a ride request (one per request, whoever shows it). */
export const requestNotificationTag = (rideId: string) => `ride-request-${rideId}`;

/** A request's notification, the same from a push and from the open page. */
export function requestNotificationText(request: {
  rideType: number;
  offerKobo: number;
  pickupName: string;
  destName: string;
  distanceToPickupM: number;
}): { title: string; body: string } {
  const type = RIDE_TYPES.find((t) => t.id === request.rideType)?.name ?? "ride";
  return {
    title: `New ${type} request · ${formatNaira(request.offerKobo)}`,
    body: `${request.pickupName} to ${request.destName}. Pickup ${formatDistance(request.distanceToPickupM)} from you.`,
  };
}
