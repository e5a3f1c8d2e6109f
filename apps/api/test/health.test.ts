import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { redisEnv, testRedisUrl } from "./helpers/rides.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("pings the database and names the runtime", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      db: process.env.DATABASE_URL ? "postgres" : "pglite",
      realtime: "memory",
    });
  });

  it.skipIf(!testRedisUrl)("reports redis when REDIS_URL is configured", async () => {
    const other = await createTestApp(redisEnv());
    try {
      const res = await other.app.inject({ method: "GET", url: "/api/health" });
      expect(res.json().realtime).toBe("redis");
    } finally {
      await other.close();
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nowhere" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
  });

  it("sends JSON answers a short CSP and none of the page-only headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(res.headers["referrer-policy"]).toBeUndefined();
    const notFound = await t.app.inject({ method: "GET", url: "/api/nowhere" });
    expect(notFound.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty("/api/health");
  });
});
