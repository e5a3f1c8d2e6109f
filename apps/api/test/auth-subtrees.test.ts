import type { InjectOptions, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../src/db/schema/index.ts";
import { FORBIDDEN, NOT_SIGNED_IN } from "../src/plugins/session.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { approvedDriver } from "./helpers/rides.ts";
import { type Client, client, createUser, signedIn } from "./helpers/users.ts";

/** The /api routes anyone may call; every other /api route needs a signed-in user. */
const PUBLIC_API = [
  "GET /api/health",
  "GET /api/config",
  "GET /api/places",
  "POST /api/auth/register/passenger",
  "POST /api/auth/register/driver",
  "GET /api/auth/activate",
  "POST /api/auth/resend-activation",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/auth/google",
  "POST /api/auth/send-otp",
  "PUT /api/auth/verify-otp",
  "PUT /api/auth/reset-password",
  "GET /api/users/confirm-email",
  "GET /api/dev/mail",
  "GET /api/dev/sms",
  "POST /api/payments/paystack/webhook",
  // The tracking link a sender shares: read-only, for people without an account.
  "GET /api/track/:token",
  // A shared ride's driver picture, shown on that link.
  "GET /api/track/:token/photo",
  // The campus shuttle lines, as open as their GTFS feed.
  "GET /api/shuttle/lines",
  "GET /api/shuttle/lines/:id/live",
];

/** Outside /api is the web app (and the development mail and SMS pages); /api/docs is the OpenAPI document. */
const isPublic = ({ method, url }: Route) =>
  !url.startsWith("/api/") ||
  url === "/api/docs" ||
  url.startsWith("/api/docs/") ||
  PUBLIC_API.includes(`${method === "HEAD" ? "GET" : method} ${url}`);

interface Route {
  method: string;
  url: string;
}

const MALFORMED_ID = "not-an-id";
const withMalformedIds = (url: string) => url.replace(/:\w+/g, MALFORMED_ID);
const SENDS_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The bodies each guarded route is sent: nothing, an empty object, JSON cut short. */
function bodiesFor(method: string): Pick<InjectOptions, "headers" | "payload">[] {
  if (!SENDS_BODY.has(method)) return [{}];
  const json = { "content-type": "application/json" };
  return [{}, { headers: json, payload: "{}" }, { headers: json, payload: '{"reason": ' }];
}

/** The `message` of a JSON answer, if it is one. */
function messageOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

/** A new client address for every call, so no per-address rate limit answers in the guard's place. */
let calls = 0;
const nextIp = () => {
  calls++;
  return `10.9.${(calls >> 8) & 255}.${calls & 255}`;
};

describe("authentication once per route subtree", () => {
  let t: TestApp;
  const routes: Route[] = [];
  let rider: User;

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    };
    t = await createTestApp({}, {}, { onRoute: collect });
    rider = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const guarded = () => routes.filter((route) => !isPublic(route));

  /** Every guarded route, with a malformed id and each body, as `as`; the answers that were not `status`. */
  async function answersOtherThan(as: Client, list: Route[], status: number, message: string) {
    const wrong: string[] = [];
    for (const { method, url } of list) {
      for (const body of bodiesFor(method)) {
        const res = await as({
          method: method as "GET",
          url: withMalformedIds(url),
          remoteAddress: nextIp(),
          ...body,
        });
        const said = method === "HEAD" ? message : messageOf(res.body);
        if (res.statusCode !== status || said !== message) {
          wrong.push(
            `${method} ${url} ${String(body.payload ?? "")}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    return wrong;
  }

  it("lists every route of the app, the signed-in and admin ones among them", () => {
    const names = guarded().map(({ method, url }) => `${method} ${url}`);
    expect(names).toContain("POST /api/rides");
    expect(names).toContain("GET /api/auth/me");
    expect(names).toContain("POST /api/admin/kyc/:driverId/reject");
    expect(names.length).toBeGreaterThan(40);
  });

  it("documents every /api route in the OpenAPI document, whichever subtree it is in", () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const missing = routes
      .filter(
        ({ method, url }) => method !== "HEAD" && url.startsWith("/api/") && !url.startsWith("/api/docs"),
      )
      .filter(({ method, url }) => !doc.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it("keeps the public list exact: each entry is a route, and anonymous callers get past the sign-in check", async () => {
    const known = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    const refused: string[] = [];
    for (const entry of PUBLIC_API) {
      expect(known, entry).toContain(entry);
      const [method, url] = entry.split(" ") as [string, string];
      const res = await client(t)({
        method: method as "GET",
        url,
        remoteAddress: nextIp(),
        ...bodiesFor(method)[1],
      });
      if (res.statusCode === 401 && messageOf(res.body) === NOT_SIGNED_IN) refused.push(entry);
    }
    expect(refused).toEqual([]);
  });

  it("answers 401 to an anonymous call on every other /api route, before its body and ids are validated", async () => {
    const wrong = await answersOtherThan(client(t), guarded(), 401, NOT_SIGNED_IN);
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("answers 403 to a signed-in rider on every /api/admin route, before its body and ids are validated", async () => {
    const admin = guarded().filter(({ url }) => url.startsWith("/api/admin"));
    expect(admin.length).toBeGreaterThan(5);
    const wrong = await answersOtherThan(await signedIn(t, rider), admin, 403, FORBIDDEN);
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("refuses an anonymous booking with an empty body as not signed in", async () => {
    const res = await client(t)({ method: "POST", url: "/api/rides", payload: {}, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: NOT_SIGNED_IN });
  });

  it("refuses an anonymous call with a malformed ride id as not signed in, not as not found", async () => {
    const res = await client(t)({
      method: "GET",
      url: `/api/rides/${MALFORMED_ID}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: NOT_SIGNED_IN });
  });

  it("checks a route's role before its input: a driver booking, a rider offering", async () => {
    const asDriver = await signedIn(t, await approvedDriver(t));
    const booking = await asDriver({
      method: "POST",
      url: "/api/rides",
      payload: {},
      remoteAddress: nextIp(),
    });
    expect([booking.statusCode, booking.json().message]).toEqual([403, FORBIDDEN]);
    const offer = await (await signedIn(t, rider))({
      method: "POST",
      url: `/api/rides/${MALFORMED_ID}/offers`,
      payload: { amount: "lots" },
      remoteAddress: nextIp(),
    });
    expect([offer.statusCode, offer.json().message]).toEqual([403, FORBIDDEN]);
  });

  it("lets signed-in users through to their routes, and admins to theirs", async () => {
    const asRider = await signedIn(t, rider);
    expect((await asRider({ method: "GET", url: "/api/auth/me" })).json().data.id).toBe(rider.id);
    expect((await asRider({ method: "GET", url: "/api/notifications" })).statusCode).toBe(200);
    const asAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
    expect((await asAdmin({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(200);
  });
});
