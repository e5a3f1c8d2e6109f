import { z } from "zod";
import { OFFER_STATUSES } from "./offer-states.ts";
import { RIDE_STATUSES } from "./state-machine.ts";

/** The shapes the rides API answers with (docs/api-rides.md); the web uses the inferred types. */
export const rideTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const usualSchema = z.object({ lowKobo: z.number(), highKobo: z.number(), rides: z.number() });
export const amountRangeSchema = z.object({ minKobo: z.number(), maxKobo: z.number() });

export const ridePlaceSchema = z.object({ lat: z.number(), lon: z.number(), name: z.string() });

export const luggageViewSchema = z.object({ hasLuggage: z.boolean(), imageUrl: z.string().nullable() });

export const rideDriverSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profileImage: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number(),
  vehicle: z.object({ type: z.string(), plateNumber: z.string().nullable(), color: z.string().nullable() }),
});

export const rideRiderSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profileImage: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number(),
});

export const rideViewSchema = z.object({
  id: z.string(),
  status: z.enum(RIDE_STATUSES),
  rideType: rideTypeIdSchema,
  pickup: ridePlaceSchema,
  destination: ridePlaceSchema,
  scheduledAt: z.string().nullable(),
  roundTrip: z.boolean(),
  waitMinutes: z.number(),
  /** Round trips: when the driver started waiting at the destination, and when the agreed wait is over. */
  waitStartedAt: z.string().nullable(),
  waitEndsAt: z.string().nullable(),
  note: z.string().nullable(),
  luggage: luggageViewSchema,
  fareKobo: z.number(),
  distanceM: z.number(),
  durationS: z.number(),
  pin: z.string().nullable(),
  driver: rideDriverSchema.nullable(),
  rider: rideRiderSchema.nullable(),
  acceptedOfferId: z.string().nullable(),
  /** What the trip costs: the agreed amount, or less when it ended short or a round trip ended early. */
  amountKobo: z.number().nullable(),
  /** The amount agreed when the offer was accepted. */
  agreedKobo: z.number().nullable(),
  /**
   * Why the trip costs less than agreed, as both sides read it before paying ("Ended 48 km before Enugu: ₦350 of
   * ₦7,400"); null when it costs what was agreed.
   */
  priceNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(["rider", "driver"]).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  searchRadiusM: z.number(),
  /** While searching: when this round of the search began (booking, search again, a booking's lead time). */
  searchStartedAt: z.string().nullable(),
  /** When the search (or the matching ahead of a booked ride) ends without a driver. */
  searchExpiresAt: z.string().nullable(),
  /** The rider's own offer, and the limit up to which the server accepts the best offer for them. */
  offerKobo: z.number(),
  autoAcceptKobo: z.number().nullable(),
  /** What "usually" costs on this landmark pair when the ride was booked. */
  usual: usualSchema.nullable(),
  /** Booked ahead: when the matched driver is reminded (and may confirm), and confirmed. */
  confirmFrom: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** The trip was ended away from its end: where, and how far from it. */
  endedAway: z.object({ lat: z.number(), lon: z.number(), distanceM: z.number() }).nullable(),
  /** The rider flagged the trip for support ("ended_early"). */
  flag: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** A round trip the rider ended at the destination: what had been agreed (amountKobo is what is paid). */
  endedEarly: z.object({ agreedKobo: z.number() }).nullable(),
});
export type RideView = z.infer<typeof rideViewSchema>;

/** GET /rides/:id/end-quote: what ending a waiting round trip now costs, and when that amount next changes. */
export const earlyEndQuoteSchema = z.object({
  amountKobo: z.number(),
  agreedKobo: z.number(),
  /** The next whole minute waited, which costs more; null once the agreed wait is used up. */
  changesAt: z.string().nullable(),
});
export type EarlyEndQuote = z.infer<typeof earlyEndQuoteSchema>;

export const offerDriverSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profileImage: z.string().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number(),
  vehicle: z.object({
    type: z.string(),
    plateNumber: z.string().nullable(),
    color: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
});

export const offerViewSchema = z.object({
  id: z.string(),
  rideId: z.string(),
  status: z.enum(OFFER_STATUSES),
  amountKobo: z.number(),
  etaS: z.number(),
  distanceM: z.number(),
  driver: offerDriverSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const driverRequestSchema = z.object({
  id: z.string(),
  rideType: rideTypeIdSchema,
  pickup: ridePlaceSchema,
  destination: ridePlaceSchema,
  fareKobo: z.number(),
  /** The rider's offer; the driver accepts it or counters within offerRange. */
  offerKobo: z.number(),
  offerRange: amountRangeSchema,
  distanceM: z.number(),
  durationS: z.number(),
  distanceToPickupM: z.number(),
  roundTrip: z.boolean(),
  waitMinutes: z.number(),
  scheduledAt: z.string().nullable(),
  note: z.string().nullable(),
  luggage: luggageViewSchema,
  rider: z.object({ fullName: z.string(), rating: z.number().nullable() }),
  expiresAt: z.string(),
  createdAt: z.string(),
  myOffer: offerViewSchema.nullable(),
});
export type DriverRequest = z.infer<typeof driverRequestSchema>;

export const nearbyDriverSchema = z.object({ lat: z.number(), lon: z.number(), type: rideTypeIdSchema });
export type NearbyDriver = z.infer<typeof nearbyDriverSchema>;

export const estimateViewSchema = z.object({
  /** The suggested fare. */
  fareKobo: z.number(),
  distanceM: z.number(),
  durationS: z.number(),
  usual: usualSchema.nullable(),
  /** What the rider may offer. */
  offerRange: amountRangeSchema,
  /** The highest a driver may counter, for "accept the best offer up to". */
  driverMaxKobo: z.number(),
});

/**
 * The driver dashboard's cards. The money comes from the ledger (what paid trips earned after the commission, as
 * GET /driver/earnings counts it), never from fares still owed; the comparisons cover the same stretch of time
 * (yesterday up to this time of day, last week up to this moment of the week).
 */
export const driverSummarySchema = z.object({
  /** Trips completed today (WAT). */
  todayTrips: z.number(),
  /** Trips completed yesterday up to this time of day. */
  yesterdayTrips: z.number(),
  todayEarningsKobo: z.number(),
  /** Earned yesterday up to this time of day. */
  yesterdayEarningsKobo: z.number(),
  /** Earned since Monday 00:00 WAT. */
  weekEarningsKobo: z.number(),
  /** Earned last week from Monday up to this moment of the week. */
  lastWeekEarningsKobo: z.number(),
  /** What the driver may withdraw now (below zero: they owe a refund, repaid from their next trips). */
  availableKobo: z.number(),
  /** The smallest payout: below it the balance waits for more trips. */
  payoutMinKobo: z.number(),
  /** Earnings held while trips are reviewed. */
  heldKobo: z.number(),
  acceptanceRate: z.number(),
  rating: z.number().nullable(),
  ratingCount: z.number(),
  /** The latest paid trips: what the driver earned on each and when it was paid. */
  earnings: z.array(z.object({ rideId: z.string(), amountKobo: z.number(), completedAt: z.string() })),
});
export type DriverSummary = z.infer<typeof driverSummarySchema>;
