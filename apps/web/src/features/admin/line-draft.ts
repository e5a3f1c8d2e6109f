import { SHUTTLE_MESSAGES } from "@campusgo/domain";
import type { AdminLineView, LineInput } from "./admin-types.ts";

/**
 * A shuttle line as its form holds it while the admin types: numbers as typed, stops and fares with keys of
 * their own, so a fare follows its stops when they move and the server's messages land on the right row.
 */
export interface StopDraft {
  key: string;
  /** The stop kept from the saved line; null for a stop added in this form. */
  id: string | null;
  name: string;
  lat: number;
  lon: number;
}

export interface FareDraft {
  key: string;
  /** The keys of its two stops ("" until chosen). */
  from: string;
  to: string;
  naira: string;
}

export interface LineDraft {
  name: string;
  colour: string;
  loop: boolean;
  opensAt: string;
  closesAt: string;
  headway: string;
  flatFare: string;
  stops: StopDraft[];
  fares: FareDraft[];
}

/** The fields of the form a message can stand under. */
export type LineField = "name" | "colour" | "opensAt" | "closesAt" | "headwayMin" | "flatFareKobo" | "stops";

/** Messages by field, by stop key and by fare key; `form` for one that belongs to none. */
export interface LineErrors {
  fields: Partial<Record<LineField, string>>;
  stops: Record<string, string>;
  fares: Record<string, string>;
  form?: string;
}

export const NO_ERRORS: LineErrors = { fields: {}, stops: {}, fares: {} };

export const DEFAULT_COLOUR = "#0B6E4F";

let lastKey = 0;
/** A key for a stop or fare added in the form. */
export const newKey = () => `new-${++lastKey}`;

export function emptyDraft(): LineDraft {
  return {
    name: "",
    colour: DEFAULT_COLOUR,
    loop: true,
    opensAt: "07:00",
    closesAt: "21:00",
    headway: "15",
    flatFare: "",
    stops: [],
    fares: [],
  };
}

const naira = (kobo: number) => String(kobo / 100);

/** The saved line, ready to change. */
export function draftOf(line: AdminLineView): LineDraft {
  return {
    name: line.name,
    colour: line.colour,
    loop: line.loop,
    opensAt: line.opensAt,
    closesAt: line.closesAt,
    headway: String(line.headwayMin),
    flatFare: naira(line.flatFareKobo),
    stops: line.stops.map((s) => ({ key: s.id, id: s.id, name: s.name, lat: s.lat, lon: s.lon })),
    fares: line.fares.map((f) => ({
      key: newKey(),
      from: f.fromStopId,
      to: f.toStopId,
      naira: naira(f.amountKobo),
    })),
  };
}

/** Whole naira as typed ("1,500", "₦200") in kobo; null when it is not a whole amount. */
export function wholeNairaKobo(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, "");
  return /^\d{1,7}$/.test(cleaned) ? Number(cleaned) * 100 : null;
}

/** The stop moved one place up (-1) or down (+1). */
export function moveStop(stops: StopDraft[], key: string, by: -1 | 1): StopDraft[] {
  const from = stops.findIndex((s) => s.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= stops.length) return stops;
  const next = [...stops];
  [next[from], next[to]] = [next[to] as StopDraft, next[from] as StopDraft];
  return next;
}

/** "New stop N", N the first number no stop of the line is called by yet. */
export function newStopName(stops: StopDraft[]): string {
  const taken = new Set(stops.map((s) => s.name.trim().toLowerCase()));
  let n = stops.length + 1;
  while (taken.has(`new stop ${n}`)) n += 1;
  return `New stop ${n}`;
}

/** A stop at a point put on the map, last on the line, named "New stop N" until the admin names it. */
export function addPoint(stops: StopDraft[], lat: number, lon: number): StopDraft[] {
  return [...stops, { key: newKey(), id: null, name: newStopName(stops), lat, lon }];
}

/** The stop at a new point (a marker dragged); the same stop, kept when the line is saved. */
export function placeStop(stops: StopDraft[], key: string, lat: number, lon: number): StopDraft[] {
  return stops.map((s) => (s.key === key ? { ...s, lat, lon } : s));
}

/** The stop removed, with the fares to or from it. */
export function removeStop(draft: LineDraft, key: string): Pick<LineDraft, "stops" | "fares"> {
  return {
    stops: draft.stops.filter((s) => s.key !== key),
    fares: draft.fares.filter((f) => f.from !== key && f.to !== key),
  };
}

/**
 * What the form sends (POST or PUT /api/admin/shuttle/lines), or the messages of what cannot be sent as typed:
 * amounts and minutes that are not whole numbers, a fare whose two stops are not chosen. The rest the server
 * checks, and its messages come back under the fields (`serverErrors`).
 */
export function inputOf(draft: LineDraft): { input: LineInput } | { errors: LineErrors } {
  const errors: LineErrors = { fields: {}, stops: {}, fares: {} };
  const headwayMin = /^\d{1,4}$/.test(draft.headway.trim()) ? Number(draft.headway.trim()) : null;
  if (headwayMin === null) errors.fields.headwayMin = SHUTTLE_MESSAGES.headway;
  const flatFareKobo = wholeNairaKobo(draft.flatFare);
  if (flatFareKobo === null) errors.fields.flatFareKobo = SHUTTLE_MESSAGES.fare;
  const index = new Map(draft.stops.map((s, i) => [s.key, i]));
  const fares: LineInput["fares"] = [];
  for (const fare of draft.fares) {
    const from = index.get(fare.from);
    const to = index.get(fare.to);
    const amountKobo = wholeNairaKobo(fare.naira);
    if (from === undefined || to === undefined || from === to)
      errors.fares[fare.key] = SHUTTLE_MESSAGES.fareStops;
    else if (amountKobo === null) errors.fares[fare.key] = SHUTTLE_MESSAGES.fare;
    else fares.push({ from, to, amountKobo });
  }
  if (headwayMin === null || flatFareKobo === null || Object.keys(errors.fares).length > 0) return { errors };
  return {
    input: {
      name: draft.name.trim(),
      colour: draft.colour.trim(),
      loop: draft.loop,
      opensAt: draft.opensAt,
      closesAt: draft.closesAt,
      headwayMin,
      flatFareKobo,
      stops: draft.stops.map((s) => ({
        name: s.name.trim(),
        lat: s.lat,
        lon: s.lon,
        ...(s.id ? { id: s.id } : {}),
      })),
      fares,
    },
  };
}

const FIELDS: readonly LineField[] = [
  "name",
  "colour",
  "opensAt",
  "closesAt",
  "headwayMin",
  "flatFareKobo",
  "stops",
];

/**
 * The server's refusal of `draft` as messages where they belong: its per-field `errors` ("closesAt",
 * "stops.2.name", "fares.0"), the `field` it names (a name taken), else the message for the whole form.
 */
export function serverErrors(draft: LineDraft, message: string, body: Record<string, unknown>): LineErrors {
  const errors: LineErrors = { fields: {}, stops: {}, fares: {} };
  const byPath =
    typeof body.errors === "object" && body.errors !== null
      ? { ...(body.errors as Record<string, unknown>) }
      : {};
  if (typeof body.field === "string") byPath[body.field] ??= message;
  let placed = false;
  for (const [path, text] of Object.entries(byPath)) {
    if (typeof text !== "string") continue;
    const [head, position] = path.split(".");
    const stop = head === "stops" && position !== undefined ? draft.stops[Number(position)] : undefined;
    // Only fares the form sent are numbered, and it sends them all, in their order.
    const fare = head === "fares" && position !== undefined ? draft.fares[Number(position)] : undefined;
    if (stop) errors.stops[stop.key] ??= text;
    else if (fare) errors.fares[fare.key] ??= text;
    else if (FIELDS.includes(head as LineField)) errors.fields[head as LineField] ??= text;
    else continue;
    placed = true;
  }
  if (!placed) errors.form = message;
  return errors;
}
