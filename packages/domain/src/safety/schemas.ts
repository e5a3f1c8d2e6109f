import { z } from "zod";
import { email, oneLineText } from "../schemas/fields.ts";
import { nigerianMobile } from "../schemas/phone-e164.ts";
import { TRIP_SHARE_MINUTES_AFTER, TRUSTED_CONTACT_NAME_MAX, TRUSTED_CONTACTS_MAX } from "./model.ts";

/** What the trusted contacts and trip sharing say to users. */
export const SAFETY_MESSAGES = {
  nameRequired: "Please enter your contact's name",
  nameTooLong: `The name must be at most ${TRUSTED_CONTACT_NAME_MAX} characters`,
  /** The phone is required: the trip link goes out by text message. */
  phone: "Please enter a Nigerian mobile number, like 0803 123 4567 (the trip link goes by text)",
  email: "Please enter a valid e-mail address, or leave it empty",
  tooMany: `You can keep up to ${TRUSTED_CONTACTS_MAX} trusted contacts. Remove one to add another.`,
  contactNotFound: "This contact does not exist.",
  duplicatePhone: "You already have a trusted contact with this number.",
  contactAdded: "Trusted contact added",
  contactUpdated: "Trusted contact updated",
  contactRemoved: "Trusted contact removed",
  settingsSaved: "Saved",
  rideNotFound: "Ride not found",
  notYourRide: "Only the rider can share this ride.",
  notUnderWay: "You can share your trip once a driver has accepted it, until it ends.",
  noContacts: "Add a trusted contact in Settings to text them your trip.",
  linkReady: "Your trip link is ready",
  texted: "Your trusted contacts have been texted the link",
  alreadyTexted: "Your trusted contacts already have this trip's link",
  linkNotFound: "This trip link does not exist. Check that you copied all of it.",
  linkGone: `This link has expired: a shared trip can be followed until ${TRIP_SHARE_MINUTES_AFTER} minutes after it ends.`,
} as const;

/**
 * A trusted contact as the rider enters it: a name, a Nigerian mobile number (required: the link goes by text;
 * stored in E.164) and an optional e-mail address.
 */
export const trustedContactSchema = z.object({
  name: oneLineText({ error: SAFETY_MESSAGES.nameRequired })
    .min(1, { error: SAFETY_MESSAGES.nameRequired })
    .max(TRUSTED_CONTACT_NAME_MAX, { error: SAFETY_MESSAGES.nameTooLong }),
  phone: nigerianMobile(SAFETY_MESSAGES.phone),
  email: z
    .union([z.literal(""), z.null(), email.pipe(z.string().max(254))], { error: SAFETY_MESSAGES.email })
    .optional()
    .transform((v) => v || null),
});
export type TrustedContactInput = z.input<typeof trustedContactSchema>;

/** The rider's safety settings. */
export const safetySettingsSchema = z.object({
  /** Text the trusted contacts the ride's link when a ride is accepted at night (NIGHT_HOURS). */
  nightAutoShare: z.boolean({ error: "Please choose on or off" }),
});
export type SafetySettings = z.infer<typeof safetySettingsSchema>;

/** POST /api/rides/:id/share: `notify` texts the link to the rider's trusted contacts too. */
export const shareTripSchema = z.object({ notify: z.boolean().optional() });
