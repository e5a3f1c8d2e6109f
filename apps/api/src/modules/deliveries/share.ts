import { createHmac } from "node:crypto";
import { SHARE_LINK_HOURS_AFTER } from "@campusgo/domain";
import type { Db } from "../../db/client.ts";
import type { Delivery } from "../../db/schema/index.ts";
import { sha256 } from "../../lib/tokens.ts";
import { findDeliveryByShareHash } from "./repo.ts";

/**
 * A delivery's tracking link, /track/<token> (docs/api-deliveries.md). The token is 256 bits, base64url: an
 * HMAC-SHA256 of the delivery's id under the server's secret, so it cannot be guessed from the id, and the
 * server can show the sender their link again without storing it. Only its SHA-256 is stored, and a link is
 * looked up by that hash.
 */

/** Separates these tokens from anything else the secret signs. */
const PURPOSE = "campusgo:delivery-tracking-link:v1";
/** 32 bytes in base64url, without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const shareToken = (secret: string, deliveryId: string): string =>
  createHmac("sha256", secret).update(`${PURPOSE}:${deliveryId}`).digest("base64url");

export const shareTokenHash = (token: string): string => sha256(token);

export const shareUrl = (publicUrl: string, token: string): string => `${publicUrl}/track/${token}`;

/** When the link stops working: SHARE_LINK_HOURS_AFTER after the delivery ended; null while it goes on. */
export const shareLinkExpiresAt = (delivery: Pick<Delivery, "endedAt">): Date | null =>
  delivery.endedAt ? new Date(delivery.endedAt.getTime() + SHARE_LINK_HOURS_AFTER * 3600_000) : null;

export const shareLinkExpired = (delivery: Pick<Delivery, "endedAt">, now: Date): boolean => {
  const expiresAt = shareLinkExpiresAt(delivery);
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
};

/**
 * The link the sender can share, while it works: made again from the id, and only if it is still the one
 * stored (a changed secret makes another token, and the stored hash keeps the first link working instead).
 */
export function shareLinkOf(
  config: { sessionSecret: string; publicUrl: string },
  delivery: Pick<Delivery, "id" | "shareTokenHash" | "endedAt">,
  now: Date,
): string | null {
  if (shareLinkExpired(delivery, now)) return null;
  const token = shareToken(config.sessionSecret, delivery.id);
  return shareTokenHash(token) === delivery.shareTokenHash ? shareUrl(config.publicUrl, token) : null;
}

/** The delivery a link's token names, if any (a token of another shape names none, and costs no query). */
export async function deliveryOfToken(db: Db, token: string): Promise<Delivery | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return findDeliveryByShareHash(db, shareTokenHash(token));
}
