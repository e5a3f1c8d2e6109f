import { index, integer, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id } from "./columns.ts";

/** Which set a KYC image belongs to: wizard steps 1, 2 and 4, and the earlier address screen. */
export const kycFileKindEnum = pgEnum("kyc_file_kind", ["document", "vehicle", "profile", "address_proof"]);

/** A driver's verification image, stored re-encoded under a random key in DATA_DIR/uploads. */
export const kycFiles = pgTable(
  "kyc_files",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: kycFileKindEnum("kind").notNull(),
    /** Upload key from storeImage; never the client's file name. */
    key: text("key").notNull(),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("kyc_files_user_kind_idx").on(t.userId, t.kind)],
);

/** Every admin decision: who did what to whom, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** "kyc.approve" | "kyc.reject" */
    action: text("action").notNull(),
    targetId: uuid("target_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_target_idx").on(t.targetId)],
);

export type KycFile = typeof kycFiles.$inferSelect;
export type KycFileKind = (typeof kycFileKindEnum.enumValues)[number];
export type AuditEntry = typeof auditLog.$inferSelect;
