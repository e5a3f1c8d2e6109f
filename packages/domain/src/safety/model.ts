import { WAT_OFFSET_MS } from "../rides/time.ts";

/** A rider keeps at most this many trusted contacts. */
export const TRUSTED_CONTACTS_MAX = 5;
/** The longest name a trusted contact may have (what is stored, after the one-line rule). */
export const TRUSTED_CONTACT_NAME_MAX = 60;

/**
 * Night, for the automatic text of a ride's link: from 20:00 to 06:00 West Africa Time (UTC+1 all year). The one
 * place these hours are written.
 */
export const NIGHT_HOURS = { from: 20, to: 6 } as const;

/** Whether `at` falls in NIGHT_HOURS in Lagos. */
export function isNightInLagos(at: Date): boolean {
  const hour = new Date(at.getTime() + WAT_OFFSET_MS).getUTCHours();
  return hour >= NIGHT_HOURS.from || hour < NIGHT_HOURS.to;
}

/** A ride's shared link works until this long after the ride ends (and no longer once it is cancelled). */
export const TRIP_SHARE_MINUTES_AFTER = 30;

/** The ride statuses in which the rider may share the trip: a driver is coming, waiting or driving. */
export const SHAREABLE_RIDE_STATUSES = [
  "accepted",
  "arrived",
  "in_progress",
  "waiting",
  "returning",
] as const;
