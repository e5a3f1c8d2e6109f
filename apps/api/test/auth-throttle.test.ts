import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loginGuards, type User } from "../src/db/schema/index.ts";
import { accountGuardKey, identifierGuardKey } from "../src/modules/auth/login-guard.ts";
import { AUTH_MESSAGES } from "../src/modules/auth/messages.ts";
import { LOGIN_TRIES_PER_IP_PER_MINUTE } from "../src/modules/auth/rate-limits.ts";
import { CSRF_HEADER } from "../src/plugins/csrf.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type FakeGoogle, startFakeGoogle } from "./helpers/fake-tokeninfo.ts";
import { codeIn, lastMail } from "./helpers/outbox.ts";
import { redisEnv, testRedisUrl } from "./helpers/rides.ts";
import { client, createUser, TEST_PASSWORD } from "./helpers/users.ts";

const CLIENT_ID = "campusgo-test.apps.googleusercontent.com";
const WRONG = "not-the-password";

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({
    ...redisEnv(),
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
    GOOGLE_USERINFO_URL: google.userinfoUrl,
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

/** A client address of its own for each caller, so tests never share a per-address count. */
let addresses = 0;
const freshAddress = () => {
  addresses++;
  return `10.${Math.floor(addresses / 65_536) % 256}.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
};

const login = (identifier: string, password: string, remoteAddress: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email_or_phone: identifier, password },
    headers: { [CSRF_HEADER]: "1" },
    remoteAddress,
  });

let unknowns = 0;
const unknownEmail = () => `nobody-${Date.now().toString(36)}-${unknowns++}@example.test`;

const guardOf = async (user: User) =>
  (
    await t.database.db
      .select()
      .from(loginGuards)
      .where(eq(loginGuards.key, accountGuardKey(user.id)))
  )[0];

/** Makes the account's lock run out, as if its time had passed. */
const endLock = (user: User) =>
  t.database.db
    .update(loginGuards)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(loginGuards.key, accountGuardKey(user.id)));

/** Five wrong passwords, each from its own address: the account is then locked. */
async function lockAccount(user: User, identifier = user.email) {
  for (let i = 0; i < 5; i++) expect((await login(identifier, WRONG, freshAddress())).statusCode).toBe(401);
  expect((await login(identifier, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);
}

describe("login tries from one address", () => {
  it("are limited whatever identifiers they name", async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_TRIES_PER_IP_PER_MINUTE; i++) {
      expect((await login(unknownEmail(), WRONG, address)).statusCode).toBe(401);
    }
    const user = await createUser(t);
    const refused = await login(user.email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyLogins);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it("are limited at the configured number (LOGIN_TRIES_PER_IP_PER_MINUTE)", async () => {
    const app = await buildApp({
      config: { ...t.config, loginTriesPerIpPerMinute: 3 },
      database: t.database,
    });
    try {
      const address = freshAddress();
      for (let i = 0; i < 3; i++)
        expect((await login(unknownEmail(), WRONG, address, app)).statusCode).toBe(401);
      const user = await createUser(t);
      expect((await login(user.email, TEST_PASSWORD, address, app)).statusCode).toBe(429);
      expect((await login(user.email, TEST_PASSWORD, freshAddress(), app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("also count against the global limit of the address", async () => {
    const address = freshAddress();
    for (let i = 0; i < 600; i++) {
      const res = await t.app.inject({ method: "GET", url: "/api/config", remoteAddress: address });
      expect(res.statusCode).toBe(200);
    }
    const user = await createUser(t);
    const refused = await login(user.email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
  });
});

describe("the lock of an account", () => {
  it("follows the account from one address to another, and refuses even the right password", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await login(user.email, WRONG, freshAddress())).statusCode).toBe(401);
    const refused = await login(user.email, TEST_PASSWORD, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyLogins });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another account from the same kind of address logs in.
    const other = await createUser(t);
    expect((await login(other.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it("counts the e-mail address and the phone number of the account together", async () => {
    const user = await createUser(t);
    const phone = user.phoneNumber ?? "";
    for (const identifier of [user.email, phone, user.email.toUpperCase(), phone, ` ${user.email} `]) {
      expect((await login(identifier, WRONG, freshAddress())).statusCode).toBe(401);
    }
    expect((await login(phone, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);
  });

  it("behaves the same for an identifier without an account", async () => {
    const email = unknownEmail();
    for (const identifier of [email, email.toUpperCase(), email, email, email]) {
      const res = await login(identifier, WRONG, freshAddress());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
    }
    const refused = await login(email, WRONG, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyLogins });
    const [row] = await t.database.db
      .select()
      .from(loginGuards)
      .where(eq(loginGuards.key, identifierGuardKey(email)));
    expect(row?.lockedUntil).toBeInstanceOf(Date);
  });

  it("lets at most 5 passwords be checked in a burst of 100 tries", async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login(user.phoneNumber ?? "", WRONG, freshAddress())),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(95);
  });

  it("ends when its time has run out; a right password clears the count", async () => {
    const user = await createUser(t);
    await lockAccount(user);
    await endLock(user);
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
    expect(await guardOf(user)).toBeUndefined();
    // A fresh count: four wrong passwords do not lock.
    for (let i = 0; i < 4; i++) expect((await login(user.email, WRONG, freshAddress())).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it("doubles with each further lock, up to 15 minutes, and starts again after a quiet day", async () => {
    const user = await createUser(t);
    const lockMs = async () => {
      const row = await guardOf(user);
      return (row?.lockedUntil?.getTime() ?? 0) - (row?.lastTryAt.getTime() ?? 0);
    };
    const minutes = [];
    for (let i = 0; i < 6; i++) {
      await lockAccount(user);
      minutes.push((await lockMs()) / 60_000);
      await endLock(user);
    }
    expect(minutes).toEqual([1, 2, 4, 8, 15, 15]);
    // A day without any try: the next lock is a short one again.
    await t.database.db
      .update(loginGuards)
      .set({ lastTryAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(loginGuards.key, accountGuardKey(user.id)));
    await lockAccount(user);
    expect(await lockMs()).toBe(60_000);
  });

  it("is lifted by a password reset, and Google sign-in still works meanwhile", async () => {
    const sub = `sub-${Date.now().toString(36)}`;
    const user = await createUser(t, { googleSub: sub });
    await lockAccount(user);

    google.setToken(`tok-${sub}`, {
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      sub,
      email: user.email,
      email_verified: "true",
    });
    const viaGoogle = await client(t)({
      method: "POST",
      url: "/api/auth/google",
      payload: { access_token: `tok-${sub}` },
    });
    expect(viaGoogle.statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);

    const browser = client(t);
    expect(
      (await browser({ method: "POST", url: "/api/auth/send-otp", payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);
    const otp = codeIn(await lastMail(t, user.email, "Your CampusGo password reset code"));
    expect((await browser({ method: "PUT", url: "/api/auth/verify-otp", payload: { otp } })).statusCode).toBe(
      200,
    );
    const newPassword = "fresh-route-77";
    const reset = await browser({
      method: "PUT",
      url: "/api/auth/reset-password",
      payload: { newPassword, confirmNewPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(await guardOf(user)).toBeUndefined();
    expect((await login(user.email, newPassword, freshAddress())).statusCode).toBe(200);
  });
});

describe.skipIf(!testRedisUrl)("two instances on one database and one Redis", () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
  });
  afterAll(() => second.close());

  it("share the count of an address", async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_TRIES_PER_IP_PER_MINUTE; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await login(unknownEmail(), WRONG, address, app)).statusCode).toBe(401);
    }
    expect((await login(unknownEmail(), WRONG, address, second)).statusCode).toBe(429);
    expect((await login(unknownEmail(), WRONG, address, t.app)).statusCode).toBe(429);
  });

  it("share the lock of an account", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await login(user.email, WRONG, freshAddress(), app)).statusCode).toBe(401);
    }
    expect((await login(user.email, TEST_PASSWORD, freshAddress(), second)).statusCode).toBe(429);
  });
});
