import { randomUUID } from "node:crypto";
import { ADMIN_RIGHTS, type AdminRight } from "@campusgo/domain";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rightRefused } from "../src/plugins/admin-rights.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

interface AdminRoute {
  method: string;
  url: string;
  rights: readonly AdminRight[] | undefined;
}

const withIds = (url: string) => url.replace(/:\w+/g, () => randomUUID());
const SENDS_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A new client address for every call, so no per-address rate limit answers in the guard's place. */
let calls = 0;
const nextIp = () => {
  calls++;
  return `10.35.${(calls >> 8) & 255}.${calls & 255}`;
};

describe("admin rights", () => {
  let t: TestApp;
  const routes: AdminRoute[] = [];
  const as = {} as Record<AdminRight | "none", Client>;

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      if (!route.url.startsWith("/api/admin")) return;
      const rights = (route.config as { rights?: readonly AdminRight[] } | undefined)?.rights;
      for (const method of [route.method].flat()) {
        if (method !== "HEAD") routes.push({ method, url: route.url, rights });
      }
    };
    t = await createTestApp({}, {}, { onRoute: collect });
    for (const right of ADMIN_RIGHTS) {
      as[right] = await signedIn(t, await createUser(t, { role: "admin", adminRight: right }));
    }
    as.none = await signedIn(t, await createUser(t, { role: "admin", adminRight: null }));
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: Client, method: string, url: string, payload?: unknown) =>
    who({
      method: method as "GET",
      url,
      remoteAddress: nextIp(),
      ...(SENDS_BODY.has(method) ? { payload: (payload ?? {}) as object } : {}),
    });

  it("finds every /api/admin route, and each one declares the rights that may call it", () => {
    expect(routes.length).toBeGreaterThan(30);
    const undeclared = routes.filter((r) => !r.rights?.length).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, `admin routes without config.rights:\n${undeclared.join("\n")}`).toEqual([]);
    const unknown = routes.filter((r) => r.rights?.some((right) => !ADMIN_RIGHTS.includes(right)));
    expect(unknown).toEqual([]);
  });

  it("keeps the mapping of decision 0035 on the routes it names", () => {
    const rightsOf = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)?.rights;
    expect(rightsOf("POST", "/api/admin/trips/:rideId/refund")).toEqual(["finance"]);
    expect(rightsOf("GET", "/api/admin/payouts")).toEqual(["finance"]);
    expect(rightsOf("PUT", "/api/admin/settings/commission")).toEqual(["finance"]);
    expect(rightsOf("POST", "/api/admin/kyc/:driverId/approve")).toEqual(["operations"]);
    expect(rightsOf("POST", "/api/admin/shuttle/lines")).toEqual(["operations"]);
    expect(rightsOf("GET", "/api/admin/sos")).toContain("support");
    expect(rightsOf("GET", "/api/admin/users")).toContain("support");
    expect(rightsOf("GET", "/api/admin/audit")).toEqual(["super_admin"]);
  });

  // Table-driven: each right, on every admin route outside it, is refused with 403 before the body or the ids
  // are read; super_admin is never refused by its right.
  for (const right of ["support", "finance", "operations"] as const) {
    it(`answers 403 to a ${right} admin on every admin route outside ${right}`, async () => {
      const outside = routes.filter((r) => !r.rights?.includes(right));
      expect(outside.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const { method, url } of outside) {
        const res = await call(as[right], method, withIds(url));
        if (res.statusCode !== 403 || res.json().message !== rightRefused(right)) {
          wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
      expect(wrong, wrong.join("\n")).toEqual([]);
    });

    it(`lets a ${right} admin past the right check on every route inside ${right}`, async () => {
      const inside = routes.filter((r) => r.rights?.includes(right));
      expect(inside.length).toBeGreaterThan(0);
      const refused: string[] = [];
      for (const { method, url } of inside) {
        const res = await call(as[right], method, withIds(url));
        if (res.statusCode === 403 && res.json().message === rightRefused(right))
          refused.push(`${method} ${url}`);
      }
      expect(refused).toEqual([]);
    });
  }

  it("lets a super admin past the right check on every admin route", async () => {
    const refused: string[] = [];
    for (const { method, url } of routes) {
      const res = await call(as.super_admin, method, withIds(url));
      if (res.statusCode === 403) refused.push(`${method} ${url}: ${res.body.slice(0, 100)}`);
    }
    expect(refused).toEqual([]);
  });

  it("refuses every admin route to an admin who has no right yet", async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const res = await call(as.none, method, withIds(url));
      if (res.statusCode !== 403 || res.json().message !== rightRefused(null)) wrong.push(`${method} ${url}`);
    }
    expect(wrong).toEqual([]);
  });

  const refund = { amountKobo: 50_000, reason: "Driver never came", destination: "wallet" };

  it("refuses a support agent's refund, which finance gets past", async () => {
    const url = `/api/admin/trips/${randomUUID()}/refund`;
    const support = await call(as.support, "POST", url, refund);
    expect([support.statusCode, support.json().message]).toEqual([403, rightRefused("support")]);
    // The same call from finance reaches the refund itself, which finds no paid trip to refund.
    const finance = await call(as.finance, "POST", url, refund);
    expect([404, 409]).toContain(finance.statusCode);
  });

  it("refuses finance suspending a driver from a payment report, though finance decides reports", async () => {
    const url = `/api/admin/payment-reports/${randomUUID()}/decision`;
    const suspend = await call(as.finance, "POST", url, { action: "suspend" });
    expect([suspend.statusCode, suspend.json().message]).toEqual([403, rightRefused("finance")]);
    expect((await call(as.finance, "POST", url, { action: "warn" })).statusCode).toBe(404);
    expect((await call(as.operations, "POST", url, { action: "suspend" })).statusCode).toBe(404);
  });

  it("tells the signed-in admin their right, and riders nothing of it", async () => {
    const me = await call(as.support, "GET", "/api/auth/me");
    expect(me.json().data.adminRight).toBe("support");
    const rider = await signedIn(t, await createUser(t));
    expect((await call(rider, "GET", "/api/auth/me")).json().data).not.toHaveProperty("adminRight");
  });
});
