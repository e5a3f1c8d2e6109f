import { z } from "zod";
import { ADMIN_RIGHTS } from "./admin-rights.ts";
import { oneLineText } from "./schemas/text.ts";

/** What the admins' People pages and a suspended person read (decision 0035). */
export const PEOPLE_MESSAGES = {
  notFound: "We could not find this rider or driver",
  giveReason: "Say why, in at least 3 characters: the person reads it",
  reasonTooLong: "Keep the reason under 500 characters",
  suspended: "Suspended: they have been told why",
  alreadySuspended: "This account is already suspended",
  reinstated: "Reinstated: they have been told",
  notSuspended: "This account is not suspended",
  riderSuspended: (reason: string) =>
    `Your account is suspended, so you cannot book rides, deliveries or seats. Why: ${reason}`,
  driverSuspended: (reason: string) =>
    `Your driver account is suspended, so you cannot go online. Why: ${reason}`,
  adminNotFound: "We could not find this admin",
  ownRight: "You cannot change your own right: ask another super admin",
  rightSet: "Right saved",
  chooseRight: "Choose a right",
} as const;

export const SUSPENSION_REASON_MAX = 500;

/** POST /api/admin/users/:id/suspend and /reinstate. */
export const suspensionBodySchema = z.object(
  {
    reason: oneLineText({ error: PEOPLE_MESSAGES.giveReason })
      .min(3, { error: PEOPLE_MESSAGES.giveReason })
      .max(SUSPENSION_REASON_MAX, { error: PEOPLE_MESSAGES.reasonTooLong }),
  },
  { error: PEOPLE_MESSAGES.giveReason },
);
export type SuspensionBody = z.input<typeof suspensionBodySchema>;

/** A person's suspension: why, and since when. */
export const personSuspensionSchema = z.object({ reason: z.string(), since: z.string() });
export type PersonSuspension = z.infer<typeof personSuspensionSchema>;

/** The filters of GET /api/admin/users. */
export const ACCOUNT_STATUSES = ["active", "not_activated"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** GET /api/admin/admins: the admins and their rights, for a super admin. */
export const adminAccountSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  adminRight: z.enum(ADMIN_RIGHTS).nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** PUT /api/admin/admins/:id/right. */
export const setAdminRightSchema = z.object(
  { right: z.enum(ADMIN_RIGHTS, { error: PEOPLE_MESSAGES.chooseRight }) },
  { error: PEOPLE_MESSAGES.chooseRight },
);
export type SetAdminRight = z.input<typeof setAdminRightSchema>;
