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

/** Wizard step 1: identity. */
export const kycIdentitySchema = z.object({
  meansOfIdentification: z.enum(IDENTIFICATION_OPTIONS_WIZARD, { error: MESSAGES.selectIdentification }),
  documentID: required(MESSAGES.enterDocumentId).max(40, { error: "Document ID is too long" }),
  documentPhotos: photoCount(MESSAGES.uploadDocumentImage),
});

/** Wizard step 2: vehicle. Seats, colour and service area are optional, as the spec says. */
export const kycVehicleSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: MESSAGES.selectVehicleType }),
  plateNumber: required(MESSAGES.providePlateNumber).max(20, { error: "Plate number is too long" }),
  vehicleColor: oneLineText().max(30).optional(),
  numberOfSeats: z.coerce.number().int().min(1).max(60).optional(),
  serviceArea: z.enum(SERVICE_AREAS).optional(),
  vehiclePhotos: photoCount(MESSAGES.uploadVehicleImage),
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
