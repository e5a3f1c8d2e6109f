import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginGuards, type User } from "../src/db/schema/index.ts";
import { DEVICE_COOKIE } from "../src/modules/auth/device-cookie.ts";
import { accountGuardKey } from "../src/modules/auth/login-guard.ts";
import { AUTH_MESSAGES } from "../src/modules/auth/messages.ts";
import { CSRF_HEADER } from "../src/plugins/csrf.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { redisEnv } from "./helpers/rides.ts";
import { createUser, TEST_PASSWORD } from "./helpers/users.ts";

/**
 * The account lock of decision 7 with OWASP's device cookies: a browser that signed in to the account before
 * is counted on its own and is not held by the lock that anyone else's tries set.
 */
const WRONG = "not-the-password";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(redisEnv());
});
afterAll(() => t.close());

let addresses = 0;
/** A client address of its own for each try, so the per-address limit never answers instead of the lock. */
const freshAddress = () => {
  addresses++;
  return `10.${200 + (Math.floor(addresses / 65_536) % 50)}.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
};

const login = (identifier: string, password: string, device?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email_or_phone: identifier, password },
    headers: { [CSRF_HEADER]: "1", ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    remoteAddress: freshAddress(),
  });

/** Signs in once and returns the device cookie that browser now carries (as the browser sends it back). */
async function knownBrowser(user: User): Promise<string> {
  const res = await login(user.email, TEST_PASSWORD);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error("no device cookie");
  return encodeURIComponent(cookie.value);
}

/** Five wrong passwords from browsers the account does not know: the account's lock is then set. */
async function lockedByStrangers(user: User): Promise<void> {
  for (let i = 0; i < 5; i++) expect((await login(user.email, WRONG)).statusCode).toBe(401);
  expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
}

const accountGuard = async (user: User) =>
  (
    await t.database.db
      .select()
      .from(loginGuards)
      .where(eq(loginGuards.key, accountGuardKey(user.id)))
  )[0];

describe("device cookies", () => {
  it("are set at sign-in: signed, HttpOnly, strict, sent only to the sign-in calls, for a year", async () => {
    const user = await createUser(t);
    const res = await login(user.email, TEST_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/auth",
      maxAge: 31_536_000,
    });
    expect(cookie?.value.startsWith(`${user.id}.`)).toBe(true);
    // The same browser keeps its device at the next sign-in.
    const again = await login(user.email, TEST_PASSWORD, encodeURIComponent(cookie?.value ?? ""));
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)?.value).toBe(cookie?.value);
  });

  it("an attacker locks the account, and the owner's known browser still signs in", async () => {
    const owner = await createUser(t);
    const device = await knownBrowser(owner);
    await lockedByStrangers(owner);
    const refused = await login(owner.phoneNumber ?? "", TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyLogins });

    expect((await login(owner.email, TEST_PASSWORD, device)).statusCode).toBe(200);
    expect((await login(owner.phoneNumber ?? "", TEST_PASSWORD, device)).statusCode).toBe(200);
    // The known browser's sign-in does not lift the strangers' lock.
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await accountGuard(owner))?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it("a known browser's wrong passwords count on that browser only, with the same lock", async () => {
    const owner = await createUser(t);
    const laptop = await knownBrowser(owner);
    const phone = await knownBrowser(owner);
    expect(phone).not.toBe(laptop);
    for (let i = 0; i < 5; i++) expect((await login(owner.email, WRONG, laptop)).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, laptop)).statusCode).toBe(429);
    // Neither the phone nor a stranger's browser is held by the laptop's lock.
    expect((await login(owner.email, TEST_PASSWORD, phone)).statusCode).toBe(200);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("cannot be forged: a made-up, unsigned or altered cookie counts as a stranger", async () => {
    const owner = await createUser(t);
    const device = await knownBrowser(owner);
    await lockedByStrangers(owner);
    const raw = decodeURIComponent(device);
    const signature = raw.slice(raw.lastIndexOf(".") + 1);
    const madeUp = `${owner.id}.${randomBytes(32).toString("base64url")}`;
    const forged = [
      madeUp,
      `${madeUp}.${signature}`,
      `${raw.slice(0, -2)}${raw.endsWith("AA") ? "BB" : "AA"}`,
      raw.replace(owner.id.slice(0, 8), "00000000"),
    ];
    for (const cookie of forged) {
      expect((await login(owner.email, TEST_PASSWORD, encodeURIComponent(cookie))).statusCode, cookie).toBe(
        429,
      );
    }
    expect((await login(owner.email, TEST_PASSWORD, device)).statusCode).toBe(200);
  });

  it("cannot be moved to another account: the attacker's own known browser is a stranger to the victim", async () => {
    const victim = await createUser(t);
    const attacker = await createUser(t);
    const attackersDevice = await knownBrowser(attacker);
    await lockedByStrangers(victim);
    expect((await login(victim.email, TEST_PASSWORD, attackersDevice)).statusCode).toBe(429);
    // Its device id under the victim's account fails the signature.
    const raw = decodeURIComponent(attackersDevice);
    const moved = raw.replace(attacker.id, victim.id);
    expect((await login(victim.email, TEST_PASSWORD, encodeURIComponent(moved))).statusCode).toBe(429);
    // Guessing with it counts on the victim's lock, never on a device of the victim.
    expect((await login(victim.email, WRONG, attackersDevice)).statusCode).toBe(429);
  });
});

/** Fifty argon2 checks, five at a time: a slow machine needs a while, which is all the time limit allows for. */
describe("many right passwords at once", () => {
  it("50 concurrent logins with the right password all succeed and lock nothing", async () => {
    const owner = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(owner.email, TEST_PASSWORD)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await accountGuard(owner)).toBeUndefined();
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  }, 120_000);

  it("50 concurrent logins from a known browser do too", async () => {
    const owner = await createUser(t);
    const device = await knownBrowser(owner);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login(owner.email, TEST_PASSWORD, device)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
  }, 120_000);
});
