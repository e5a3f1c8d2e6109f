import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AT_LIVE_URL, AT_SANDBOX_URL, loadConfig } from "../src/config.ts";
import { Sms } from "../src/lib/sms.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";

// A fixed secret keeps loadConfig from writing one into DATA_DIR.
const base = {
  SESSION_SECRET: "s".repeat(32),
  DATA_DIR: join(tmpdir(), "campusgo-sms-config"),
  MAIL_DISABLED: "1",
};
const load = (env: Record<string, string> = {}) => loadConfig({ ...base, ...env });
const production = (env: Record<string, string> = {}) => load({ NODE_ENV: "production", ...env });
const AT = { AT_API_KEY: "atsk_live", AT_USERNAME: "campusgo" };

describe("SMS settings in production", () => {
  it("refuses to start without Africa's Talking's credentials unless SMS is disabled", () => {
    expect(() => production()).toThrow(/AT_API_KEY and AT_USERNAME are required when NODE_ENV is production/);
    expect(() => production()).toThrow(/SMS_DISABLED=1/);
    expect(production({ SMS_DISABLED: "1" }).sms).toEqual({ gateway: null, outbox: false, disabled: true });
  });

  it("sends through Africa's Talking's live API, or the server AT_BASE_URL names, and never keeps an outbox", () => {
    expect(production(AT).sms).toEqual({
      gateway: {
        baseUrl: AT_LIVE_URL,
        apiKey: "atsk_live",
        username: "campusgo",
        from: undefined,
        timeoutMs: 10_000,
      },
      outbox: false,
      disabled: false,
    });
    const other = production({ ...AT, AT_BASE_URL: "https://sms.example.test/at/", SMS_FROM: "CampusGo" });
    expect(other.sms.gateway).toMatchObject({ baseUrl: "https://sms.example.test/at", from: "CampusGo" });
    expect(production({ ...AT, SMS_OUTBOX: "0" }).sms.outbox).toBe(false);
  });

  it("refuses SMS_OUTBOX=1 with a message saying why", () => {
    expect(() => production({ ...AT, SMS_OUTBOX: "1" })).toThrow(
      /SMS_OUTBOX=1 is not allowed when NODE_ENV is production/,
    );
  });

  it("refuses to start a production server without credentials, saying what to set", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "campusgo-sms-refused-"));
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (value !== undefined && !/^(AT_|SMS_|SMTP_URL|MAIL_|DATABASE_URL|REDIS_URL|DEMO)/.test(key)) {
        env[key] = value;
      }
    }
    const root = resolve(import.meta.dirname, "..", "..", "..");
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
      cwd: root,
      env: { ...env, NODE_ENV: "production", MAIL_DISABLED: "1", DATA_DIR: dataDir, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((done) => child.on("exit", done));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).not.toBe(0);
    expect(output).toContain("AT_API_KEY and AT_USERNAME are required when NODE_ENV is production");
  }, 60_000);
});

describe("SMS settings outside production", () => {
  it("keeps the outbox without credentials, and sends without it when they are set", () => {
    expect(load().sms).toEqual({ gateway: null, outbox: true, disabled: false });
    expect(load({ NODE_ENV: "test" }).sms.outbox).toBe(true);
    expect(load(AT).sms.outbox).toBe(false);
    expect(load({ ...AT, SMS_OUTBOX: "1" }).sms).toMatchObject({
      outbox: true,
      gateway: { username: "campusgo" },
    });
    expect(load({ SMS_DISABLED: "1" }).sms).toEqual({ gateway: null, outbox: false, disabled: true });
    expect(load({ SMS_OUTBOX: "0" }).sms).toEqual({ gateway: null, outbox: false, disabled: false });
  });

  it("uses Africa's Talking's sandbox host for the sandbox username", () => {
    expect(load({ AT_API_KEY: "atsk_sandbox", AT_USERNAME: "sandbox" }).sms.gateway?.baseUrl).toBe(
      AT_SANDBOX_URL,
    );
  });
});

describe("SMS settings in any mode", () => {
  it("refuses contradictions and half-set credentials with a message saying what to do", () => {
    for (const NODE_ENV of ["development", "production"]) {
      expect(() => load({ NODE_ENV, ...AT, SMS_DISABLED: "1" })).toThrow(/Remove one of them/);
      expect(() => load({ NODE_ENV, SMS_DISABLED: "1", SMS_OUTBOX: "1" })).toThrow(/Remove one of them/);
      expect(() => load({ NODE_ENV, AT_API_KEY: "atsk" })).toThrow(/set AT_API_KEY and AT_USERNAME together/);
      expect(() => load({ NODE_ENV, AT_USERNAME: "campusgo" })).toThrow(/together, or neither/);
    }
  });

  it("refuses a base URL that is not http(s), a sender ID the gateway would refuse and a malformed key", () => {
    expect(() => load({ ...AT, AT_BASE_URL: "ftp://sms.example.test" })).toThrow(/AT_BASE_URL/);
    expect(() => load({ ...AT, SMS_FROM: "CampusGo-Nsukka" })).toThrow(/SMS_FROM/);
    expect(() => load({ ...AT, SMS_FROM: "Campus\u0000Go" })).toThrow(/SMS_FROM/);
    expect(load({ ...AT, SMS_FROM: "20414" }).sms.gateway?.from).toBe("20414");
    // A key that would break the header (or be sent with a stray space) stops the start, without showing it.
    for (const key of ["atsk live", "atsk\r\nX-Other: 1", "atsk\u0000"]) {
      expect(() => load({ ...AT, AT_API_KEY: key })).toThrow(/AT_API_KEY: must be printable/);
      expect(() => load({ ...AT, AT_API_KEY: key })).not.toThrow(/atsk/);
    }
  });
});

describe("an SMS service with SMS disabled", () => {
  it("keeps nothing and logs each text by its purpose only, never its number or text", async () => {
    const warn = vi.fn();
    const log = { warn, info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const db = {
      insert: () => {
        throw new Error("nothing may be stored");
      },
    } as never;
    const sms = new Sms(production({ SMS_DISABLED: "1" }).sms, db, log);
    const id = await sms.send({
      to: "08031234567",
      text: "Your drop-off code is 4821.",
      purpose: "parcel.code",
    });
    expect(id).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls[0]);
    expect(logged).toContain("parcel.code");
    for (const secret of ["4821", "8031234567"]) expect(logged).not.toContain(secret);
  });

  it("refuses what is a mistake of the caller: an empty or overlong text, a purpose that is not a name", async () => {
    const sms = new Sms(load().sms, {} as never, { warn: vi.fn() } as never);
    await expect(sms.send({ to: "08031234567", text: " \u0000 ", purpose: "x" })).rejects.toThrow(/1 to/);
    await expect(sms.send({ to: "08031234567", text: "a".repeat(1531), purpose: "x" })).rejects.toThrow(
      /1 to/,
    );
    await expect(sms.send({ to: "08031234567", text: "hi", purpose: "+2348031234567" })).rejects.toThrow(
      /purpose/,
    );
  });
});

describe("the development SMS outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "development" });
  });
  afterAll(() => t.close());

  it("keeps each text unsent and lists it, for a number typed any way", async () => {
    const id = await t.app.sms.send({
      to: "0803 555 0101",
      text: "CampusGo: your code is 1234.",
      purpose: "test.code",
    });
    expect(id).toBeTruthy();
    for (const to of ["08035550101", "+2348035550101", "234 803 555 0101"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/dev/sms", query: { to } });
      expect(res.statusCode, to).toBe(200);
      expect(res.json(), to).toEqual([
        {
          id,
          to: "+2348035550101",
          purpose: "test.code",
          text: "CampusGo: your code is 1234.",
          status: "outbox",
          attempts: 0,
          error: null,
          createdAt: expect.any(String),
          sentAt: null,
        },
      ]);
    }
    const other = await t.app.inject({ method: "GET", url: "/api/dev/sms", query: { to: "08035550102" } });
    expect(other.json()).toEqual([]);
  });

  it("shows the texts as a page, everything escaped and links clickable", async () => {
    await t.app.sms.send({
      to: "08035550104",
      text: "CampusGo: track your parcel: http://localhost:3000/t/abc123",
      purpose: "test.link",
    });
    await t.app.sms.send({
      to: "08035550103",
      text: '<script>alert("x")</script> & <b>bold</b>',
      purpose: "test.escape",
    });
    const res = await t.app.inject({ method: "GET", url: "/dev/sms" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(res.body).toContain("CampusGo SMS outbox");
    expect(res.body).toContain("+2348035550103");
    expect(res.body).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(res.body).not.toContain("<script>");
    expect(res.body).toContain("Kept in the outbox (not sent)");
    expect(res.body).toContain('<a href="http://localhost:3000/t/abc123">http://localhost:3000/t/abc123</a>');
  });

  it("refuses an overlong number filter like any bad query", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dev/sms", query: { to: "0".repeat(41) } });
    expect(res.statusCode).toBe(400);
  });
});

describe("an app sending through a gateway without SMS_OUTBOX=1", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "development", ...AT, AT_BASE_URL: "http://127.0.0.1:9" });
  });
  afterAll(() => t.close());

  it("has no outbox to show", async () => {
    for (const url of ["/api/dev/sms", "/dev/sms"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: "Not found" });
    }
  });
});
