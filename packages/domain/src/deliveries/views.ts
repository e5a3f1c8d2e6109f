import { z } from "zod";
import {
  amountRangeSchema,
  rideDriverSchema,
  ridePlaceSchema,
  rideRiderSchema,
  rideTypeIdSchema,
} from "../rides/views.ts";
import { DELIVERY_STATUSES, PARCEL_CATEGORIES, PARCEL_SIZES } from "./model.ts";

/** The shapes the deliveries API answers with (docs/api-deliveries.md); the web uses the inferred types. */

/**
 * The pictures of a delivery (GET /api/deliveries/:id/photos/:which): the parcel as the sender booked it, and the
 * driver's proof at each hand-over (taken at the pickup, at the drop-off, and back at the sender on a return).
 */
export const DELIVERY_PHOTOS = ["parcel", "pickup", "dropoff", "return"] as const;
export type DeliveryPhoto = (typeof DELIVERY_PHOTOS)[number];

/** POST /api/deliveries/photos answers the key to book with. */
export const parcelPhotoUploadSchema = z.object({ photoKey: z.string() });

/** GET /api/deliveries/estimate. */
export const deliveryEstimateViewSchema = z.object({
  /** The suggested price: the Keke fare of the road times the size's factor. */
  fareKobo: z.number(),
  distanceM: z.number(),
  durationS: z.number(),
  /** What the sender may offer instead. */
  offerRange: amountRangeSchema,
  /** What bringing it back costs on top, at the suggested price, and the rule in words. */
  returnFeeKobo: z.number(),
  returnRule: z.string(),
  /** The ride types whose vehicles take a parcel of this size. */
  rideTypes: z.array(rideTypeIdSchema),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateViewSchema>;

/** When each step of a delivery happened (null until it has). */
export const deliveryStepsSchema = z.object({
  bookedAt: z.string(),
  acceptedAt: z.string().nullable(),
  arrivedPickupAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  arrivedDropoffAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  returnStartedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  /** Delivered, returned, cancelled or disputed. */
  endedAt: z.string().nullable(),
});

/** One hand-over's proof: the driver's photo, when and where it was taken, who took the parcel. */
export const handoverProofSchema = z.object({
  photoUrl: z.string(),
  /** When the driver took it (for a hand-over sent from the offline queue: when it was captured). */
  at: z.string(),
  /** When the server checked it (later than `at` when it waited in the offline queue). */
  confirmedAt: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** Who the parcel went to: the driver at pickup, the recipient at the drop-off, the sender on a return. */
  receivedBy: z.string(),
});
export type HandoverProof = z.infer<typeof handoverProofSchema>;

/** What the sender pays for a delivery: before pickup, from the wallet or at the gateway. */
export const deliveryPaymentSchema = z.object({
  amountKobo: z.number(),
  status: z.enum(["owed", "paid"]),
  /** "wallet", or the gateway's channel; null while owed. */
  method: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedKobo: z.number(),
});

/** A delivery as its sender, its driver or an admin sees it. */
export const deliveryViewSchema = z.object({
  id: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** Where it stands, in words. */
  statusLine: z.string(),
  pickup: ridePlaceSchema,
  dropoff: ridePlaceSchema,
  category: z.enum(PARCEL_CATEGORIES),
  size: z.enum(PARCEL_SIZES),
  /** The parcel's photo (for the sender, the assigned driver and admins). */
  photoUrl: z.string(),
  declaredValueKobo: z.number(),
  /** How much of the declared value is covered. */
  coveredKobo: z.number(),
  /** Who takes it; the number for the sender, and for the driver while the delivery is theirs. */
  recipient: z.object({ name: z.string(), phoneNumber: z.string().nullable() }),
  note: z.string().nullable(),
  fragile: z.boolean(),
  scheduledAt: z.string().nullable(),
  /** The suggested price, and the sender's own offer. */
  fareKobo: z.number(),
  offerKobo: z.number(),
  distanceM: z.number(),
  durationS: z.number(),
  /** What it costs, once a driver's price is agreed. */
  amountKobo: z.number().nullable(),
  agreedKobo: z.number().nullable(),
  /** What bringing it back would cost on top (of the agreed price, or of the offer until one is agreed). */
  returnFeeKobo: z.number(),
  /** The code the sender gives the driver with the parcel: to the sender only, until it is picked up. */
  pickupCode: z.string().nullable(),
  /** The tracking link to share (the recipient gets it by text): to the sender only, while it works. */
  shareUrl: z.string().nullable(),
  driver: rideDriverSchema.nullable(),
  sender: rideRiderSchema.nullable(),
  searchRadiusM: z.number(),
  searchStartedAt: z.string().nullable(),
  searchExpiresAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(["sender", "driver", "system"]).nullable(),
  steps: deliveryStepsSchema,
  /** The driver's proof at each hand-over, once made. */
  proofs: z.object({
    pickup: handoverProofSchema.nullable(),
    dropoff: handoverProofSchema.nullable(),
    return: handoverProofSchema.nullable(),
  }),
  /** What is paid or owed, once a driver's price is agreed (the sender pays before the pickup). */
  payment: deliveryPaymentSchema.nullable(),
  /** Bringing it back (returnFeeKobo), owed once the package is back with the sender, and once paid. */
  returnPayment: deliveryPaymentSchema.nullable(),
  /** The code the sender gives the driver when the parcel comes back: to the sender only, while it is returning. */
  returnCode: z.string().nullable(),
  /** While the driver waits at the drop-off: when the free wait ends and the way back may start. */
  freeWaitEndsAt: z.string().nullable(),
  /** The viewer's own rating of the other side (1..5), once given; rating opens when the delivery ends. */
  myRating: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

/** A place as the tracking link shows it: its name, and its position rounded to about 100 m. */
export const trackingPlaceSchema = z.object({ name: z.string(), lat: z.number(), lon: z.number() });

/**
 * What the tracking link shows anyone who has it: where the delivery stands, the places' names, the driver by
 * first name and vehicle, their position only while the parcel is on its way, and when each step happened.
 * Nothing else about anyone: no phone numbers, no surnames, nothing of the sender or the recipient.
 */
export const trackingViewSchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  statusLine: z.string(),
  /** Enough to draw the way on the page, not to find a door. */
  pickup: trackingPlaceSchema,
  dropoff: trackingPlaceSchema,
  driver: z
    .object({
      firstName: z.string(),
      vehicle: z.object({
        type: z.string(),
        color: z.string().nullable(),
        plateNumber: z.string().nullable(),
      }),
    })
    .nullable(),
  position: z
    .object({ lat: z.number(), lon: z.number(), heading: z.number().nullable(), at: z.string() })
    .nullable(),
  steps: deliveryStepsSchema,
  /** When the link stops working (a day after the delivery ended); null while it goes on. */
  linkExpiresAt: z.string().nullable(),
});
export type TrackingView = z.infer<typeof trackingViewSchema>;

/**
 * A delivery's request as the drivers it is sent to see it: marked as a parcel (size, category, fragile, declared
 * value), the road to carry it, the price and the driver's band, the sender by first name. No phone numbers, no
 * recipient, no codes.
 */
export const deliveryRequestSchema = z.object({
  id: z.string(),
  kind: z.literal("delivery"),
  size: z.enum(PARCEL_SIZES),
  category: z.enum(PARCEL_CATEGORIES),
  fragile: z.boolean(),
  declaredValueKobo: z.number(),
  pickup: ridePlaceSchema,
  dropoff: ridePlaceSchema,
  distanceM: z.number(),
  durationS: z.number(),
  distanceToPickupM: z.number(),
  fareKobo: z.number(),
  offerKobo: z.number(),
  offerRange: amountRangeSchema,
  scheduledAt: z.string().nullable(),
  note: z.string().nullable(),
  senderFirstName: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;
