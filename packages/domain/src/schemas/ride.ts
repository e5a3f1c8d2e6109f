import { z } from "zod";
import { CANCEL_REASONS, DRIVER_CANCEL_REASONS, RIDE_TYPES } from "../constants.ts";
import { MESSAGES } from "../messages.ts";

const rideTypeIds = RIDE_TYPES.map((t) => t.id) as [1, 2, 3];

export const rideTypeSchema = z.union(
  rideTypeIds.map((id) => z.literal(id)),
  { error: MESSAGES.selectRideFirst },
);

export const luggageSchema = z
  .object({
    option: z.enum(["none", "with"], { error: MESSAGES.selectLuggageOption }),
    pictureCount: z.number().int().min(0).default(0),
  })
  .refine((v) => v.option === "none" || v.pictureCount > 0, {
    error: MESSAGES.uploadLuggageImage,
    path: ["pictureCount"],
  });

/** A rider's or a driver's reason (each side has its own list; the API checks which one applies). */
export const cancelRideSchema = z.object({
  reason: z.enum([...new Set([...CANCEL_REASONS, ...DRIVER_CANCEL_REASONS])] as [string, ...string[]], {
    error: MESSAGES.selectCancelReason,
  }),
});
