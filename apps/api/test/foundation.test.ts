import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emailOnlySchema, MESSAGES, passengerSignupSchema } from "@campusgo/domain";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { INTERNAL_ERROR_MESSAGE, registerErrorHandler } from "../src/lib/error-handler.ts";
import { AppError } from "../src/lib/errors.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";

describe("the error handler", () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post("/signup", { schema: { body: passengerSignupSchema } }, async () => ({ ok: true }));
    app.post("/email", { schema: { body: emailOnlySchema } }, async () => ({ ok: true }));
    app.get("/boom", async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    app.get("/gone", async () => {
      throw new AppError("gone", "This link has expired", { reason: "expired" });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers a validation error with the first field's spec message and errors per field", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/signup",
      payload: { fullName: "Al", email: "nope", phoneNumber: "123", password: "abc" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.fullNameMin);
    expect(body.errors).toMatchObject({
      fullName: MESSAGES.fullNameMin,
      email: MESSAGES.invalidEmail,
      phoneNumber: MESSAGES.invalidPhone,
      password: MESSAGES.passwordMin,
    });
  });

  it("uses the spec's alert wording for the recovery e-mail", async () => {
    const res = await app.inject({ method: "POST", url: "/email", payload: { email: "x" } });
    expect(res.json().message).toBe(MESSAGES.forgotInvalidEmail);
  });

  it("turns an AppError into its status and message", async () => {
    const res = await app.inject({ method: "GET", url: "/gone" });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: "This link has expired", reason: "expired" });
  });

  it("never leaks the internals of a server error", async () => {
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    expect(res.body).not.toContain("secret");
  });

  it("refuses malformed JSON with a 400 message", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/email",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });
});

describe("serving the web app", () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), "campusgo-web-"));
    mkdirSync(join(web, "assets"));
    writeFileSync(join(web, "index.html"), '<!doctype html><div id="root"></div>');
    writeFileSync(join(web, "assets", "app-1234.js"), "console.log(1)");
    writeFileSync(join(web, "favicon.svg"), "<svg/>");
    writeFileSync(join(web, "sw.js"), "self.skipWaiting()");
    t = await createTestApp({ WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("sends index.html for every client route (history fallback)", async () => {
    for (const url of ["/", "/driver-kyc?whois=abc", "/dashboard/my-bookings", "/Forgot-password"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it("sends pages a CSP that allows the configured tile and geocoder hosts, and the page headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/login" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("https://tile.openstreetmap.org");
    expect(csp).toContain("https://nominatim.openstreetmap.org");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  it("caches hashed assets for a year, icons for a day, and keeps /api 404s as JSON", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    // Icons and pictures keep their address across builds: a day, then refreshed behind the page.
    const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    // The service worker and the pages are checked every time.
    const worker = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const api = await t.app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
  });
});

describe("the places gazetteer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is seeded and searchable by name", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/places?q=gate" });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(["Main gate", "Odim gate"]));
  });

  it("treats LIKE wildcards in the query literally", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/places?q=%25" });
    expect(res.json().data).toEqual([]);
  });
});

describe("the embedded database", () => {
  it("refuses a second opening of the same folder with a clear message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "campusgo-pg-"));
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(/already open/);
    } finally {
      await first.close();
    }
    // Once closed, it opens again.
    const again = await openDatabase({ kind: "pglite", dataDir: dir });
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
