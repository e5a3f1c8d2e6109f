import type { KycExpiringDocument } from "@campusgo/domain";
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

/**
 * When a driver's documents run out (docs/decisions/0038-document-expiry.md): one row per driver and document,
 * the date as the driver gave it in the verification wizard.
 */
export const kycDocumentExpiries = pgTable(
  "kyc_document_expiries",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    document: text("document").$type<KycExpiringDocument>().notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.document] }),
    index("kyc_document_expiries_on_idx").on(t.expiresOn),
  ],
);

/**
 * Each reminder sent before a document runs out: one per driver, document, date and notice (30 or 7 days), so
 * a sweep on any instance, run as often as it likes, sends each once; a renewed document (a new date) is
 * reminded of again.
 */
export const kycExpiryReminders = pgTable(
  "kyc_expiry_reminders",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    document: text("document").$type<KycExpiringDocument>().notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex("kyc_expiry_reminders_once_idx").on(t.userId, t.document, t.expiresOn, t.daysBefore)],
);

export type KycDocumentExpiry = typeof kycDocumentExpiries.$inferSelect;
