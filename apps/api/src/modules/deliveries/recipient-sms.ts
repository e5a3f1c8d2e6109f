import { splitFullName } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { openCodes } from "../trips/handover.ts";
import type { DeliveryDeps } from "./deps.ts";
import { shareToken, shareUrl } from "./share.ts";
import type { DeliveryChange } from "./transition.ts";

export const RECIPIENT_SMS_PURPOSE = "delivery.recipient";

/**
 * The text the recipient gets when a package is booked for them: who sends it, the code to give the driver
 * (the drop-off code, which nobody else is shown) and the tracking link, last so nothing sticks to it. One GSM
 * message (160 characters) for a short first name and address ("Ada", https://campusgo.example); longer ones
 * take two parts.
 */
export const recipientText = (senderFirstName: string, code: string, url: string) =>
  `CampusGo: ${senderFirstName} is sending you a package. Give the driver code ${code} on arrival. Track: ${url}`;

/**
 * Texts the recipient once a booking is committed. A subscriber of the booking's event, so a process that dies
 * before it ran leaves the event to the relay's sweep, which texts them then; the text itself is a durable
 * `sms.send` job (lib/sms.ts).
 */
export async function textRecipientOnBooking(deps: DeliveryDeps, change: DeliveryChange): Promise<void> {
  if (change.event !== "book") return;
  const { delivery } = change;
  const code = (await openCodes(deps.db, [delivery.id], "dropoff")).get(delivery.id);
  if (!code) return; // taken back already (cancelled before the relay got here)
  const [sender] = await deps.db
    .select({ fullName: users.fullName, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, delivery.senderId))
    .limit(1);
  const first = sender?.firstName?.trim() || splitFullName(sender?.fullName ?? "").firstName || "Someone";
  const url = shareUrl(deps.config.publicUrl, shareToken(deps.config.sessionSecret, delivery.id));
  await deps.sms.send({
    to: delivery.recipientPhone,
    text: recipientText(first, code, url),
    purpose: RECIPIENT_SMS_PURPOSE,
  });
}
