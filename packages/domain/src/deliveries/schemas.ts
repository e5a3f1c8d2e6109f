import { z } from "zod";
import { MESSAGES } from "../messages.ts";
import { formatNaira } from "../money.ts";
import { NOTE_MAX, RIDE_MESSAGES, tripPlaceSchema } from "../rides/schemas.ts";
import { nigerianMobile } from "../schemas/phone-e164.ts";
import { multiLineText, oneLineText } from "../schemas/text.ts";
import {
  DECLARED_VALUE_MAX_KOBO,
  DELIVERY_ACTIVE_MAX,
  PARCEL_CATEGORIES,
  PARCEL_SIZES,
  REDIRECT_MAX_M,
  SHARE_LINK_HOURS_AFTER,
} from "./model.ts";

/**
 * Parcel photos a sender may have uploaded in the last day and not booked with yet: enough to take the picture
 * again a few times, not a free store of pictures.
 */
export const PARCEL_PHOTO_UNUSED_MAX = 5;
/** A recipient's name is at most this long. */
export const RECIPIENT_NAME_MAX = 100;

export const DELIVERY_MESSAGES = {
  deliveryNotFound: "Delivery not found",
  pickupRequired: "Please choose where the package is picked up",
  dropoffRequired: "Please choose where the package should go",
  sameLocation: "Please choose a drop-off different from the pickup",
  tooFar: "This delivery is too far for CampusGo",
  selectCategory: "Please choose what you are sending",
  selectSize: "Please choose the size of the package",
  photoRequired: "Please add a photo of the package",
  /** A key that is not the sender's own unused upload (another's, already used, or deleted). */
  photoUnusable: "Please upload the photo of the package again",
  photoNotImage: "The photo of the package must be a JPG or PNG image",
  photoUploadLimit: `You have uploaded ${PARCEL_PHOTO_UNUSED_MAX} package photos in the last day without sending with them. Send with the last one, or try again later.`,
  declaredValue: `The declared value must be between ₦0 and ${formatNaira(DECLARED_VALUE_MAX_KOBO)}`,
  recipientNameRequired: "Please enter the recipient's name",
  recipientNameTooLong: `The recipient's name must be at most ${RECIPIENT_NAME_MAX} characters`,
  recipientPhone: "Please enter the recipient's Nigerian mobile number, like 0803 123 4567",
  noteTooLong: `Your note must be at most ${NOTE_MAX} characters`,
  tooManyActive: `You already have ${DELIVERY_ACTIVE_MAX} deliveries in progress. Wait for one to arrive, or cancel one, before sending another.`,
  cannotCancel: "This delivery can no longer be cancelled",
  wrongCode: (left: number) =>
    left > 0
      ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`
      : "That code is not right.",
  codePaused: "Too many wrong codes. Wait a minute and try again.",
  codeFormat: "Please enter the 4-digit code",
  proofPhotoRequired: "Please take a photo of the package",
  notPaid: "The sender has not paid yet. The package is taken once it is paid.",
  freeWaitNotOver: (minutes: number) =>
    `The recipient has a free wait of ${minutes} minutes. You can take the package back once it is over.`,
  notYourDelivery: "This delivery is not yours",
  cannotMove: "This delivery has moved on. Pull to refresh.",
  disputed: "The code did not match. Our support team will check this delivery and tell you both.",
  cannotRedirect: "This delivery can no longer be sent elsewhere",
  redirectSamePlace: "Please choose a drop-off different from the current one",
  redirectTooFar: `A package can be sent at most ${REDIRECT_MAX_M / 1000} km from the drop-off you booked`,
  redirectedAlready: "This package has been sent elsewhere once already",
  cannotRate: "You can rate a delivery once it has ended",
  linkNotFound: "This tracking link does not exist. Check that you copied all of it.",
  linkGone: `This tracking link has expired: links work until ${SHARE_LINK_HOURS_AFTER} hours after a delivery ends.`,
} as const;

/** Why a sender (or, the last three, its driver) cancels a delivery before it is picked up. */
export const DELIVERY_CANCEL_REASONS = [
  "I no longer need to send it",
  "The recipient is not available",
  "Waiting for a long time",
  "The price is not reasonable",
  "Wrong address showed up",
  "Other reasons",
  "I cannot reach the sender",
  "The package does not match the booking",
  "My vehicle broke down",
] as const;
/** The reasons a driver is offered. */
export const DRIVER_DELIVERY_CANCEL_REASONS = DELIVERY_CANCEL_REASONS.slice(-3);

const declaredValue = z
  .number({ error: DELIVERY_MESSAGES.declaredValue })
  .int({ error: DELIVERY_MESSAGES.declaredValue })
  .min(0, { error: DELIVERY_MESSAGES.declaredValue })
  .max(DECLARED_VALUE_MAX_KOBO, { error: DELIVERY_MESSAGES.declaredValue });

/** The body of POST /api/deliveries. */
export const createDeliverySchema = z.object({
  pickup: tripPlaceSchema(DELIVERY_MESSAGES.pickupRequired),
  dropoff: tripPlaceSchema(DELIVERY_MESSAGES.dropoffRequired),
  category: z.enum(PARCEL_CATEGORIES, { error: DELIVERY_MESSAGES.selectCategory }),
  size: z.enum(PARCEL_SIZES, { error: DELIVERY_MESSAGES.selectSize }),
  /** The key POST /api/deliveries/photos answered: the sender's own upload, not used on another delivery. */
  photoKey: z
    .string({ error: DELIVERY_MESSAGES.photoRequired })
    .min(1, { error: DELIVERY_MESSAGES.photoRequired })
    .max(200, { error: DELIVERY_MESSAGES.photoUnusable }),
  /** What the parcel is worth (kobo), as the sender declares it; covered up to COVER_LIMIT_KOBO. */
  declaredValueKobo: declaredValue.default(0),
  recipientName: oneLineText({ error: DELIVERY_MESSAGES.recipientNameRequired })
    .min(1, { error: DELIVERY_MESSAGES.recipientNameRequired })
    .max(RECIPIENT_NAME_MAX, { error: DELIVERY_MESSAGES.recipientNameTooLong }),
  /** A Nigerian mobile number as typed; stored in E.164. */
  recipientPhone: nigerianMobile(DELIVERY_MESSAGES.recipientPhone),
  note: multiLineText()
    .max(NOTE_MAX, { error: DELIVERY_MESSAGES.noteTooLong })
    .nullish()
    .transform((v) => v || null),
  fragile: z.boolean().default(false),
  /** Booked for later (the same window as rides: not in the past, at most 30 days ahead). */
  scheduledAt: z.iso.datetime({ offset: true, error: "Invalid date" }).nullish(),
  /** The sender's own offer (kobo, whole naira) within the sender's band; the suggested price when absent. */
  offerKobo: z.number({ error: "Please enter an amount" }).int().positive().nullish(),
});
export type CreateDeliveryInput = z.input<typeof createDeliverySchema>;

const point = tripPlaceSchema(RIDE_MESSAGES.invalidLocation).shape;

/** The query of GET /api/deliveries/estimate. */
export const deliveryEstimateQuerySchema = z.object({
  pickupLat: z.coerce.number().pipe(point.lat),
  pickupLon: z.coerce.number().pipe(point.lon),
  dropoffLat: z.coerce.number().pipe(point.lat),
  dropoffLon: z.coerce.number().pipe(point.lon),
  size: z.enum(PARCEL_SIZES, { error: DELIVERY_MESSAGES.selectSize }),
});

/** The body of POST /api/deliveries/:id/cancel. */
export const cancelDeliverySchema = z.object({
  reason: z.enum(DELIVERY_CANCEL_REASONS, { error: MESSAGES.selectCancelReason }),
});

const handoverCode = z
  .string({ error: DELIVERY_MESSAGES.codeFormat })
  .regex(/^\d{4}$/, { error: DELIVERY_MESSAGES.codeFormat });

/**
 * The fields of a hand-over (multipart beside the `photo` file: POST /api/deliveries/:id/pickup, /dropoff and
 * /returned). `at`, `lat` and `lon` are when and where the driver captured it; `queued` says it waited in the
 * phone's offline queue, so a wrong code opens a dispute instead of being refused.
 */
export const handoverFieldsSchema = z.object({
  code: handoverCode,
  at: z.iso.datetime({ offset: true, error: "Invalid date" }).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  queued: z.enum(["0", "1"]).optional(),
});
export type HandoverFields = z.infer<typeof handoverFieldsSchema>;

/** The body of POST /api/deliveries/:id/redirect: the new drop-off. */
export const redirectDeliverySchema = z.object({
  dropoff: tripPlaceSchema(DELIVERY_MESSAGES.dropoffRequired),
});

/** The body of POST /api/deliveries/:id/rating. */
export const rateDeliverySchema = z.object({
  stars: z.number({ error: "Please choose from 1 to 5 stars" }).int().min(1).max(5),
  comment: multiLineText()
    .max(NOTE_MAX, { error: `Your comment must be at most ${NOTE_MAX} characters` })
    .nullish()
    .transform((v) => v || null),
});
