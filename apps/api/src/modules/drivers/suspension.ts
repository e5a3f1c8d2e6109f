import { formatDate } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { driverProfiles, users } from "../../db/schema/index.ts";
import { type MailContent, rideNoticeMail } from "../../lib/mail/templates.ts";
import type { Mailer } from "../../lib/mail.ts";

/** A driver's suspension as the driver sees it: why, and since when. */
export interface SuspensionView {
  reason: string;
  since: string;
}

/** The reason shown when a suspension was stored before reasons were (or without one). */
export const DEFAULT_SUSPENSION_REASON = "Your driver account is suspended after a report about payments.";

/** The driver's suspension, or null when they are not suspended. */
export async function suspensionOf(db: Db, driverId: string): Promise<SuspensionView | null> {
  const [row] = await db
    .select({ at: driverProfiles.suspendedAt, reason: driverProfiles.suspendedReason })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, driverId))
    .limit(1);
  if (!row?.at) return null;
  return { reason: row.reason ?? DEFAULT_SUSPENSION_REASON, since: row.at.toISOString() };
}

type Link = (path: string) => string;

/** The e-mails of a suspension and of its end, for a driver who may not open the app. */
export const suspensionMails = {
  suspended:
    (reason: string, since: Date, supportEmail: string) =>
    (name: string, link: Link): MailContent =>
      rideNoticeMail(
        name,
        "Your CampusGo driver account is suspended",
        [
          `Your driver account is suspended since ${formatDate(since)}: you cannot go online or take rides.`,
          `Why: ${reason}`,
          `If you think this is a mistake, write to ${supportEmail} and tell us your side. An admin will look at it and lift the suspension if it was wrong.`,
        ],
        [{ href: link("/dashboard"), label: "See your account" }],
      ),
  reinstated: () => (name: string, link: Link) =>
    rideNoticeMail(
      name,
      "Your CampusGo driver account is active again",
      [
        "An admin lifted the suspension of your driver account: you can go online and take rides again.",
        "Every payment must stay on CampusGo: riders pay in the app, and you are paid from your earnings.",
      ],
      [{ href: link("/dashboard"), label: "Go online" }],
    ),
};

/** Mails the driver (queued like every mail); a failure is logged and never undoes the decision. */
export async function mailDriver(
  deps: { db: Db; mailer: Mailer; config: Config; log: { warn: (o: object, m: string) => void } },
  driverId: string,
  mail: (name: string, link: Link) => MailContent,
): Promise<void> {
  try {
    const [driver] = await deps.db
      .select({ email: users.email, fullName: users.fullName, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, driverId))
      .limit(1);
    if (!driver || driver.deletedAt) return;
    await deps.mailer.send({
      to: driver.email,
      ...mail(driver.fullName, (p) => `${deps.config.publicUrl}${p}`),
    });
  } catch (error) {
    deps.log.warn({ err: error, driverId }, "driver mail failed");
  }
}
