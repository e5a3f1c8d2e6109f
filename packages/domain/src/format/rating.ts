import { plural } from "./plural.ts";

/** "4.8" from an average of stars. */
export function formatStars(rating: number): string {
  return rating.toFixed(1);
}

/**
 * "4.8 (12 ratings)", or "New driver" (or the `none` given, "New rider") for someone nobody has rated yet: the
 * one place that word is chosen, so a screen never prints it twice.
 */
export function formatRating(rating: number | null, count: number, none = "New driver"): string {
  if (rating === null || count === 0) return none;
  return `${formatStars(rating)} (${plural(count, "rating")})`;
}
