import {
  DATE_OF_BIRTH_MESSAGES,
  earlierAddressSchema,
  earlierIdentitySchema,
  earlierPlaceSchema,
  kycBankSchema,
  kycIdentitySchema,
  kycVehicleSchema,
} from "@campusgo/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { User } from "../src/db/schema/index.ts";
import { MALFORMED_FORM_MESSAGE } from "../src/lib/multipart-errors.ts";
import { CONTROL_CHARACTERS_MESSAGE, TOO_DEEP_MESSAGE } from "../src/plugins/input-guard.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  BREAKS_INSIDE_A_PART,
  badValue,
  brokenMultipart,
  FILE_FIELDS,
  idLike,
  type Json,
  type JsonSchema,
  MULTIPART_BREAKS,
  multipartBodies,
  NOT_UUIDS,
  pointedMutations,
  type RawBody,
  sampleOne,
  validLooking,
} from "./helpers/bad-input.ts";
import { type FakeGoogle, startFakeGoogle } from "./helpers/fake-tokeninfo.ts";
import { createDriver } from "./helpers/kyc.ts";
import { approvedDriver, book, MANUAL_DISPATCH } from "./helpers/rides.ts";
import { client, createUser, signedIn } from "./helpers/users.ts";

interface Route {
  method: string;
  path: string;
  pathParams: string[];
  query: JsonSchema;
  body: JsonSchema | undefined;
  /** Takes a multipart form (uploads, KYC steps). */
  multipart: boolean;
}

/** An applicant is a driver whose verification is not submitted yet, so the KYC forms still take edits. */
type Role = "anonymous" | "rider" | "driver" | "applicant" | "admin";
const ROLES: Role[] = ["anonymous", "rider", "driver", "applicant", "admin"];
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const asJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** The KYC routes read their fields themselves (multipart or JSON): their shape is the domain's schema. */
const FORM_SCHEMAS: Record<string, JsonSchema> = {
  "/api/driver/kyc/identity": asJsonSchema(kycIdentitySchema),
  "/api/driver/kyc/vehicle": asJsonSchema(kycVehicleSchema),
  "/api/driver/kyc/bank": asJsonSchema(kycBankSchema),
  "/api/driver/kyc/earlier/identity": asJsonSchema(earlierIdentitySchema),
  "/api/driver/kyc/earlier/address": asJsonSchema(earlierAddressSchema),
  "/api/driver/kyc/earlier/place": asJsonSchema(earlierPlaceSchema),
  "/api/driver/driverkyc": asJsonSchema(
    kycIdentitySchema.extend(kycVehicleSchema.shape).extend(kycBankSchema.shape),
  ),
};

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the OpenAPI document the app serves. */
function routesOf(t: TestApp): Route[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const params = op.parameters ?? [];
      const queryParams = params.filter((p) => p.in === "query");
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: {
          type: "object",
          properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
          required: queryParams.filter((p) => p.required).map((p) => p.name),
        },
        body: op.requestBody?.content?.["application/json"]?.schema ?? FORM_SCHEMAS[path],
        multipart: /multipart/i.test(`${op.summary} ${op.description}`),
      };
    }),
  );
}

/** A query string from a generated object: scalars as text, arrays as repeated keys, the rest as JSON. */
function queryString(query: unknown): string {
  if (!query || typeof query !== "object" || Array.isArray(query)) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof v === "string" ? v : JSON.stringify(v));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A lone surrogate cannot be percent-encoded; a client would send the replacement character. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/g, "\ufffd");

const fillPath = (route: Route, values: string[]) =>
  route.pathParams.reduce(
    (path, name, i) => path.replace(`{${name}}`, encodeURIComponent(wellFormed(values[i] ?? ""))),
    route.path,
  );

/** A new client address for every request, so the per-address rate limits never answer in its place. */
let requests = 0;
const nextIp = () => {
  requests++;
  return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
};

/** A request body for the failure message, control characters escaped. */
const show = (payload: Buffer | string) =>
  JSON.stringify(Buffer.isBuffer(payload) ? payload.toString("latin1") : payload).slice(0, 600);

/**
 * The answer, or undefined when none came for a long while: a request the server never answers is reported
 * by route and body instead of ending the whole test at its time limit.
 */
async function unlessStuck<T>(request: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), 15_000);
  });
  try {
    return await Promise.race([request, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

const jsonBody = (value: Json): RawBody => ({
  headers: { "content-type": "application/json" },
  payload: JSON.stringify(value),
  label: "JSON",
});

type Body = RawBody | Promise<RawBody> | undefined;

interface Input {
  role: Role;
  params: string[];
  query: Json;
  body: Body;
}

describe("bad input never gets a 5xx, on any route, for anyone", () => {
  let t: TestApp;
  let google: FakeGoogle;
  let routes: Route[];
  let users: Record<Exclude<Role, "anonymous">, User>;
  let realIds: string[];
  const admittedByRoute = new Map<Route, Role[]>();

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      ...MANUAL_DISPATCH,
      GOOGLE_CLIENT_ID: "campusgo-test.apps.googleusercontent.com",
      GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
      GOOGLE_USERINFO_URL: google.userinfoUrl,
    });
    users = {
      rider: await createUser(t),
      driver: await approvedDriver(t),
      applicant: await createDriver(t),
      admin: await createUser(t, { role: "admin" }),
    };
    // Booked by another rider, so the fuzzed rider has no active ride and can still book.
    const ride = await book(await signedIn(t, await createUser(t)));
    realIds = [users.rider.id, users.driver.id, users.admin.id, ride.id];
    routes = routesOf(t);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  /** One session per role, opened again when a fuzzed logout or a 401 ended it. */
  const sessions = new Map<Role, ReturnType<typeof client>>();
  async function as(role: Role): Promise<ReturnType<typeof client>> {
    const known = sessions.get(role);
    if (known && (role === "anonymous" || known.cookies.size > 0)) return known;
    const api = role === "anonymous" ? client(t) : await signedIn(t, users[role]);
    sessions.set(role, api);
    return api;
  }

  /** Roles the route lets past its sign-in and role checks: they get most of the runs. */
  async function admittedRoles(route: Route): Promise<Role[]> {
    const known = admittedByRoute.get(route);
    if (known) return known;
    const admitted: Role[] = [];
    for (const role of ROLES) {
      const url = fillPath(
        route,
        route.pathParams.map(() => realIds[0] ?? ""),
      );
      const res = await (await as(role))({ method: route.method, url, remoteAddress: nextIp() });
      if (res.statusCode !== 401 && res.statusCode !== 403) admitted.push(role);
    }
    admittedByRoute.set(route, admitted);
    return admitted;
  }

  async function send(route: Route, { role, params, query, body }: Input): Promise<void> {
    const url = `${fillPath(route, params)}${queryString(query)}`;
    const raw = await body;
    const sent = () => (raw ? `${raw.label} ${show(raw.payload)}` : "none");
    const request = (await as(role))({
      method: route.method,
      url,
      remoteAddress: nextIp(),
      ...(raw ? { headers: raw.headers, payload: raw.payload } : {}),
    });
    const res = await unlessStuck(request);
    if (!res) throw new Error(`no answer for ${role} ${route.method} ${url}\n    body: ${sent()}`);
    if (res.statusCode === 401) sessions.delete(role);
    if (res.statusCode >= 500) {
      throw new Error(
        `${res.statusCode} for ${role} ${route.method} ${url}\n    body: ${sent()}\n    answer: ${res.body.slice(0, 300)}`,
      );
    }
  }

  interface Plan {
    /** Random runs as the roles the route serves, and as the roles it turns away. */
    admitted: number;
    others: number;
    body: fc.Arbitrary<Body>;
    /** Inputs always sent first, as each signed-in role the route may serve. */
    examples: Omit<Input, "role">[];
  }

  /** Sends each route its examples and random bad requests; one line per route that answered with a 5xx. */
  async function fuzz(plan: (route: Route) => Plan | undefined): Promise<string[]> {
    const failures: string[] = [];
    for (const route of routes) {
      const p = plan(route);
      if (!p) continue;
      const admitted = await admittedRoles(route);
      const others = ROLES.filter((role) => !admitted.includes(role));
      // The examples go to every signed-in role the route may serve (to anyone only on a public route).
      const members = admitted.filter((role) => role !== "anonymous");
      const exampleRoles = members.length > 0 ? members : admitted;
      const examples = exampleRoles.flatMap((role) => p.examples.map((e) => [{ ...e, role }]));
      for (const [roles, numRuns, seeded] of [
        [admitted, p.admitted, examples],
        [others, p.others, []],
      ] as const) {
        if (roles.length === 0 || numRuns + seeded.length === 0) continue;
        const input: fc.Arbitrary<Input> = fc.record({
          role: fc.constantFrom(...roles),
          params: fc.tuple(...route.pathParams.map(() => idLike(realIds))),
          query: badValue(route.query),
          body: p.body,
        });
        const outcome = await fc.check(
          fc.asyncProperty(input, (value) => send(route, value)),
          // numRuns counts the examples too.
          { numRuns: numRuns + seeded.length, examples: [...seeded] as [Input][], endOnFailure: true },
        );
        if (outcome.failed) failures.push(String(outcome.errorInstance ?? outcome.counterexample));
      }
    }
    return failures;
  }

  /** Good input with one bad part each: NUL in one string at a time, year-0000 dates, an id that is no UUID. */
  function pointedExamples(route: Route, body: (value: Json) => Body): Omit<Input, "role">[] {
    const params = route.pathParams.map(() => realIds[0] ?? "");
    const query = sampleOne(validLooking(route.query, { allKeys: true }));
    const base = route.body ? sampleOne(validLooking(route.body, { allKeys: true })) : undefined;
    const withBody = (value: Json | undefined) => (value === undefined ? undefined : body(value));
    return [
      ...pointedMutations(query).map((q) => ({ params, query: q, body: withBody(base) })),
      ...(base === undefined ? [] : pointedMutations(base).map((b) => ({ params, query, body: body(b) }))),
      ...(route.pathParams.length > 0
        ? NOT_UUIDS.map((id) => ({ params: route.pathParams.map(() => id), query, body: withBody(base) }))
        : []),
    ];
  }

  const hasInput = (route: Route) =>
    route.pathParams.length > 0 ||
    Object.keys(route.query.properties ?? {}).length > 0 ||
    route.body !== undefined;

  it("answers JSON bodies, query strings and path ids with control characters, wrong types, year-0000 dates, huge strings and extra keys with a 4xx", async () => {
    const failures = await fuzz((route) => {
      const sendsBody = WRITES.has(route.method) || route.body !== undefined;
      return {
        admitted: hasInput(route) ? 10 : 1,
        others: hasInput(route) ? 2 : 1,
        body: sendsBody ? badValue(route.body).map(jsonBody) : fc.constant(undefined),
        examples: pointedExamples(route, jsonBody),
      };
    });
    expect(failures, `server errors:\n${failures.join("\n")}`).toEqual([]);
  }, 240_000);

  it("answers broken multipart bodies, and forms with control characters, with a 4xx", async () => {
    const failures = await fuzz((route) => {
      if (!WRITES.has(route.method)) return undefined;
      const fields = route.body ? sampleOne(validLooking(route.body, { allKeys: true })) : {};
      const breaks = route.multipart
        ? MULTIPART_BREAKS.flatMap((how) =>
            BREAKS_INSIDE_A_PART.includes(how)
              ? FILE_FIELDS.map((file) => ({ fields, file, cut: 0.8, how }))
              : [{ fields, file: FILE_FIELDS[0], cut: 0.8, how }],
          ).map((spec) => ({
            params: route.pathParams.map(() => realIds[0] ?? ""),
            query: {},
            body: brokenMultipart(spec),
          }))
        : [];
      const forms = route.multipart
        ? pointedExamples(route, (value) =>
            brokenMultipart({ fields: value, file: undefined, cut: 1, how: "whole" }),
          )
        : [];
      return {
        admitted: route.multipart ? 6 : 2,
        others: 0,
        body: multipartBodies(badValue(route.body)),
        examples: [...breaks, ...forms],
      };
    });
    expect(failures, `server errors:\n${failures.join("\n")}`).toEqual([]);
  }, 240_000);

  it("says what was wrong: control characters, an id that names nothing, a broken form, a year-0000 birth date", async () => {
    // Users of its own: the fuzzing above may have left the others' upload slots or profiles in any state.
    const rider = await signedIn(t, await createUser(t));
    const applicant = await signedIn(t, await createDriver(t));
    const before = (await rider({ method: "GET", url: "/api/auth/me" })).json().data.fullName;
    const cases: [Awaited<ReturnType<typeof rider>>, number, string][] = [
      [
        await rider({ method: "PATCH", url: "/api/users/me", payload: { fullName: "Ada\u0000Obi" } }),
        400,
        CONTROL_CHARACTERS_MESSAGE,
      ],
      [await rider({ method: "GET", url: "/api/places?q=%00" }), 400, CONTROL_CHARACTERS_MESSAGE],
      [
        await rider({
          method: "POST",
          url: "/api/rides",
          headers: { "content-type": "application/json" },
          payload: `{"note":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
        }),
        400,
        TOO_DEEP_MESSAGE,
      ],
      [await rider({ method: "GET", url: "/api/rides/%1B" }), 400, CONTROL_CHARACTERS_MESSAGE],
      [await rider({ method: "GET", url: `/api/users/${NOT_UUIDS[1]}/avatar` }), 404, "No profile picture"],
      [await rider({ method: "GET", url: `/api/rides/${NOT_UUIDS[0]}` }), 404, "Ride not found"],
      [
        await rider({
          method: "POST",
          url: "/api/users/me/avatar",
          ...(await brokenMultipart({ fields: {}, file: "avatar", cut: 0.8, how: "no boundary" })),
        }),
        400,
        MALFORMED_FORM_MESSAGE,
      ],
      [
        await rider({
          method: "POST",
          url: "/api/users/me/avatar",
          ...(await brokenMultipart({ fields: {}, file: "avatar", cut: 0.8, how: "cut short" })),
        }),
        400,
        MALFORMED_FORM_MESSAGE,
      ],
      [
        await applicant({
          method: "PUT",
          url: "/api/driver/kyc/earlier/address",
          ...(await brokenMultipart({
            fields: { address: "Hill\u0000top" },
            file: undefined,
            cut: 1,
            how: "whole",
          })),
        }),
        400,
        CONTROL_CHARACTERS_MESSAGE,
      ],
      [
        await applicant({
          method: "PUT",
          url: "/api/driver/kyc/earlier/identity",
          payload: { meansOfIdentification: "NIN", documentID: "123", dob: "0000-01-01" },
        }),
        400,
        DATE_OF_BIRTH_MESSAGES.tooEarly,
      ],
    ];
    for (const [res, status, message] of cases) {
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    expect((await rider({ method: "GET", url: "/api/auth/me" })).json().data.fullName).toBe(before);
  });
});
