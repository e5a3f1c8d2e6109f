import { z } from "zod";

/**
 * A verified driver online near the rider (GET /api/drivers/near): who they are and what they drive, and how
 * far they are rounded to 100 m, never where they are.
 */
export const driverNearSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** Only when the rider may see it (a driver of, or with an offer on, one of their rides); null otherwise. */
  profileImage: z.string().nullable(),
  vehicle: z.object({ type: z.string().nullable(), plateNumber: z.string().nullable() }),
  rating: z.number().nullable(),
  ratingCount: z.number(),
  /** Straight-line distance, rounded to 100 m (at least 100 m). */
  distanceM: z.number(),
  /** Not on a ride at the moment. */
  available: z.boolean(),
});
export type DriverNear = z.infer<typeof driverNearSchema>;

export const driversNearAnswerSchema = z.object({ data: z.array(driverNearSchema) });
export type DriversNearAnswer = z.infer<typeof driversNearAnswerSchema>;
