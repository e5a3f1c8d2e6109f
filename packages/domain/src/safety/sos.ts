import { z } from "zod";
import { oneLineText } from "../schemas/fields.ts";

/**
 * SOS during a trip (docs/decisions/0033-sos.md): the traveller or the driver raises it from the trip's screen;
 * admins see it live, the raiser's trusted contacts are texted and e-mailed the trip's link, and the emergency
 * numbers admins keep are shown. Only the raiser says they are safe; an admin resolves it with a note.
 */

/** open: help is needed; safe: the raiser said they are safe; resolved: an admin closed it with a note. */
export const SOS_STATUSES = ["open", "safe", "resolved"] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];

/** A ride, a delivery, or a campus shuttle run (its boarded riders and its driver). */
export const SOS_TRIP_KINDS = ["ride", "delivery", "shuttle_run"] as const;
export type SosTripKind = (typeof SOS_TRIP_KINDS)[number];

/** Who raised it, on their trip: the rider of a ride or a shuttle seat, the sender of a delivery, or the trip's driver. */
export const SOS_ROLES = ["rider", "sender", "driver"] as const;
export type SosRole = (typeof SOS_ROLES)[number];

/** The kinds of emergency number admins keep, in the order the SOS screen suggests them. */
export const EMERGENCY_NUMBER_KINDS = ["campus_security", "police", "ambulance", "fire", "other"] as const;
export type EmergencyNumberKind = (typeof EMERGENCY_NUMBER_KINDS)[number];
export const EMERGENCY_NUMBER_KIND_LABELS: Record<EmergencyNumberKind, string> = {
  campus_security: "Campus security",
  police: "Police",
  ambulance: "Ambulance",
  fire: "Fire",
  other: "Other",
};
export const EMERGENCY_NUMBERS_MAX = 20;
export const EMERGENCY_LABEL_MAX = 40;
export const SOS_NOTE_MAX = 500;
/** The admin rights that see and resolve SOS (super admins too); the emergency numbers are changed by operations. */
export const SOS_ADMIN_RIGHTS = ["support", "operations"] as const;
/**
 * A person's trusted contacts are texted and e-mailed for at most this many SOS on one trip: a raise, "I'm
 * safe", raise again loop cannot turn the contacts' phones into a spam target (admins are alerted every time).
 */
export const SOS_TEXTS_PER_TRIP = 3;

/** What SOS and the emergency numbers say to users and admins. */
export const SOS_MESSAGES = {
  tripNotFound: "Trip not found",
  sosNotFound: "This SOS does not exist.",
  notUnderWay: "SOS works on a trip under way, once a driver has it. If you are in danger now, call 112.",
  notOnBoard: "SOS on the shuttle works once the driver has boarded you. If you are in danger now, call 112.",
  tripRequired: "Please say which trip the SOS is for",
  raised: "Help is on the way. Admins have been alerted.",
  alreadyRaised: "Your SOS is already open. Admins have been alerted.",
  practice: "Practice SOS: nobody was alerted and nothing was sent.",
  safe: "Glad you are safe. Your SOS is closed.",
  alreadyClosed: "This SOS is already closed.",
  resolved: "SOS resolved",
  noteRequired: "Please write what was done",
  noteTooLong: `The note must be at most ${SOS_NOTE_MAX} characters`,
  position: "Please send a position with a latitude and a longitude",
  labelRequired: "Please enter a label, like UNN Security",
  labelTooLong: `The label must be at most ${EMERGENCY_LABEL_MAX} characters`,
  number: "Please enter a number to call: digits, with + or spaces (3 to 20 characters), like 112",
  kind: "Please choose a kind of number",
  numberNotFound: "This emergency number does not exist.",
  tooManyNumbers: `There can be up to ${EMERGENCY_NUMBERS_MAX} emergency numbers. Remove one to add another.`,
  numberAdded: "Emergency number added",
  numberUpdated: "Emergency number updated",
  numberRemoved: "Emergency number removed",
  order: "Please send every emergency number once, in the new order",
  reordered: "Order saved",
} as const;

const latitude = z
  .number({ error: SOS_MESSAGES.position })
  .min(-90, { error: SOS_MESSAGES.position })
  .max(90, {
    error: SOS_MESSAGES.position,
  });
const longitude = z
  .number({ error: SOS_MESSAGES.position })
  .min(-180, { error: SOS_MESSAGES.position })
  .max(180, { error: SOS_MESSAGES.position });

/**
 * POST /api/sos. A trip's kind and id (the caller's trip under way), with the phone's position when it has one;
 * `practice` goes through the same steps but alerts nobody and records nothing (no trip needed).
 */
export const raiseSosSchema = z
  .object({
    kind: z.enum(SOS_TRIP_KINDS, { error: SOS_MESSAGES.tripRequired }).optional(),
    tripId: z.guid({ error: SOS_MESSAGES.tripNotFound }).optional(),
    position: z.object({ lat: latitude, lon: longitude }, { error: SOS_MESSAGES.position }).nullish(),
    practice: z.boolean({ error: "Please choose practice or not" }).optional(),
  })
  .refine((b) => b.practice === true || (b.kind !== undefined && b.tripId !== undefined), {
    error: SOS_MESSAGES.tripRequired,
    path: ["tripId"],
  });
export type RaiseSosInput = z.input<typeof raiseSosSchema>;

/** POST /api/admin/sos/:id/resolve: what was done. */
export const resolveSosSchema = z.object({
  note: oneLineText({ error: SOS_MESSAGES.noteRequired })
    .min(1, { error: SOS_MESSAGES.noteRequired })
    .max(SOS_NOTE_MAX, { error: SOS_MESSAGES.noteTooLong }),
});

/** What can be dialled: digits with an optional leading +, spaces and dashes kept for reading. */
export const DIALLABLE = /^\+?[0-9][0-9 -]{1,18}[0-9]$/;

/** An emergency number as an admin enters it. */
export const emergencyNumberSchema = z.object({
  label: oneLineText({ error: SOS_MESSAGES.labelRequired })
    .min(1, { error: SOS_MESSAGES.labelRequired })
    .max(EMERGENCY_LABEL_MAX, { error: SOS_MESSAGES.labelTooLong }),
  number: oneLineText({ error: SOS_MESSAGES.number }).regex(DIALLABLE, { error: SOS_MESSAGES.number }),
  kind: z.enum(EMERGENCY_NUMBER_KINDS, { error: SOS_MESSAGES.kind }),
});
export type EmergencyNumberInput = z.input<typeof emergencyNumberSchema>;

/** PUT /api/admin/emergency-numbers/order: every number's id once, in the new order. */
export const emergencyNumbersOrderSchema = z.object({
  ids: z
    .array(z.guid({ error: SOS_MESSAGES.order }), { error: SOS_MESSAGES.order })
    .min(1, { error: SOS_MESSAGES.order })
    .max(EMERGENCY_NUMBERS_MAX, { error: SOS_MESSAGES.order }),
});

export const emergencyNumberViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  number: z.string(),
  kind: z.enum(EMERGENCY_NUMBER_KINDS),
  position: z.number(),
});
export type EmergencyNumberView = z.infer<typeof emergencyNumberViewSchema>;

/** The number as a tel: link (spaces and dashes dropped). */
export const telHref = (number: string) => `tel:${number.replace(/[ -]/g, "")}`;

/** What the raiser sees once the SOS is sent (or practised). */
export const sosViewSchema = z.object({
  /** Null in practice mode: nothing was recorded. */
  id: z.string().nullable(),
  status: z.enum(SOS_STATUSES),
  practice: z.boolean(),
  raisedAt: z.string(),
  /** Admins were alerted (false in practice). */
  adminsAlerted: z.boolean(),
  /** Trusted contacts texted and e-mailed (in practice: how many would have been). */
  contactsTexted: z.number(),
  contactsEmailed: z.number(),
  /** The contacts were not texted again: earlier SOS on this trip already texted them SOS_TEXTS_PER_TRIP times. */
  contactsAlreadyTold: z.boolean(),
  position: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  emergencyNumbers: z.array(emergencyNumberViewSchema),
});
export type SosView = z.infer<typeof sosViewSchema>;

const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(SOS_ROLES),
});

/** An SOS as admins see it: who, on which trip, where and when, and what became of it. */
export const adminSosViewSchema = z.object({
  id: z.string(),
  status: z.enum(SOS_STATUSES),
  tripKind: z.enum(SOS_TRIP_KINDS),
  tripId: z.string(),
  tripStatus: z.string(),
  from: z.string(),
  to: z.string(),
  raisedBy: personSchema,
  /** The trip's other party (the driver, or the rider or sender), when there is one (a shuttle's driver has many). */
  otherParty: personSchema.nullable(),
  /** On a campus shuttle run: its line and the bus's plate. */
  shuttle: z.object({ lineName: z.string(), plate: z.string().nullable() }).nullable(),
  position: z
    .object({
      lat: z.number(),
      lon: z.number(),
      /** phone: sent with the SOS; driver: the driver's last live position. */
      source: z.enum(["phone", "driver"]),
      at: z.string(),
    })
    .nullable(),
  raisedAt: z.string(),
  safeAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
  contactsTexted: z.number(),
  contactsEmailed: z.number(),
});
export type AdminSosView = z.infer<typeof adminSosViewSchema>;

/** GET /api/admin/sos: the open ones (oldest first) and the closed ones (newest first, a page). */
export const adminSosListSchema = z.object({
  open: z.array(adminSosViewSchema),
  closed: z.array(adminSosViewSchema),
});
export type AdminSosList = z.infer<typeof adminSosListSchema>;

/** A map link for a position (OpenStreetMap, marked). */
export const mapLink = (p: { lat: number; lon: number }) =>
  `https://www.openstreetmap.org/?mlat=${p.lat.toFixed(5)}&mlon=${p.lon.toFixed(5)}#map=17/${p.lat.toFixed(5)}/${p.lon.toFixed(5)}`;
