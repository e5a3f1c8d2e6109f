import { z } from "zod";

export const kycPhotoSchema = z.object({ id: z.string(), url: z.string() });

export const KYC_STATUSES = ["not_submitted", "pending", "approved", "rejected"] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** GET /api/driver/kyc's data, also answered by every save. */
export const kycViewSchema = z.object({
  status: kycStatusSchema,
  step: z.number().int().min(0).max(4),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  identity: z.object({
    meansOfIdentification: z.string().nullable(),
    documentID: z.string().nullable(),
    documentPhotos: z.array(kycPhotoSchema),
    /** YYYY-MM-DD, when the document runs out; null when none was given. */
    documentExpiresOn: z.string().nullable(),
  }),
  vehicle: z.object({
    vehicleType: z.string().nullable(),
    plateNumber: z.string().nullable(),
    vehicleColor: z.string().nullable(),
    numberOfSeats: z.number().int().nullable(),
    serviceArea: z.string().nullable(),
    vehiclePhotos: z.array(kycPhotoSchema),
    /** YYYY-MM-DD, when the vehicle's papers run out; null when none was given. */
    vehiclePapersExpireOn: z.string().nullable(),
  }),
  bank: z.object({
    bankName: z.string().nullable(),
    bankAccountHolderName: z.string().nullable(),
    bankAccountNumberMasked: z.string().nullable(),
  }),
  profileImage: kycPhotoSchema.nullable(),
  earlier: z.object({
    meansOfIdentification: z.string().nullable(),
    documentID: z.string().nullable(),
    dob: z.string().nullable(),
    address: z.string().nullable(),
    addressProof: kycPhotoSchema.nullable(),
    operatingPlace: z.string().nullable(),
  }),
});
export type KycView = z.infer<typeof kycViewSchema>;
