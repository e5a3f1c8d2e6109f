import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { INVALID_INPUT_MESSAGE, registerErrorHandler } from "../src/lib/error-handler.ts";
import { loggerOptions } from "../src/lib/logging.ts";
import type { TestApp } from "./helpers/app.ts";
import { createTestDatabase } from "./helpers/database.ts";
import { client } from "./helpers/users.ts";

/** Every line the app logs, kept in memory. */
function captureLog(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join("") };
}

describe("the error log holds no secrets or personal data", () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let dataDir: string;
  const log = captureLog();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "campusgo-log-"));
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", DATA_DIR: dataDir, DEMO: "0" });
    ({ database, drop } = await createTestDatabase());
    app = await buildApp({ config, database, logStream: log.stream });
    await app.ready();
    // Every new account now fails inside the database, as a broken migration or a full disk would.
    await database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT log_test_refuses_all CHECK (false) NOT VALID`,
    );
  });
  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs a failed sign-up by error class and statement, without the hash, e-mail or phone", async () => {
    const email = "log-secret-ada@example.test";
    const phoneNumber = "08031234567";
    const res = await client({ app } as TestApp)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: "Ada Obi",
        email,
        phoneNumber,
        password: "ride-safe-1",
        confirmPassword: "ride-safe-1",
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });

    const text = log.text();
    const failure = text.split("\n").find((line) => line.includes('"request failed"'));
    expect(failure, "the failure is logged").toBeDefined();
    expect(text).not.toContain("$argon2");
    expect(text).not.toContain(email);
    expect(text).not.toContain("log-secret-ada");
    expect(text).not.toContain(phoneNumber);
    expect(text).not.toContain("ride-safe-1");
    const entry = JSON.parse(failure ?? "{}");
    expect(entry.err.type).toBe("DrizzleQueryError");
    expect(entry.err.statement).toMatch(/^insert into "users"/);
    expect(entry.err.cause.db).toMatchObject({ code: "23514", constraint: "log_test_refuses_all" });
    expect(JSON.stringify(entry)).not.toMatch(/"detail"|"params"/);
  });

  it("answers input only the database could refuse with 400, logged as a warning without the value", async () => {
    const probe = captureLog();
    const bare = Fastify({ logger: loggerOptions("info", probe.stream) });
    registerErrorHandler(bare);
    bare.get("/cast", async () => database.db.execute(sql`select ${"not-a-uuid-secret"}::uuid as id`));
    await bare.ready();
    try {
      const res = await bare.inject({ method: "GET", url: "/cast" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_INPUT_MESSAGE });
      const entry = JSON.parse(
        probe
          .text()
          .split("\n")
          .find((line) => line.includes('"err"')) ?? "{}",
      );
      expect(entry.level).toBe(40);
      expect(entry.err.cause.db.code).toBe("22P02");
      expect(probe.text()).not.toContain("not-a-uuid-secret");
    } finally {
      await bare.close();
    }
  });

  it("keeps activation tokens out of logged request URLs", async () => {
    await app.inject({ method: "GET", url: "/api/auth/activate?token=very-secret-token-value&role=driver" });
    const text = log.text();
    expect(text).toContain("/api/auth/activate?token=[Redacted]&role=driver");
    expect(text).not.toContain("very-secret-token-value");
  });
});
