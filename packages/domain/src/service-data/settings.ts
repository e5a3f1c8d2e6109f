import { z } from "zod";
import { RIDE_TYPES } from "../constants.ts";
import { formatNaira } from "../money.ts";
import { PLACE_KINDS } from "../places.ts";
import { oneLineText } from "../schemas/text.ts";

/**
 * Data the service changes (docs/decisions/0037-service-data.md): the fare table per ride type, the delivery
 * fares by parcel size, the dispatch settings and the campus places. Admins edit them; every change is audited
 * and read from the database on its next use, on every instance.
 */

export const FARE_LIMITS = {
  /** Every amount of the fare table is whole naira (kobo multiple of 100), at most ₦100,000. */
  maxKobo: 10_000_000,
  speedKmh: { min: 5, max: 120 },
  /** A parcel size's factor over the Keke fare of the same road. */
  sizeFactor: { min: 0.5, max: 5 },
} as const;

export const DISPATCH_LIMITS = {
  initialRadiusM: { min: 200, max: 20_000 },
  radiusStepM: { min: 0, max: 10_000 },
  maxRadiusM: { min: 200, max: 50_000 },
  stepSeconds: { min: 5, max: 300 },
  searchMinutes: { min: 1, max: 30 },
  offerSeconds: { min: 15, max: 600 },
  maxDrivers: { min: 1, max: 500 },
} as const;

const L = DISPATCH_LIMITS;
const naira = (kobo: number) => formatNaira(kobo);

export const SERVICE_DATA_MESSAGES = {
  faresSaved: "Fares saved: the next booking uses them",
  deliveryFaresSaved: "Delivery fares saved: the next booking uses them",
  dispatchSaved: "Dispatch settings saved: the next search uses them",
  placeAdded: "Place added",
  placeSaved: "Place saved",
  placeHidden: "Place hidden: riders no longer find it",
  placeShown: "Place shown again",
  placeNotFound: "Place not found",
  rideTypeUnknown: "Unknown ride type",
  amount: (label: string) => `${label} must be whole naira from ${naira(0)} to ${naira(FARE_LIMITS.maxKobo)}`,
  positive: (label: string) => `${label} must be more than ${naira(0)}`,
  speed: `The average speed must be a whole number of km/h from ${FARE_LIMITS.speedKmh.min} to ${FARE_LIMITS.speedKmh.max}`,
  minimumBelowBase: "The minimum fare cannot be less than the base fare",
  sizeFactor: `Each size must cost from ${FARE_LIMITS.sizeFactor.min} to ${FARE_LIMITS.sizeFactor.max} times the Keke fare, to the hundredth`,
  sizeOrder: "A bigger parcel cannot cost less than a smaller one",
  initialRadiusM: `The first search radius must be a whole number of metres from ${L.initialRadiusM.min} to ${L.initialRadiusM.max}`,
  radiusStepM: `The radius step must be a whole number of metres from ${L.radiusStepM.min} to ${L.radiusStepM.max}`,
  maxRadiusM: `The widest radius must be a whole number of metres from ${L.maxRadiusM.min} to ${L.maxRadiusM.max}`,
  radiusOrder: "The widest radius cannot be smaller than the first search radius",
  stepSeconds: `The time between two widenings must be a whole number of seconds from ${L.stepSeconds.min} to ${L.stepSeconds.max}`,
  searchMinutes: `The search must last a whole number of minutes from ${L.searchMinutes.min} to ${L.searchMinutes.max}`,
  offerSeconds: `A driver's offer must last a whole number of seconds from ${L.offerSeconds.min} to ${L.offerSeconds.max}`,
  maxDrivers: `Drivers asked at once must be a whole number from ${L.maxDrivers.min} to ${L.maxDrivers.max}`,
  placeName: "Please give the place a name (2 to 80 characters)",
  placeNameTaken: "A place with this name already exists",
  placeKind: "Please choose what kind of place it is",
  placeWhere: "Please put the place on the map",
  placeTooFar: "A place must be within 150 km of the campus",
} as const;

const M = SERVICE_DATA_MESSAGES;

const whole = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const kobo = (label: string, min = 0) =>
  z
    .number({ error: M.amount(label) })
    .int({ error: M.amount(label) })
    .min(0, { error: M.amount(label) })
    .max(FARE_LIMITS.maxKobo, { error: M.amount(label) })
    .refine((k) => k % 100 === 0, { error: M.amount(label) })
    .refine((k) => k >= min, { error: M.positive(label) });

/** The body of PUT /api/admin/service/fares/:rideType: one ride type's row of the fare table. */
export const fareRuleBodySchema = z
  .object(
    {
      baseKobo: kobo("The base fare"),
      perKmKobo: kobo("The price per km", 100),
      perMinuteKobo: kobo("The price per minute"),
      waitPerMinuteKobo: kobo("The waiting price per minute"),
      minimumKobo: kobo("The minimum fare", 100),
      averageSpeedKmh: whole(M.speed, FARE_LIMITS.speedKmh.min, FARE_LIMITS.speedKmh.max),
    },
    { error: M.amount("The base fare") },
  )
  .refine((f) => f.minimumKobo >= f.baseKobo, { error: M.minimumBelowBase, path: ["minimumKobo"] });
export type FareRuleBody = z.infer<typeof fareRuleBodySchema>;

const factor = z
  .number({ error: M.sizeFactor })
  .min(FARE_LIMITS.sizeFactor.min, { error: M.sizeFactor })
  .max(FARE_LIMITS.sizeFactor.max, { error: M.sizeFactor })
  .refine((f) => Math.abs(f * 100 - Math.round(f * 100)) < 1e-6, { error: M.sizeFactor });

/** The body of PUT /api/admin/service/delivery-fares: each parcel size's factor over the Keke fare. */
export const deliveryFaresBodySchema = z
  .object({ small: factor, medium: factor, large: factor }, { error: M.sizeFactor })
  .refine((f) => f.small <= f.medium, { error: M.sizeOrder, path: ["medium"] })
  .refine((f) => f.medium <= f.large, { error: M.sizeOrder, path: ["large"] });
export type DeliveryFares = z.infer<typeof deliveryFaresBodySchema>;

/** The dispatch settings that may change while the service runs (ms and metres, as the server's config). */
export interface DispatchSettings {
  initialRadiusM: number;
  radiusStepM: number;
  maxRadiusM: number;
  /** Time between two widenings of the search. */
  stepMs: number;
  /** A search nobody was accepted on ends after this. */
  searchTimeoutMs: number;
  /** A driver's offer expires after this. */
  offerTtlMs: number;
  /** The most drivers one dispatch step asks at once (nearest first). */
  maxDriversPinged: number;
}

/** The body of PUT /api/admin/service/dispatch, in the units an admin thinks in. */
export const dispatchBodySchema = z
  .object(
    {
      initialRadiusM: whole(M.initialRadiusM, L.initialRadiusM.min, L.initialRadiusM.max),
      radiusStepM: whole(M.radiusStepM, L.radiusStepM.min, L.radiusStepM.max),
      maxRadiusM: whole(M.maxRadiusM, L.maxRadiusM.min, L.maxRadiusM.max),
      stepSeconds: whole(M.stepSeconds, L.stepSeconds.min, L.stepSeconds.max),
      searchMinutes: whole(M.searchMinutes, L.searchMinutes.min, L.searchMinutes.max),
      offerSeconds: whole(M.offerSeconds, L.offerSeconds.min, L.offerSeconds.max),
      maxDriversPinged: whole(M.maxDrivers, L.maxDrivers.min, L.maxDrivers.max),
    },
    { error: M.initialRadiusM },
  )
  .refine((d) => d.maxRadiusM >= d.initialRadiusM, { error: M.radiusOrder, path: ["maxRadiusM"] });
export type DispatchBody = z.infer<typeof dispatchBodySchema>;

export const dispatchSettingsFromBody = (b: DispatchBody): DispatchSettings => ({
  initialRadiusM: b.initialRadiusM,
  radiusStepM: b.radiusStepM,
  maxRadiusM: b.maxRadiusM,
  stepMs: b.stepSeconds * 1000,
  searchTimeoutMs: b.searchMinutes * 60_000,
  offerTtlMs: b.offerSeconds * 1000,
  maxDriversPinged: b.maxDriversPinged,
});

const lastChange = { updatedAt: z.string().nullable(), updatedBy: z.string().nullable() };

export const fareRuleViewSchema = z.object({
  rideType: z.number().int(),
  name: z.string(),
  baseKobo: z.number().int(),
  perKmKobo: z.number().int(),
  perMinuteKobo: z.number().int(),
  waitPerMinuteKobo: z.number().int(),
  minimumKobo: z.number().int(),
  averageSpeedKmh: z.number(),
  ...lastChange,
});
export type FareRuleView = z.infer<typeof fareRuleViewSchema>;

export const deliveryFaresViewSchema = z.object({
  small: z.number(),
  medium: z.number(),
  large: z.number(),
  ...lastChange,
});
export type DeliveryFaresView = z.infer<typeof deliveryFaresViewSchema>;

/** The dispatch settings as the admin edits them (seconds and minutes), with the last change. */
export const dispatchViewSchema = z.object({
  initialRadiusM: z.number().int(),
  radiusStepM: z.number().int(),
  maxRadiusM: z.number().int(),
  stepSeconds: z.number(),
  searchMinutes: z.number(),
  offerSeconds: z.number(),
  maxDriversPinged: z.number().int(),
  ...lastChange,
});
export type DispatchView = z.infer<typeof dispatchViewSchema>;

/** GET /api/admin/service: everything the "Service settings" screen edits. */
export const serviceSettingsViewSchema = z.object({
  fares: z.array(fareRuleViewSchema),
  deliveryFares: deliveryFaresViewSchema,
  dispatch: dispatchViewSchema,
});
export type ServiceSettingsView = z.infer<typeof serviceSettingsViewSchema>;

export const rideTypeName = (id: number): string => RIDE_TYPES.find((t) => t.id === id)?.name ?? `Type ${id}`;

/** A place must be this close to the campus centre (as far as the longest trip served). */
export const PLACE_MAX_DISTANCE_M = 150_000;

const placeName = oneLineText({ error: M.placeName })
  .min(2, { error: M.placeName })
  .max(80, { error: M.placeName });
const lat = z
  .number({ error: M.placeWhere })
  .min(-90, { error: M.placeWhere })
  .max(90, { error: M.placeWhere });
const lon = z
  .number({ error: M.placeWhere })
  .min(-180, { error: M.placeWhere })
  .max(180, { error: M.placeWhere });

/** POST /api/admin/places: a new place where the admin put it on the map. */
export const newPlaceBodySchema = z.object(
  { name: placeName, kind: z.enum(PLACE_KINDS, { error: M.placeKind }), lat, lon },
  { error: M.placeName },
);
export type NewPlaceBody = z.infer<typeof newPlaceBodySchema>;

/** PATCH /api/admin/places/:placeId: rename, move, change the kind, hide or show again (any of them). */
export const placeChangeBodySchema = z.object(
  {
    name: placeName.optional(),
    kind: z.enum(PLACE_KINDS, { error: M.placeKind }).optional(),
    lat: lat.optional(),
    lon: lon.optional(),
    hidden: z.boolean({ error: M.placeName }).optional(),
  },
  { error: M.placeName },
);
export type PlaceChangeBody = z.infer<typeof placeChangeBodySchema>;

/** A place as admins see it: hidden ones too. */
export const adminPlaceViewSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  lat: z.number(),
  lon: z.number(),
  hidden: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPlaceView = z.infer<typeof adminPlaceViewSchema>;
