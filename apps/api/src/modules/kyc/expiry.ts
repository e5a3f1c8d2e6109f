import { EXPIRY_REMINDER_DAYS, type KycExpiringDocument } from "@campusgo/domain";
import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { kycDocumentExpiries, kycExpiryReminders, users } from "../../db/schema/index.ts";
import { rideNoticeMail } from "../../lib/mail/templates.ts";
import type { Mailer } from "../../lib/mail.ts";
import type { Notifier } from "../notifications/notifier.ts";

/**
 * Document expiry (docs/decisions/0038-document-expiry.md): the dates drivers give, the reminders before them,
 * and the admins told of each verification sent for review.
 */

export interface KycNoticeDeps {
  db: Db;
  notifier: Notifier;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export type Expiries = Partial<Record<KycExpiringDocument, string>>;

/** How the documents are called in what the driver reads. */
const DOCUMENT_NAMES: Record<KycExpiringDocument, string> = {
  identity_document: "identity document",
  vehicle_papers: "vehicle papers",
};

/** The driver's expiry dates, by document. */
export async function expiriesOf(db: Db, userId: string): Promise<Expiries> {
  const rows = await db.select().from(kycDocumentExpiries).where(eq(kycDocumentExpiries.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.document, r.expiresOn]));
}

/** Keeps the date given for a document (undefined: not sent, nothing changes; null: the date taken away). */
export async function saveExpiry(
  db: Db,
  userId: string,
  document: KycExpiringDocument,
  expiresOn: string | null | undefined,
): Promise<void> {
  if (expiresOn === undefined) return;
  if (expiresOn === null) {
    await db
      .delete(kycDocumentExpiries)
      .where(and(eq(kycDocumentExpiries.userId, userId), eq(kycDocumentExpiries.document, document)));
    return;
  }
  await db
    .insert(kycDocumentExpiries)
    .values({ userId, document, expiresOn })
    .onConflictDoUpdate({
      target: [kycDocumentExpiries.userId, kycDocumentExpiries.document],
      set: { expiresOn, updatedAt: sql`now()` },
    });
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * Reminds drivers of documents that run out soon: 30 days before (while more than 7 are left) and 7 days before,
 * each once per document and date; a date given late gets only the notice still ahead of it. Each reminder is
 * claimed by its unique row in the same transaction as its in-app notification, so sweeps on every instance send
 * it once; the e-mail follows the commit. Returns how many were sent.
 */
export async function remindExpiringDocuments(deps: KycNoticeDeps, now = new Date()): Promise<number> {
  const today = dayOf(now);
  let sent = 0;
  for (const days of EXPIRY_REMINDER_DAYS) {
    const next = EXPIRY_REMINDER_DAYS.filter((d) => d < days).reduce((a, b) => Math.max(a, b), 0);
    const due = await deps.db
      .select({
        userId: kycDocumentExpiries.userId,
        document: kycDocumentExpiries.document,
        expiresOn: kycDocumentExpiries.expiresOn,
        email: users.email,
        fullName: users.fullName,
      })
      .from(kycDocumentExpiries)
      .innerJoin(users, eq(users.id, kycDocumentExpiries.userId))
      .where(
        and(
          isNull(users.deletedAt),
          lte(kycDocumentExpiries.expiresOn, addDays(today, days)),
          gt(kycDocumentExpiries.expiresOn, addDays(today, next)),
        ),
      );
    for (const doc of due) {
      const name = DOCUMENT_NAMES[doc.document];
      const claimed = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(kycExpiryReminders)
          .values({ userId: doc.userId, document: doc.document, expiresOn: doc.expiresOn, daysBefore: days })
          .onConflictDoNothing()
          .returning({ id: kycExpiryReminders.id });
        if (!row) return null;
        return deps.notifier.create(tx, doc.userId, {
          kind: "kyc.expiry",
          title: `Your ${name} run${doc.document === "vehicle_papers" ? "" : "s"} out soon`,
          body: `Your ${name} run${doc.document === "vehicle_papers" ? "" : "s"} out on ${longDate(doc.expiresOn)}. Renew ${doc.document === "vehicle_papers" ? "them" : "it"} and send the new one from Verification, so you can keep driving.`,
          link: "/driver-kyc",
        });
      });
      if (!claimed) continue;
      sent += 1;
      deps.notifier.publish(claimed);
      try {
        await deps.mailer.send({
          to: doc.email,
          ...rideNoticeMail(doc.fullName, claimed.title, [claimed.body], []),
        });
      } catch (error) {
        deps.log.warn({ err: error, userId: doc.userId }, "document expiry mail failed");
      }
    }
  }
  return sent;
}

/**
 * Tells the admins who review verifications (operations and super admins) that a driver sent theirs: an in-app
 * notification leading to the review and an e-mail each. Best effort: the driver's submission stands either way.
 */
export async function tellAdminsOfKyc(deps: KycNoticeDeps, driverId: string): Promise<void> {
  try {
    const [driver] = await deps.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, driverId));
    if (!driver) return;
    const admins = await deps.db
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(
        and(
          eq(users.role, "admin"),
          inArray(users.adminRight, ["operations", "super_admin"]),
          isNull(users.deletedAt),
        ),
      );
    const title = "A driver's verification to review";
    const body = `${driver.fullName} sent their verification for review.`;
    const link = `/admin/kyc/${encodeURIComponent(driverId)}`;
    for (const admin of admins) {
      await deps.notifier.notify(admin.id, { kind: "kyc.submitted", title, body, link });
      try {
        await deps.mailer.send({
          to: admin.email,
          ...rideNoticeMail(
            admin.fullName,
            title,
            [body, "Open Verifications in the admin screens to review it."],
            [],
          ),
        });
      } catch (error) {
        deps.log.warn({ err: error, adminId: admin.id }, "verification notice mail failed");
      }
    }
  } catch (error) {
    deps.log.warn({ err: error, driverId }, "verification notice failed");
  }
}
