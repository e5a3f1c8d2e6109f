import { createDeliverySchema, DELIVERY_MESSAGES } from "@campusgo/domain";
import { ApiError } from "../../../lib/api-client.ts";
import type { CreateDeliveryInput, DeliveryPlace, ParcelCategory, ParcelSize } from "../api/types.ts";

/** What the sender has filled in so far, as the form holds it (naira as typed, places once chosen). */
export interface SendDraft {
  pickup: DeliveryPlace | null;
  dropoff: DeliveryPlace | null;
  scheduledAt: string | null;
  category: ParcelCategory | null;
  size: ParcelSize | null;
  /** The key of the uploaded photo, once the upload answered. */
  photoKey: string | null;
  /** The declared value in naira, as typed ("20,000"); empty is nothing declared. */
  declaredValue: string;
  recipientName: string;
  recipientPhone: string;
  note: string;
  fragile: boolean;
  /** The sender's own offer (kobo), or null for the suggested price. */
  offerKobo: number | null;
}

export const EMPTY_SEND_DRAFT: SendDraft = {
  pickup: null,
  dropoff: null,
  scheduledAt: null,
  category: null,
  size: null,
  photoKey: null,
  declaredValue: "",
  recipientName: "",
  recipientPhone: "",
  note: "",
  fragile: false,
  offerKobo: null,
};

/** The booking body's fields the form shows (each error goes under one of them). */
export type SendField =
  | "pickup"
  | "dropoff"
  | "scheduledAt"
  | "category"
  | "size"
  | "photoKey"
  | "declaredValueKobo"
  | "recipientName"
  | "recipientPhone"
  | "note"
  | "offerKobo";

export type SendErrors = Partial<Record<SendField, string>>;

/** The form's screens, one after the other: where, what, who takes it, the price. */
export const SEND_STEPS = ["route", "package", "recipient", "price"] as const;
export type SendStep = (typeof SEND_STEPS)[number];

export const SEND_STEP_TITLES: Record<SendStep, string> = {
  route: "Send a package",
  package: "What are you sending?",
  recipient: "Who takes it?",
  price: "Check and book",
};

/** The fields of each step, in the order they show. */
export const STEP_FIELDS: Record<SendStep, readonly SendField[]> = {
  route: ["pickup", "dropoff", "scheduledAt"],
  package: ["category", "size", "photoKey", "declaredValueKobo"],
  recipient: ["recipientName", "recipientPhone", "note"],
  price: ["offerKobo"],
};

/** The step a field is on. */
export const stepOf = (field: SendField): SendStep =>
  SEND_STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? "price";

/** The step `?step=` names, or the first one. */
export const parseStep = (value: string | null): SendStep =>
  SEND_STEPS.find((step) => step === value) ?? "route";

const NAIRA_TYPED = /^[\d,\s]*(\.\d{0,2})?$/;

/**
 * The declared value in kobo, from naira as typed ("20,000", "₦1 500", "250.50"); 0 when empty, NaN when it is not
 * an amount (the schema then says what is wrong).
 */
export function declaredValueKobo(typed: string): number {
  const text = typed.replace(/₦/g, "").trim();
  if (!text) return 0;
  if (!NAIRA_TYPED.test(text)) return Number.NaN;
  const naira = Number(text.replace(/[,\s]/g, ""));
  return Number.isFinite(naira) ? Math.round(naira * 100) : Number.NaN;
}

/** The booking body of a draft (what is missing stays missing, for the schema to name). */
export function toCreateInput(draft: SendDraft): Partial<CreateDeliveryInput> {
  return {
    ...(draft.pickup ? { pickup: draft.pickup } : {}),
    ...(draft.dropoff ? { dropoff: draft.dropoff } : {}),
    ...(draft.category ? { category: draft.category } : {}),
    ...(draft.size ? { size: draft.size } : {}),
    ...(draft.photoKey ? { photoKey: draft.photoKey } : {}),
    declaredValueKobo: declaredValueKobo(draft.declaredValue),
    recipientName: draft.recipientName.trim(),
    recipientPhone: draft.recipientPhone.trim(),
    note: draft.note.trim() || null,
    fragile: draft.fragile,
    scheduledAt: draft.scheduledAt,
    offerKobo: draft.offerKobo,
  };
}

const FIELDS: readonly SendField[] = Object.values(STEP_FIELDS).flat();
const asField = (name: unknown): SendField | null => FIELDS.find((field) => field === name) ?? null;

/**
 * What is wrong with the draft on the given steps, checked with the booking's own schema (the API checks the same
 * with the same messages): one message per field, the first.
 */
export function checkSteps(draft: SendDraft, steps: readonly SendStep[]): SendErrors {
  const wanted = new Set(steps.flatMap((step) => STEP_FIELDS[step]));
  const parsed = createDeliverySchema.safeParse(toCreateInput(draft));
  const errors: SendErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = asField(issue.path[0]);
    if (field && wanted.has(field)) errors[field] ??= issue.message;
  }
  // The same place at both ends is refused before anything is sent (the API says the same).
  if (wanted.has("dropoff") && !errors.dropoff && samePlace(draft.pickup, draft.dropoff)) {
    errors.dropoff = DELIVERY_MESSAGES.sameLocation;
  }
  return errors;
}

/** The two ends are the same place (as picked: the API also refuses ends closer than 100 m). */
export const samePlace = (a: DeliveryPlace | null, b: DeliveryPlace | null): boolean =>
  a !== null && b !== null && a.lat === b.lat && a.lon === b.lon;

/** The API's refusals that are about one field though they come without a field's name. */
const MESSAGE_FIELDS: [string, SendField][] = [
  [DELIVERY_MESSAGES.sameLocation, "dropoff"],
  [DELIVERY_MESSAGES.tooFar, "dropoff"],
  [DELIVERY_MESSAGES.pickupRequired, "pickup"],
  [DELIVERY_MESSAGES.dropoffRequired, "dropoff"],
  [DELIVERY_MESSAGES.photoRequired, "photoKey"],
  [DELIVERY_MESSAGES.photoUnusable, "photoKey"],
  [DELIVERY_MESSAGES.photoNotImage, "photoKey"],
  [DELIVERY_MESSAGES.photoUploadLimit, "photoKey"],
  [DELIVERY_MESSAGES.declaredValue, "declaredValueKobo"],
  [DELIVERY_MESSAGES.recipientNameRequired, "recipientName"],
  [DELIVERY_MESSAGES.recipientNameTooLong, "recipientName"],
  [DELIVERY_MESSAGES.recipientPhone, "recipientPhone"],
  [DELIVERY_MESSAGES.noteTooLong, "note"],
  [DELIVERY_MESSAGES.selectCategory, "category"],
  [DELIVERY_MESSAGES.selectSize, "size"],
];

/**
 * The field errors of the API's refusal of a booking (400): its per-field messages (`errors`, keyed by path, as
 * "pickup.lat"), or its one message when that is about a field. Empty when the refusal is about no field.
 */
export function serverFieldErrors(error: unknown): SendErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: SendErrors = {};
  const perField = error.body.errors;
  if (perField && typeof perField === "object") {
    for (const [path, message] of Object.entries(perField as Record<string, unknown>)) {
      const field = asField(path.split(".")[0]);
      if (field && typeof message === "string") found[field] ??= message;
    }
  }
  if (Object.keys(found).length > 0) return found;
  const byMessage = MESSAGE_FIELDS.find(([message]) => message === error.message);
  if (byMessage) return { [byMessage[1]]: error.message };
  if (error.message === "Invalid date") return { scheduledAt: error.message };
  return {};
}

/** The first step with an error, in the order the steps come. */
export const firstStepWithError = (errors: SendErrors): SendStep | null =>
  SEND_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field])) ?? null;
