import fc from "fast-check";
import { jpeg } from "./images.ts";
import { multipart } from "./multipart.ts";

/** The parts of a JSON schema (as the OpenAPI document has them) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** C0 control characters PostgreSQL or a parser may choke on (tab, LF and CR are ordinary text). */
const CONTROL = [0, 1, 7, 8, 11, 12, 27, 31].map((c) => String.fromCharCode(c));

/** 36 characters shaped like a UUID that are not one (hex digits and dashes, as a careless check lets by). */
export const NOT_UUIDS = ["------------------------------------", "0190aaaa0000700080000000000000000000"];

/** 36 characters that are not a UUID. */
export const notUuid36 = fc.oneof(
  fc.constantFrom(
    ...NOT_UUIDS,
    "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
    "0190aaaa-0000-7000-8000-00000000000g",
  ),
  fc.string({ minLength: 36, maxLength: 36, unit: fc.constantFrom(..."0123456789abcdefgxyz-_.~") }),
);

/** Strings no field should take: control characters, huge text, broken dates and ids. */
const badString = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 }))
    .map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom("\u0000", "a\u0000b", "0000-01-01", "0000-01-01T00:00:00Z", "1899-12-31", "9999-12-31"),
  fc.constantFrom("2023-02-29", "2100-01-01", "\ud800", "x".repeat(20_000), "", " ", "null", "NaN", "-1e999"),
  notUuid36,
);

/** Values of the wrong type or out of any sane range. */
const wrongValue: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  [],
  {},
  [null],
  { $gt: "" },
);

const saneDate = fc
  .date({ min: new Date("1960-01-01"), max: new Date("2004-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const soon = fc.integer({ min: 1, max: 48 }).map((h) => new Date(Date.now() + h * 3600_000).toISOString());

function stringLike(schema: JsonSchema, name: string): fc.Arbitrary<Json> {
  if (schema.format === "date") return fc.oneof(saneDate, stringFor(schema.pattern));
  if (schema.format === "date-time") return soon;
  if (schema.format === "uuid" || schema.format === "guid") return fc.uuid();
  if (schema.format === "email" || /e-?mail/i.test(name)) {
    return fc.tuple(fc.stringMatching(/^[a-z]{3,8}$/), fc.nat(9999)).map(([u, n]) => `${u}${n}@example.test`);
  }
  if (schema.pattern) return stringFor(schema.pattern, schema);
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  // None of these is the test users' password: no fuzzed request may change it or delete an account.
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.constantFrom("Ada Obi", "walk-home-42", "Odenigwe", "12345678901", "0123456789", "1234"),
  );
}

function stringFor(pattern: string | undefined, schema: JsonSchema = {}): fc.Arbitrary<Json> {
  if (!pattern) return fc.string({ minLength: schema.minLength ?? 0, maxLength: 24 });
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= (schema.maxLength ?? 10_000));
  } catch {
    return fc.string({ maxLength: 24 });
  }
}

function numberLike(schema: JsonSchema, name: string, integer: boolean): fc.Arbitrary<Json> {
  // Places near the campus, so trips are bookable and the request gets past the distance rules.
  if (/lat/i.test(name)) return fc.double({ min: 6.84, max: 6.89, noNaN: true });
  if (/lon/i.test(name)) return fc.double({ min: 7.38, max: 7.42, noNaN: true });
  const min = Math.max(schema.minimum ?? -1000, -1e9);
  const max = Math.min(schema.maximum ?? 100_000, 1e9);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

interface Shape {
  /** Every property present, optional ones too (for pointed mutations). */
  allKeys?: boolean;
  name?: string;
  depth?: number;
}

/** A form that repeats its password says the same twice, so the rest of it is what gets checked. */
function confirmed(value: { [key: string]: Json }): Json {
  return "password" in value && "confirmPassword" in value
    ? { ...value, confirmPassword: value.password ?? null }
    : value;
}

/** A value the schema accepts or nearly accepts: the base every mutation starts from. */
export function validLooking(schema: JsonSchema | undefined, shape: Shape = {}): fc.Arbitrary<Json> {
  const { allKeys = false, name = "", depth = 0 } = shape;
  const inner = (s: JsonSchema | undefined, key = name) =>
    validLooking(s, { allKeys, name: key, depth: depth + 1 });
  if (!schema || depth > 6) return fc.constant(null);
  if ("const" in schema) return fc.constant(schema.const as Json);
  if (schema.enum?.length) return fc.constantFrom(...(schema.enum as Json[]));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => inner(s)));
  if (schema.allOf?.[0]) return inner(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== "null") ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "object": {
      const props = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([key, s]) => [key, inner(s, key)]));
      const requiredKeys = allKeys ? Object.keys(props) : (schema.required ?? []).filter((k) => k in props);
      return fc.record(record, { requiredKeys }).map(confirmed);
    }
    case "array":
      return fc.array(inner(schema.items), { minLength: allKeys ? 1 : 0, maxLength: 3 });
    case "string":
      return stringLike(schema, name);
    case "integer":
      return numberLike(schema, name, true);
    case "number":
      return numberLike(schema, name, false);
    case "boolean":
      return fc.boolean();
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

/** Paths to every leaf (scalar, empty array or object) of a JSON value. */
function leafPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  if (entries.length === 0) return [path];
  return entries.flatMap(([key, v]) => leafPaths(v, [...path, key]));
}

function replaceAt(value: Json, path: (string | number)[], by: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, by) : v));
  if (value && typeof value === "object")
    return { ...value, [head]: replaceAt(value[head] ?? null, rest, by) };
  return value;
}

function mapStrings(value: Json, f: (s: string) => string): Json {
  if (typeof value === "string") return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  }
  return value;
}

/**
 * Bad input shaped by a schema: the valid-looking value with one leaf broken, with a control character in
 * every string, with extra keys, or of the wrong type altogether.
 */
export function badValue(schema: JsonSchema | undefined): fc.Arbitrary<Json> {
  const base = validLooking(schema);
  const oneLeafBroken = fc.tuple(base, fc.nat(), fc.oneof(badString, wrongValue)).map(([value, n, bad]) => {
    const paths = leafPaths(value);
    return replaceAt(value, paths[n % paths.length] ?? [], bad);
  });
  const controlEverywhere = fc
    .tuple(base, fc.constantFrom(...CONTROL))
    .map(([value, c]) => mapStrings(value, (s) => `${s}${c}`));
  const extraKeys = fc
    .tuple(
      base,
      fc.dictionary(
        fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("__proto__", "a\u0000")),
        badString,
        { maxKeys: 2 },
      ),
    )
    .map(([value, extra]) =>
      value && typeof value === "object" && !Array.isArray(value) ? { ...extra, ...value } : value,
    );
  return fc.oneof(
    { weight: 2, arbitrary: base },
    { weight: 4, arbitrary: oneLeafBroken },
    { weight: 3, arbitrary: controlEverywhere },
    { weight: 1, arbitrary: extraKeys },
    { weight: 1, arbitrary: fc.oneof(badString, wrongValue) },
  );
}

/** A path or query value: a real id, a random UUID, 36 characters that are not one, or a bad string. */
export const idLike = (realIds: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: notUuid36 },
    { weight: 2, arbitrary: badString.filter((s) => s.length > 0 && s.length < 2000) },
  );

export interface RawBody {
  headers: Record<string, string>;
  payload: Buffer | string;
  /** What was broken, for the failure message. */
  label: string;
}

/** Every way a multipart body is broken here; "whole" is a well-formed one. */
export const MULTIPART_BREAKS = [
  "whole",
  "cut short",
  "no final boundary",
  "no boundary",
  "other boundary",
  "part without headers",
  "json as multipart",
  "empty",
  "boundary in quotes",
] as const;
export type MultipartBreak = (typeof MULTIPART_BREAKS)[number];
/** Breaks that happen inside a part, so they depend on the route reading that part's field. */
export const BREAKS_INSIDE_A_PART: MultipartBreak[] = ["whole", "cut short", "no final boundary"];

export const FILE_FIELDS = [
  "avatar",
  "photo",
  "documentPhotos",
  "vehiclePhotos",
  "profileImage",
  "addressProof",
];

export interface MultipartSpec {
  fields: Json;
  file: string | undefined;
  /** Where "cut short" cuts the body, as a fraction of its length. */
  cut: number;
  how: MultipartBreak;
}

/** Text fields as a form would send them, from a JSON object. */
function formFields(value: Json): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  );
}

let smallJpeg: Promise<Buffer> | undefined;

/**
 * A multipart body broken the way a client or a proxy breaks one: no boundary, a boundary other than the
 * body's, a body cut short, a part without headers, a missing final boundary; or a whole form.
 */
export async function brokenMultipart({ fields, file, cut, how }: MultipartSpec): Promise<RawBody> {
  smallJpeg ??= jpeg(16, 16);
  const values = formFields(fields);
  const files = file ? [{ field: file, data: await smallJpeg }] : [];
  const { payload, headers } = await multipart(values, files);
  const boundary = headers["content-type"].split("boundary=")[1] ?? "";
  const label = `${how} multipart${file ? ` with file ${file}` : ""}, fields ${JSON.stringify(values).slice(0, 300)}`;
  switch (how) {
    case "no boundary":
      return { headers: { "content-type": "multipart/form-data" }, payload, label };
    case "other boundary":
      return { headers: { "content-type": "multipart/form-data; boundary=another" }, payload, label };
    case "cut short":
      return { headers, payload: payload.subarray(0, Math.floor(payload.length * cut)), label };
    case "no final boundary": {
      const text = payload.toString("latin1").replace(`--${boundary}--`, "");
      return { headers, payload: Buffer.from(text, "latin1"), label };
    }
    case "part without headers":
      return { headers, payload: Buffer.from(`--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`), label };
    case "json as multipart":
      return { headers, payload: JSON.stringify(values), label };
    case "empty":
      return { headers, payload: "", label };
    case "boundary in quotes":
      return { headers: { "content-type": `multipart/form-data; boundary="${boundary}` }, payload, label };
    default:
      return { headers, payload, label };
  }
}

/** Random broken multipart bodies whose text fields come from `fields`. */
export const multipartBodies = (fields: fc.Arbitrary<Json>): fc.Arbitrary<Promise<RawBody>> =>
  fc
    .record({
      fields,
      file: fc.option(fc.constantFrom(...FILE_FIELDS), { nil: undefined }),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      how: fc.constantFrom(...MULTIPART_BREAKS),
    })
    .map(brokenMultipart);

/** One value drawn from an arbitrary, the same on every run. */
export const sampleOne = <T>(arbitrary: fc.Arbitrary<T>): T => {
  const [value] = fc.sample(arbitrary, { numRuns: 1, seed: 7 });
  return value as T;
};

/**
 * Pointed mutations of a valid-looking value, so each bad part meets otherwise good input: a NUL byte in one
 * string at a time, and every date-shaped string set to year 0000.
 */
export function pointedMutations(value: Json): Json[] {
  const strings = leafPaths(value).filter((path) => typeof leafAt(value, path) === "string");
  const nul = strings.map((path) => replaceAt(value, path, `${String(leafAt(value, path))}\u0000`));
  const dated = mapStrings(value, (s) => (/^\d{4}-\d{2}-\d{2}/.test(s) ? `0000${s.slice(4)}` : s));
  return JSON.stringify(dated) === JSON.stringify(value) ? nul : [...nul, dated];
}

function leafAt(value: Json, path: (string | number)[]): Json {
  let current: Json = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return null;
    current = Array.isArray(current) ? (current[key as number] ?? null) : (current[key] ?? null);
  }
  return current;
}
