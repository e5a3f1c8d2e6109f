import { z } from "zod";
import { multiLineText } from "../schemas/text.ts";
import { RATING_MESSAGES } from "./rating-messages.ts";

/** POST /api/rides/:id/rating: 1 to 5 stars and an optional comment. */
export const rateRideSchema = z.object({
  stars: z
    .number({ error: RATING_MESSAGES.chooseStars })
    .int(RATING_MESSAGES.chooseStars)
    .min(1, RATING_MESSAGES.chooseStars)
    .max(5, RATING_MESSAGES.chooseStars),
  comment: multiLineText()
    .max(300, RATING_MESSAGES.commentTooLong)
    .optional()
    .transform((v) => v || undefined),
});

export type RateRide = z.input<typeof rateRideSchema>;

/** A rating as the API returns it: the one this user gave for a trip. */
export const ratingViewSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

export type RatingView = z.infer<typeof ratingViewSchema>;
