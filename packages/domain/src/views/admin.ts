import { z } from "zod";
import { personSuspensionSchema } from "../people.ts";
import { kycStatusSchema, kycViewSchema } from "./kyc.ts";

/** A driver in the admin's KYC queue. */
export const kycQueueItemSchema = z.object({
  driverId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  city: z.string().nullable(),
  status: kycStatusSchema,
  submittedAt: z.string().nullable(),
  vehicleType: z.string().nullable(),
  plateNumber: z.string().nullable(),
});
export type KycQueueItem = z.infer<typeof kycQueueItemSchema>;

/** One driver's KYC as the admin reviews it: the driver's view plus who they are and the full account number. */
export const kycDetailSchema = kycViewSchema.extend({
  driver: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    city: z.string().nullable(),
    createdAt: z.string(),
  }),
  bank: z.object({
    bankName: z.string().nullable(),
    bankAccountHolderName: z.string().nullable(),
    bankAccountNumber: z.string().nullable(),
    bankAccountNumberMasked: z.string().nullable(),
  }),
});
export type KycDetail = z.infer<typeof kycDetailSchema>;

export const adminUserItemSchema = z.object({
  id: z.string(),
  role: z.enum(["passenger", "driver", "admin"]),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  city: z.string().nullable(),
  activated: z.boolean(),
  kycStatus: kycStatusSchema.nullable(),
  /** While the rider or driver is suspended: why, and since when. */
  suspension: personSuspensionSchema.nullable(),
  createdAt: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;

export const auditItemSchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  action: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;
