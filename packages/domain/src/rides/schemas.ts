import { z } from "zod";
import { MESSAGES } from "../messages.ts";
import { rideTypeSchema } from "../schemas/ride.ts";
import { multiLineText, oneLineText } from "../schemas/text.ts";
import { MAX_WAIT_MINUTES } from "./fares.ts";

/**
 * Luggage pictures a rider may have uploaded in the last day and not used on a booking yet: enough to change
 * one's mind a few times, not a free store of pictures.
 */
export const LUGGAGE_UNUSED_MAX = 5;

export const RIDE_MESSAGES = {
  activeRide: "You already have an active ride",
  rideNotFound: "Ride not found",
  offerNotFound: "Offer not found",
  offerUnavailable: "This offer is no longer available",
  driverBusy: "This driver is already on another ride",
  rideUnavailable: "This ride is no longer available",
  alreadyOffered: "You already made an offer on this ride",
  finishCurrentRide: "Finish your current ride first",
  finishTripBeforeDeleting: "Finish your current trip before deleting your account.",
  cannotCancel: "This ride can no longer be cancelled",
  cannotUpdate: "This ride can no longer be updated",
  cannotEndEarly: "This trip can only be ended at the destination while your driver waits",
  cannotSearchAgain: "This ride cannot search again",
  cannotConfirm: "This booking cannot be confirmed now",
  confirmTooEarly: "You can confirm this booking from 15 minutes before pickup",
  autoAcceptBelowOffer: "Your limit must be at least your offer",
  cannotFlag: "Only a completed trip can be flagged",
  alreadyFlagged: "You already flagged this trip",
  flagTooLate:
    "This trip ended too long ago to be flagged. Write to us from Settings if something went wrong.",
  incorrectPin: "Incorrect PIN",
  tooManyPinAttempts: "Too many incorrect PIN attempts. Ask the rider to read the PIN again in a minute.",
  notePrefix: "Your note must be at most 300 characters",
  pickupRequired: "Please choose your pickup location",
  destinationRequired: "Please choose your destination",
  sameLocation: "Please choose a destination different from your pickup",
  tooFar: "This trip is too long for CampusGo",
  scheduleInPast: "Please choose a time in the future",
  scheduleTooFar: "Please choose a time within the next 30 days",
  invalidLocation: "Invalid location",
  ownPositionOnly: "You can only share your own position",
  tooManyUpdates: "Too many location updates",
  notOnline: "Go online to share your position",
  luggageUploadLimit: `You have uploaded ${LUGGAGE_UNUSED_MAX} luggage pictures in the last day without booking with them. Book with the last one, or try again later.`,
} as const;

export const NOTE_MAX = 300;
/** A ride booked for later may be at most this far ahead. */
export const SCHEDULE_MAX_DAYS = 30;

const latitude = z.number({ error: RIDE_MESSAGES.invalidLocation }).min(-90).max(90);
const longitude = z.number({ error: RIDE_MESSAGES.invalidLocation }).min(-180).max(180);

const place = (message: string) =>
  z.object(
    {
      lat: latitude,
      lon: longitude,
      name: oneLineText({ error: message }).min(1, { error: message }).max(200),
    },
    { error: message },
  );

/** A point of a trip with its name, as every kind of trip takes its places (`message` when it is missing). */
export const tripPlaceSchema = place;

export const luggageInputSchema = z
  .object(
    {
      hasLuggage: z.boolean({ error: MESSAGES.selectLuggageOption }),
      photoKey: z.string().max(200).nullish(),
    },
    { error: MESSAGES.selectLuggageOption },
  )
  .refine((v) => !v.hasLuggage || Boolean(v.photoKey), {
    error: MESSAGES.uploadLuggageImage,
    path: ["photoKey"],
  });

/** The body of POST /api/rides. */
export const createRideSchema = z.object({
  rideType: rideTypeSchema,
  pickup: place(RIDE_MESSAGES.pickupRequired),
  destination: place(RIDE_MESSAGES.destinationRequired),
  scheduledAt: z.iso.datetime({ offset: true, error: "Invalid date" }).nullish(),
  roundTrip: z.boolean().default(false),
  waitMinutes: z.number().int().min(0).max(MAX_WAIT_MINUTES).default(0),
  note: multiLineText()
    .max(NOTE_MAX, { error: RIDE_MESSAGES.notePrefix })
    .nullish()
    .transform((v) => v || null),
  luggage: luggageInputSchema,
  /** The rider's own offer (kobo, whole naira) within the rider's band; the suggested fare when absent. */
  offerKobo: z.number({ error: "Please enter an amount" }).int().positive().nullish(),
  /** "Accept the best offer up to ₦X" (kobo): the server accepts for the rider while they are away. */
  autoAcceptKobo: z.number({ error: "Please enter an amount" }).int().positive().nullish(),
});
export type CreateRideInput = z.input<typeof createRideSchema>;

const queryBoolean = z
  .enum(["true", "false", "1", "0"])
  .default("false")
  .transform((v) => v === "true" || v === "1");

/** The query of GET /api/rides/estimate. */
export const estimateQuerySchema = z.object({
  rideType: z.coerce.number().pipe(rideTypeSchema),
  pickupLat: z.coerce.number().pipe(latitude),
  pickupLon: z.coerce.number().pipe(longitude),
  destLat: z.coerce.number().pipe(latitude),
  destLon: z.coerce.number().pipe(longitude),
  roundTrip: queryBoolean,
  waitMinutes: z.coerce.number().int().min(0).max(MAX_WAIT_MINUTES).default(0),
});

/** The body of POST /api/rides/:id/offers: an amount in kobo, or the fare when absent. */
export const makeOfferSchema = z.object({
  amount: z.number({ error: "Please enter an amount" }).int().positive().optional(),
});

/** The body of POST /api/rides/:id/complete: confirmFar ends the trip here although it is far from its end. */
export const completeRideSchema = z.object({ confirmFar: z.boolean().optional() }).nullish();

/**
 * The body of POST /api/rides/:id/end: the amount the rider was shown (GET /rides/:id/end-quote); the trip ends
 * only if it is still what ending costs, so the number shown before is the number charged.
 */
export const endTripSchema = z
  .object({ amountKobo: z.number().int().nonnegative().max(100_000_000).optional() })
  .nullish();

/** Ending a round trip early now costs another amount than the rider was shown (a minute more was waited). */
export const earlyEndChangedMessage = (amount: string) =>
  `The amount is now ${amount}. Please check it again.`;

/** The body of POST /api/rides/:id/search-again: wider starts at the largest search radius. */
export const searchAgainSchema = z.object({ wider: z.boolean().optional() }).nullish();

/** The body of POST /api/rides/:id/flag: the rider flags a trip for support. */
export const FLAG_REASONS = ["ended_early"] as const;
export const flagRideSchema = z.object({ reason: z.enum(FLAG_REASONS, { error: "Please choose a reason" }) });

/** The body of POST /api/rides/:id/start. */
export const startRideSchema = z.object({
  pin: z.string({ error: RIDE_MESSAGES.incorrectPin }).trim(),
});

/** The body of PUT /api/driver/status. */
export const driverStatusSchema = z.object({ online: z.boolean() });

/**
 * GET and PUT /api/driver/status answer: the switch, and the driver's suspension while there is one (why, in the
 * words the admin's decision gave it, and since when).
 */
export const driverStatusViewSchema = z.object({
  online: z.boolean(),
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable(),
});

/** A driver's live position (socket event driver:location). */
export const driverLocationSchema = z.object({
  lat: latitude,
  lon: longitude,
  heading: z.number().min(0).max(360).nullish(),
  speed: z.number().min(0).max(100).nullish(),
  /** Optional; when present it must be the sender's own id. */
  driverId: z.string().optional(),
});
export type DriverLocationInput = z.infer<typeof driverLocationSchema>;
export type DriverStatus = z.infer<typeof driverStatusViewSchema>;
