import { z } from "zod";
import {
  BANKS,
  IDENTIFICATION_OPTIONS_EARLIER,
  IDENTIFICATION_OPTIONS_WIZARD,
  LIMITS,
  OPERATING_PLACES,
  SERVICE_AREAS,
  VEHICLE_TYPES,
} from "../constants.ts";
import { MESSAGES } from "../messages.ts";
import { dateOfBirth } from "./dates.ts";
import { oneLineText } from "./text.ts";

const required = (message: string) => oneLineText({ error: message }).min(1, { error: message });
/** Photos are counted by the caller (files on the client, stored uploads on the server). */
const photoCount = (message: string) =>
  z
    .number()
    .int()
    .min(1, { error: message })
    .max(LIMITS.kycMaxImages, { error: `You can upload at most ${LIMITS.kycMaxImages} images` });

/**
 * Documents that run out (docs/decisions/0038-document-expiry.md): the identity document where it has an expiry
 * (a driver's licence, a passport) and the vehicle's papers. The driver gives the date in the wizard; reminders go
 * out 30 and 7 days before it, each once.
 */
export const KYC_EXPIRING_DOCUMENTS = ["identity_document", "vehicle_papers"] as const;
export type KycExpiringDocument = (typeof KYC_EXPIRING_DOCUMENTS)[number];
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;
/** A date further ahead is a typo, not a document. */
export const EXPIRY_MAX_YEARS = 20;

export const EXPIRY_MESSAGES = {
  date: "Please give the expiry date as a day, like 2027-06-30",
  passed: "This date has passed: please renew the document, then give the new date",
  tooFar: `Please check the expiry date: it is more than ${EXPIRY_MAX_YEARS} years away`,
} as const;

/** Why `value` (YYYY-MM-DD) is not an expiry date a document can have on `today` (UTC), or null. */
export function expiryProblem(value: string, today = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return EXPIRY_MESSAGES.date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return EXPIRY_MESSAGES.date;
  const todayAt = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (at <= todayAt) return EXPIRY_MESSAGES.passed;
  if (year > today.getUTCFullYear() + EXPIRY_MAX_YEARS) return EXPIRY_MESSAGES.tooFar;
  return null;
}

/** An expiry date as the wizard sends it, checked against today when it is read. */
const expiryDate = z.string({ error: EXPIRY_MESSAGES.date }).superRefine((value, ctx) => {
  const problem = expiryProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** Wizard step 1: identity. */
export const kycIdentitySchema = z.object({
  meansOfIdentification: z.enum(IDENTIFICATION_OPTIONS_WIZARD, { error: MESSAGES.selectIdentification }),
  documentID: required(MESSAGES.enterDocumentId).max(40, { error: "Document ID is too long" }),
  documentPhotos: photoCount(MESSAGES.uploadDocumentImage),
  /** When the document runs out, where it does (a driver's licence, a passport); absent for one that does not. */
  documentExpiresOn: expiryDate.optional(),
});

/** Wizard step 2: vehicle. Seats, colour and service area are optional, as the spec says. */
export const kycVehicleSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: MESSAGES.selectVehicleType }),
  plateNumber: required(MESSAGES.providePlateNumber).max(20, { error: "Plate number is too long" }),
  vehicleColor: oneLineText().max(30).optional(),
  numberOfSeats: z.coerce.number().int().min(1).max(60).optional(),
  serviceArea: z.enum(SERVICE_AREAS).optional(),
  vehiclePhotos: photoCount(MESSAGES.uploadVehicleImage),
  /** When the vehicle's papers (licence, insurance, roadworthiness) run out, the first of them. */
  vehiclePapersExpireOn: expiryDate.optional(),
});

/** Wizard step 3: bank. */
export const kycBankSchema = z.object({
  bankName: z.enum(BANKS, { error: MESSAGES.selectBank }),
  bankAccountHolderName: required(MESSAGES.provideAccountName).max(100),
  bankAccountNumber: required(MESSAGES.provideAccountNumber).regex(/^\d{10}$/, {
    error: "Account number must be 10 digits",
  }),
});

/** A change of the payout account after approval: the holder's name comes from the bank, never from the form. */
export const bankAccountChangeSchema = kycBankSchema.pick({ bankName: true, bankAccountNumber: true });
export type BankAccountChange = z.infer<typeof bankAccountChangeSchema>;

/** Wizard step 4: profile image (unless skipped). */
export const kycProfileSchema = z.object({
  profileImage: z.number().int().min(1, { error: MESSAGES.uploadProfileImage }).max(1),
});

/** Earlier static screen: identity. */
export const earlierIdentitySchema = z.object({
  meansOfIdentification: z.enum(IDENTIFICATION_OPTIONS_EARLIER, { error: MESSAGES.selectIdentification }),
  documentID: oneLineText().regex(/^\d{1,40}$/, { error: "Document ID must contain numbers only" }),
  dob: dateOfBirth,
});

/** Earlier static screen: address. */
export const earlierAddressSchema = z.object({
  address: required("Please enter your address").max(200),
});

/** Earlier static screen: places to operate. */
export const earlierPlaceSchema = z.object({
  place: z.enum(OPERATING_PLACES, { error: "Please select a place" }),
});
