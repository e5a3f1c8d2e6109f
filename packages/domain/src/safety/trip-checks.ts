import { z } from "zod";
import { WAT_OFFSET_MS } from "../rides/time.ts";
import { NIGHT_HOURS } from "./model.ts";

/**
 * Automatic checks during a trip (docs/decisions/0034-trip-checks.md): a ride or a delivery under way that goes
 * off its expected route, or stops for a while away from its pickup and its destination, asks its rider (or
 * sender) "Are you OK?"; admins are told when nobody answers in time. The thresholds and the night hours are
 * settings an admin edits.
 */

/** off_route: farther than the setting from the way between pickup and destination; stopped: not moving. */
export const TRIP_CHECK_KINDS = ["off_route", "stopped"] as const;
export type TripCheckKind = (typeof TRIP_CHECK_KINDS)[number];

/** asked: waiting for the answer; ok: "I'm OK"; unanswered: no answer in time, admins told. */
export const TRIP_CHECK_STATUSES = ["asked", "ok", "unanswered"] as const;
export type TripCheckStatus = (typeof TRIP_CHECK_STATUSES)[number];

export const TRIP_CHECK_TRIP_KINDS = ["ride", "delivery"] as const;
export type TripCheckTripKind = (typeof TRIP_CHECK_TRIP_KINDS)[number];

/** The admin rights that see the checks (and hear them live): support, who call riders, and operations. */
export const TRIP_CHECK_ADMIN_RIGHTS = ["support", "operations"] as const;

/** A vehicle this close to its pickup or its destination is not "stopped away" (waiting, dropping off). */
export const TRIP_CHECK_NEAR_END_M = 200;
/** A vehicle whose positions all stay within this of its last one is standing still (GPS wanders a little). */
export const TRIP_CHECK_STILL_M = 50;

/** The thresholds admins edit: off-route metres, stopped minutes, minutes to answer, and the night hours. */
export interface TripCheckSettings {
  offRouteM: number;
  stoppedMinutes: number;
  answerMinutes: number;
  /** Night, in West Africa Time: from this hour (0-23) to that one (the next morning when smaller). */
  nightFrom: number;
  nightTo: number;
}

export const DEFAULT_TRIP_CHECK_SETTINGS: TripCheckSettings = {
  offRouteM: 500,
  stoppedMinutes: 3,
  answerMinutes: 2,
  nightFrom: NIGHT_HOURS.from,
  nightTo: NIGHT_HOURS.to,
};

export const TRIP_CHECK_LIMITS = {
  offRouteM: { min: 100, max: 5000 },
  stoppedMinutes: { min: 1, max: 60 },
  answerMinutes: { min: 1, max: 30 },
} as const;

/** What the checks say to riders, senders and admins. */
export const TRIP_CHECK_MESSAGES = {
  askTitle: "Are you OK?",
  offRoute: "Your driver has left the expected route.",
  stopped: "Your driver has stopped for a while away from your pickup and your destination.",
  askBody: "Tap I'm OK if all is well, or SOS if you need help.",
  answered: "Thanks. We'll keep an eye on your trip.",
  alreadyAnswered: "You have already answered this check.",
  checkNotFound: "This check does not exist.",
  tripNotFound: "Trip not found",
  settingsSaved: "Trip check settings saved",
  offRouteM: `Off the route must be a whole number of metres from ${TRIP_CHECK_LIMITS.offRouteM.min} to ${TRIP_CHECK_LIMITS.offRouteM.max}`,
  stoppedMinutes: `Stopped must be a whole number of minutes from ${TRIP_CHECK_LIMITS.stoppedMinutes.min} to ${TRIP_CHECK_LIMITS.stoppedMinutes.max}`,
  answerMinutes: `The time to answer must be a whole number of minutes from ${TRIP_CHECK_LIMITS.answerMinutes.min} to ${TRIP_CHECK_LIMITS.answerMinutes.max}`,
  hour: "Please choose an hour from 0 to 23",
  nightSame: "Night must start and end at different hours",
  nightRide: "Night ride: check the plate before you get in",
} as const;

const whole = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** The body of PUT /api/admin/trip-checks/settings: every threshold, each within its bounds. */
export const tripCheckSettingsSchema = z
  .object({
    offRouteM: whole(
      TRIP_CHECK_MESSAGES.offRouteM,
      TRIP_CHECK_LIMITS.offRouteM.min,
      TRIP_CHECK_LIMITS.offRouteM.max,
    ),
    stoppedMinutes: whole(
      TRIP_CHECK_MESSAGES.stoppedMinutes,
      TRIP_CHECK_LIMITS.stoppedMinutes.min,
      TRIP_CHECK_LIMITS.stoppedMinutes.max,
    ),
    answerMinutes: whole(
      TRIP_CHECK_MESSAGES.answerMinutes,
      TRIP_CHECK_LIMITS.answerMinutes.min,
      TRIP_CHECK_LIMITS.answerMinutes.max,
    ),
    nightFrom: whole(TRIP_CHECK_MESSAGES.hour, 0, 23),
    nightTo: whole(TRIP_CHECK_MESSAGES.hour, 0, 23),
  })
  .refine((s) => s.nightFrom !== s.nightTo, { error: TRIP_CHECK_MESSAGES.nightSame, path: ["nightTo"] });

export const tripCheckSettingsViewSchema = z.object({
  offRouteM: z.number(),
  stoppedMinutes: z.number(),
  answerMinutes: z.number(),
  nightFrom: z.number(),
  nightTo: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TripCheckSettingsView = z.infer<typeof tripCheckSettingsViewSchema>;

/** A check as its rider (or sender) sees it. */
export const tripCheckViewSchema = z.object({
  id: z.string(),
  tripKind: z.enum(TRIP_CHECK_TRIP_KINDS),
  tripId: z.string(),
  kind: z.enum(TRIP_CHECK_KINDS),
  status: z.enum(TRIP_CHECK_STATUSES),
  askedAt: z.string(),
  /** When admins are told if there is no answer. */
  answerBy: z.string(),
  answeredAt: z.string().nullable(),
});
export type TripCheckView = z.infer<typeof tripCheckViewSchema>;

/** GET /api/trips/:id/safety: whether it is night now (the plate check) and the check waiting for an answer. */
export const tripSafetyViewSchema = z.object({
  night: z.boolean(),
  nightFrom: z.number(),
  nightTo: z.number(),
  check: tripCheckViewSchema.nullable(),
});
export type TripSafetyView = z.infer<typeof tripSafetyViewSchema>;

const person = z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() });

/** A check as admins list it. */
export const adminTripCheckViewSchema = tripCheckViewSchema.extend({
  tripStatus: z.string(),
  from: z.string(),
  to: z.string(),
  traveller: person,
  driver: person.nullable(),
  position: z.object({ lat: z.number(), lon: z.number() }),
  /** off_route: how far from the expected way; stopped: how long it had stood still, in seconds. */
  distanceM: z.number().nullable(),
  stoppedS: z.number().nullable(),
  escalatedAt: z.string().nullable(),
  /** When the episode ended (back on the route, moving again, or the trip over). */
  endedAt: z.string().nullable(),
});
export type AdminTripCheckView = z.infer<typeof adminTripCheckViewSchema>;

export const adminTripChecksSchema = z.object({
  unanswered: z.array(adminTripCheckViewSchema),
  recent: z.array(adminTripCheckViewSchema),
});
export type AdminTripChecks = z.infer<typeof adminTripChecksSchema>;

/** Whether `at` falls in the night hours given (West Africa Time, UTC+1 all year); from > to spans midnight. */
export function isNightAt(at: Date, hours: { from: number; to: number }): boolean {
  const hour = new Date(at.getTime() + WAT_OFFSET_MS).getUTCHours();
  return hours.from > hours.to
    ? hour >= hours.from || hour < hours.to
    : hour >= hours.from && hour < hours.to;
}

/** The words of a check's question, by its kind. */
export const tripCheckReason = (kind: TripCheckKind): string =>
  kind === "off_route" ? TRIP_CHECK_MESSAGES.offRoute : TRIP_CHECK_MESSAGES.stopped;
