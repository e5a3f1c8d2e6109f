import webpush, { WebPushError } from "web-push";
import type { PushConfig } from "../../config.ts";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service may keep the message for an unreachable browser (seconds). */
  ttlSeconds: number;
  urgency: "very-low" | "low" | "normal" | "high";
  /** Replaces a message with the same topic still waiting at the push service (at most 32 base64url characters). */
  topic?: string;
}

/** sent: the push service took it; gone: the subscription no longer exists (404, 410); failed: try again later. */
export type PushOutcome = "sent" | "gone" | "failed";

/** How long one request to a push service may take. */
const TIMEOUT_MS = 10_000;

/**
 * Whether the endpoint is on one of the configured push services (exact host, or "*.host" for its subdomains).
 * The endpoint comes from a browser, so without this check a user could make the server post to any address.
 */
export function isAllowedPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) =>
    allowed.startsWith("*.")
      ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1
      : host === allowed,
  );
}

/**
 * Sends encrypted Web Push messages (RFC 8030, 8291 aes128gcm, 8292 VAPID) with the `web-push` library, over
 * HTTPS to the subscription's push service.
 */
export class PushSender {
  constructor(private readonly config: PushConfig) {}

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
    if (!isAllowedPushService(target.endpoint, this.config.serviceHosts)) return "gone";
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: {
            subject: this.config.subject,
            publicKey: this.config.publicKey,
            privateKey: this.config.privateKey,
          },
          TTL: Math.max(0, Math.floor(options.ttlSeconds)),
          urgency: options.urgency,
          ...(options.topic ? { topic: options.topic } : {}),
          contentEncoding: "aes128gcm",
          timeout: TIMEOUT_MS,
        },
      );
      return "sent";
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
        return "gone";
      return "failed";
    }
  }
}
