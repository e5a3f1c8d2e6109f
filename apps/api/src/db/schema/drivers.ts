import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";

export const kycStatusEnum = pgEnum("kyc_status", ["not_submitted", "pending", "approved", "rejected"]);

/** A driver's verification data and status; one row per driver. Files live in kyc_files. */
export const driverProfiles = pgTable(
  "driver_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    kycStatus: kycStatusEnum("kyc_status").notNull().default("not_submitted"),
    /** The last wizard step saved (0 to 4), so a driver resumes where they stopped. */
    kycStep: integer("kyc_step").notNull().default(0),
    meansOfIdentification: text("means_of_identification"),
    documentId: text("document_id"),
    dateOfBirth: date("date_of_birth"),
    vehicleType: text("vehicle_type"),
    plateNumber: text("plate_number"),
    vehicleColor: text("vehicle_color"),
    numberOfSeats: integer("number_of_seats"),
    serviceArea: text("service_area"),
    bankName: text("bank_name"),
    bankAccountNumber: text("bank_account_number"),
    bankAccountHolderName: text("bank_account_holder_name"),
    /**
     * When the driver last changed the bank account after approval (the name resolved at the gateway): payouts
     * to it wait BANK_CHANGE_HOLD_HOURS from then.
     */
    bankChangedAt: timestamp("bank_changed_at", { withTimezone: true }),
    /** The earlier static identity screen (its own option list, numeric document ID, date of birth). */
    earlierMeansOfIdentification: text("earlier_means_of_identification"),
    earlierDocumentId: text("earlier_document_id"),
    address: text("address"),
    operatingPlace: text("operating_place"),
    rejectionReason: text("rejection_reason"),
    /**
     * Set while the driver is suspended (an admin's decision on a report of asking to be paid outside the
     * app): a suspended driver cannot go online. Cleared when an admin lifts the suspension.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedBy: uuid("suspended_by").references(() => users.id, { onDelete: "set null" }),
    /** Why the driver is suspended, in the words the driver sees on their dashboard and in the e-mail. */
    suspendedReason: text("suspended_reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  /** The review queue: pending applications, oldest submission first. */
  (t) => [index("driver_profiles_queue_idx").on(t.kycStatus, t.submittedAt)],
);

export type DriverProfile = typeof driverProfiles.$inferSelect;
