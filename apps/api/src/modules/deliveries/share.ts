import { SHARE_LINK_HOURS_AFTER } from "@campusgo/domain";
import type { Db } from "../../db/client.ts";
import type { Delivery } from "../../db/schema/index.ts";
import { isShareToken, shareLinkToken, shareTokenHash, shareUrl } from "../trips/share-links.ts";
import { findDeliveryByShareHash } from "./repo.ts";

export { shareTokenHash, shareUrl };

/**
 * A delivery's tracking link, /track/<token> (docs/api-deliveries.md), made like every trip's link
 * (../trips/share-links.ts): the delivery's id signed under the server's secret, only the token's SHA-256 stored
 * (on the delivery's row), so the server can show the sender their link again without storing it.
 */

/** Separates these tokens from anything else the secret signs. */
const PURPOSE = "campusgo:delivery-tracking-link:v1";
export const shareToken = (secret: string, deliveryId: string): string =>
  shareLinkToken(secret, PURPOSE, deliveryId);

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
  if (!isShareToken(token)) return undefined;
  return findDeliveryByShareHash(db, shareTokenHash(token));
}
