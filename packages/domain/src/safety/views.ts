import { z } from "zod";
import { trackingViewSchema } from "../deliveries/views.ts";
import { RIDE_STATUSES } from "../rides/state-machine.ts";

/** A trusted contact as its owner sees it. */
export const trustedContactViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type TrustedContactView = z.infer<typeof trustedContactViewSchema>;

/** GET /api/me/trusted-contacts: the contacts, oldest first, the limit and the night setting. */
export const trustedContactsViewSchema = z.object({
  contacts: z.array(trustedContactViewSchema),
  max: z.number(),
  nightAutoShare: z.boolean(),
  /** The night hours in West Africa Time, for the setting's words ("20:00-06:00"). */
  nightHours: z.object({ from: z.number(), to: z.number() }),
});
export type TrustedContactsView = z.infer<typeof trustedContactsViewSchema>;

/** A ride's share link as the rider sees it: the link, and when the contacts were texted it, if they were. */
export const tripShareViewSchema = z.object({
  url: z.string(),
  textedAt: z.string().nullable(),
  /** How many contacts this request texted (0 when none were, or they already had it). */
  textedCount: z.number(),
});
export type TripShareView = z.infer<typeof tripShareViewSchema>;

const sharedPlaceSchema = z.object({ name: z.string(), lat: z.number(), lon: z.number() });

/**
 * A ride as its shared link shows it to anyone who has it: the rider by first name, where the ride stands, the
 * driver by first name with their picture, vehicle and plate, the places, and the driver's position while the
 * ride is under way. Nothing else about anyone: no phone numbers, no surnames, no e-mail, no PIN.
 */
export const rideTrackingViewSchema = z.object({
  kind: z.literal("ride"),
  status: z.enum(RIDE_STATUSES),
  statusLine: z.string(),
  riderFirstName: z.string(),
  pickup: sharedPlaceSchema,
  destination: sharedPlaceSchema,
  driver: z
    .object({
      firstName: z.string(),
      /** The driver's picture through the link (GET /api/track/:token/photo), when they have one. */
      photoUrl: z.string().nullable(),
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
  endedAt: z.string().nullable(),
  /** When the link stops working (TRIP_SHARE_MINUTES_AFTER after the ride ended); null while it goes on. */
  linkExpiresAt: z.string().nullable(),
});
export type RideTrackingView = z.infer<typeof rideTrackingViewSchema>;

/** What the link's status line says, by the ride's status. */
export const RIDE_SHARE_STATUS_LINES: Partial<Record<(typeof RIDE_STATUSES)[number], string>> = {
  accepted: "The driver is on the way to the pickup",
  arrived: "The driver is at the pickup",
  in_progress: "On the way to the destination",
  waiting: "Stopped at the destination, going back soon",
  returning: "On the way back",
  completed: "The ride has ended",
};

/**
 * A delivery as the link its sender shared shows it (not the recipient's tracking link, which stays as it is):
 * what the recipient's link shows, with the driver's picture through the link as on a shared ride.
 */
export const sharedDeliveryTrackingViewSchema = trackingViewSchema.extend({
  driver: z
    .object({
      firstName: z.string(),
      /** The driver's picture through the link (GET /api/track/:token/photo), when they have one. */
      photoUrl: z.string().nullable(),
      vehicle: z.object({
        type: z.string(),
        color: z.string().nullable(),
        plateNumber: z.string().nullable(),
      }),
    })
    .nullable(),
});
export type SharedDeliveryTrackingView = z.infer<typeof sharedDeliveryTrackingViewSchema>;
