import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { mailOutbox, smsMessages, users } from "../src/db/schema/index.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../src/db/seed-demo.ts";
import { Mailer } from "../src/lib/mail.ts";
import { signInSimulated } from "../src/simulator/session.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createTestDatabase } from "./helpers/database.ts";
import { client } from "./helpers/users.ts";

// A fixed secret keeps loadConfig from writing one into DATA_DIR.
const base = { SESSION_SECRET: "s".repeat(32), DATA_DIR: join(tmpdir(), "campusgo-runtime-modes") };
// SMS is another test's concern (sms-config.test.ts): these production settings run without it.
const production = (env: Record<string, string> = {}) =>
  loadConfig({ ...base, NODE_ENV: "production", SMS_DISABLED: "1", ...env });
const SMTP_URL = "smtp://mail.example.test:587";
const DATABASE_URL = "postgres://db.example.test/campusgo";

describe("loadConfig in production", () => {
  it("refuses to start without SMTP_URL unless mail is disabled", () => {
    expect(() => production()).toThrow(/SMTP_URL is required when NODE_ENV is production/);
    expect(() => production()).toThrow(/MAIL_DISABLED=1/);
  });

  it("never has the outbox nor demo mode, with SMTP or with mail disabled, embedded or not", () => {
    const settings: Record<string, string>[] = [
      { SMTP_URL },
      { MAIL_DISABLED: "1" },
      { SMTP_URL, DATABASE_URL },
      { SMTP_URL, MAIL_OUTBOX: "0", DEMO: "0" },
    ];
    for (const env of settings) {
      const config = production(env);
      expect(config.mailOutbox, JSON.stringify(env)).toBe(false);
      expect(config.demo, JSON.stringify(env)).toBe(false);
    }
    expect(production({ MAIL_DISABLED: "1" }).mailDisabled).toBe(true);
  });

  it("refuses MAIL_OUTBOX=1 and DEMO=1 with a message saying why", () => {
    expect(() => production({ SMTP_URL, MAIL_OUTBOX: "1" })).toThrow(
      /MAIL_OUTBOX=1 is not allowed when NODE_ENV is production/,
    );
    expect(() => production({ MAIL_DISABLED: "1", DEMO: "1" })).toThrow(
      /DEMO=1 is not allowed when NODE_ENV is production/,
    );
  });
});

describe("loadConfig outside production", () => {
  const load = (env: Record<string, string> = {}) => loadConfig({ ...base, ...env });

  it("defaults to development with the outbox and demo mode in embedded mode", () => {
    const config = load();
    expect(config.env).toBe("development");
    expect(config).toMatchObject({ mailOutbox: true, demo: true, mailDisabled: false });
    expect(load({ NODE_ENV: "test" })).toMatchObject({ mailOutbox: true, demo: true });
  });

  it("turns demo mode off on PostgreSQL and the outbox off with SMTP, unless asked", () => {
    expect(load({ DATABASE_URL })).toMatchObject({ demo: false, mailOutbox: true });
    expect(load({ DATABASE_URL, DEMO: "1" }).demo).toBe(true);
    expect(load({ SMTP_URL }).mailOutbox).toBe(false);
    expect(load({ SMTP_URL, MAIL_OUTBOX: "1" }).mailOutbox).toBe(true);
    expect(load({ MAIL_DISABLED: "1" })).toMatchObject({ mailOutbox: false, mailDisabled: true });
  });

  it("refuses MAIL_DISABLED=1 together with SMTP_URL or MAIL_OUTBOX=1 in any mode", () => {
    for (const NODE_ENV of ["development", "production"]) {
      expect(() => load({ NODE_ENV, MAIL_DISABLED: "1", SMTP_URL })).toThrow(/Remove one of them/);
      expect(() => load({ NODE_ENV, MAIL_DISABLED: "1", MAIL_OUTBOX: "1" })).toThrow(/Remove one of them/);
    }
  });
});

describe("an app in production mode", () => {
  let t: TestApp;
  let demoCookie: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "campusgo-test-"));
    const { database, drop } = await createTestDatabase();
    // The database a demo run used: demo accounts with the published password and a live session.
    await seedDemoAccounts(database.db);
    const [rider] = await database.db.select().from(users).limit(1);
    if (!rider) throw new Error("no demo account");
    demoCookie = await signInSimulated(database.db, rider.id);
    const config = loadConfig({
      NODE_ENV: "production",
      MAIL_DISABLED: "1",
      SMS_DISABLED: "1",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
    });
    const app = await buildApp({ config, database });
    await app.ready();
    t = {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(() => t.close());

  it("has no mail outbox nor SMS outbox, as JSON or as a page", async () => {
    const urls = ["/api/dev/mail", "/dev/mail", "/api/dev/mail?to=admin@campusgo.demo"];
    urls.push("/api/dev/sms", "/dev/sms", "/api/dev/sms?to=08000000002");
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: "Not found" });
    }
  });

  it("tells the web app that demo mode is off", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json().demo).toBe(false);
  });

  it("locks demo accounts a demo run left behind: no login with the published password, sessions ended", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await client(t)({
        method: "POST",
        url: "/api/auth/login",
        payload: { email_or_phone: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, account.email).toBe(401);
    }
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: demoCookie } });
    expect(me.statusCode).toBe(401);
  });

  it("keeps no mail when mail is disabled", async () => {
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: "Ada Obi",
        email: `prod-${Date.now().toString(36)}@example.test`,
        phoneNumber: `070${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        password: "ride-safe-1",
        role: "passenger",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("keeps no text message when SMS is disabled", async () => {
    expect(
      await t.app.sms.send({ to: "08031234567", text: "CampusGo: a test.", purpose: "test" }),
    ).toBeNull();
    expect(await t.database.db.select().from(smsMessages)).toEqual([]);
  });
});

describe("a mailer with mail disabled", () => {
  it("logs each mail by its subject only, never its links or codes", async () => {
    const warn = vi.fn();
    const log = { warn, error: vi.fn() } as unknown as FastifyBaseLogger;
    const config = production({ MAIL_DISABLED: "1" });
    const db = {
      insert: () => {
        throw new Error("the outbox must not be written");
      },
    } as never;
    const mailer = new Mailer(config, db, log);
    await mailer.send({
      to: "ada@example.test",
      subject: "Reset your password",
      text: "Your code is 12345: https://campusgo.test/reset?token=secret",
      html: "<p>Your code is 12345</p>",
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls[0]);
    expect(logged).toContain("Reset your password");
    for (const secret of ["12345", "secret", "ada@example.test"]) expect(logged).not.toContain(secret);
  });
});

describe("an app in development mode without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "development" });
  });
  afterAll(() => t.close());

  it("keeps mail in the outbox and shows it", async () => {
    const email = `dev-${Date.now().toString(36)}@example.test`;
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: "Ada Obi",
        email,
        phoneNumber: `070${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        password: "ride-safe-1",
        role: "passenger",
      },
    });
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: "GET", url: "/api/dev/mail", query: { to: email } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/dev/mail" })).statusCode).toBe(200);
  });
});
