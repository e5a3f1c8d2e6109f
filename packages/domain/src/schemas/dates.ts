import { z } from "zod";

/** No date of birth before this year is believable (and PostgreSQL's `date` has no year 0). */
export const EARLIEST_BIRTH_YEAR = 1900;

export const DATE_OF_BIRTH_MESSAGES = {
  required: "Please enter your date of birth",
  tooEarly: `Please enter a date of birth from ${EARLIEST_BIRTH_YEAR} onwards`,
  future: "Your date of birth cannot be in the future",
} as const;

/** Today's date in UTC as YYYY-MM-DD, the same shape as the dates it is compared with. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A date of birth: a real calendar date (YYYY-MM-DD; 2000-02-31 is refused), in EARLIEST_BIRTH_YEAR or later,
 * and not after today (UTC). Age rules (18 or older for drivers) are the caller's.
 */
export const dateOfBirth = z.iso
  .date({ error: DATE_OF_BIRTH_MESSAGES.required })
  .refine((d) => Number(d.slice(0, 4)) >= EARLIEST_BIRTH_YEAR, { error: DATE_OF_BIRTH_MESSAGES.tooEarly })
  .refine((d) => d <= todayUtc(), { error: DATE_OF_BIRTH_MESSAGES.future });
