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

  it("sends security headers with a CSP that allows the configured tile host", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("https://tile.openstreetmap.org");
    expect(csp).toContain("https://nominatim.openstreetmap.org");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty("/api/health");
  });
});
