import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailThrottles, otpCodes, users } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { codeIn, lastMail, outbox } from "./helpers/outbox.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

const CODE_SUBJECT = "Your CampusGo password reset code";
const NEW_PASSWORD = "fresh-route-77";

describe("password recovery", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Lets the next code be sent at once (the 3-minute limit is tested on its own). */
  const forgetThrottle = () =>
    t.database.db.update(mailThrottles).set({ sentAt: new Date(Date.now() - 181_000) });

  async function startRecovery(email: string) {
    const browser = client(t);
    const res = await browser({ method: "POST", url: "/api/auth/send-otp", payload: { email } });
    expect(res.statusCode).toBe(200);
    return { browser, code: codeIn(await lastMail(t, email, CODE_SUBJECT)) };
  }

  const verify = (browser: ReturnType<typeof client>, otp: string) =>
    browser({ method: "PUT", url: "/api/auth/verify-otp", payload: { otp } });
  const reset = (
    browser: ReturnType<typeof client>,
    newPassword = NEW_PASSWORD,
    confirmNewPassword = newPassword,
  ) =>
    browser({ method: "PUT", url: "/api/auth/reset-password", payload: { newPassword, confirmNewPassword } });
  const wrong = (code: string) => String((Number(code) + 1) % 100000).padStart(5, "0");

  it("sends a 5-digit code, sets the recovery cookie, stores only a hash", async () => {
    const user = await createUser(t);
    const browser = client(t);
    const res = await browser({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: { email: user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "We sent a 5-digit code to your email" });
    const cookie = res.cookies.find((c) => c.name === "cg_recovery");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const mail = await lastMail(t, user.email, CODE_SUBJECT);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{5}$/);
    expect(mail.html).toContain(code);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.browserTokenHash).not.toBe(cookie?.value);
    const life = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(life).toBeGreaterThan(9.9 * 60_000);
    expect(life).toBeLessThanOrEqual(10 * 60_000);
  });

  it("answers an unknown or invalid address with the spec's words", async () => {
    const unknown = await client(t)({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: { email: "nobody@example.test" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "No account associated with this email" });
    const invalid = await client(t)({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: { email: "nobody" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Please enter a valid email");
  });

  it("sends at most one code per address every 3 minutes", async () => {
    const user = await createUser(t);
    await startRecovery(user.email);
    const again = await client(t)({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: { email: user.email },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe("Please wait before requesting another code");
    expect(again.json().retryAfter).toBeGreaterThan(170);
    expect((await outbox(t, user.email)).filter((m) => m.subject === CODE_SUBJECT)).toHaveLength(1);
  });

  it("recovers the account: code, new password, every session revoked, old password refused", async () => {
    const user = await createUser(t);
    const elsewhere = await signedIn(t, user);
    const { browser, code } = await startRecovery(user.email);

    const early = await reset(browser);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: "Please verify your code first" });

    const ok = await verify(browser, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Code verified" });

    const mismatch = await reset(browser, NEW_PASSWORD, "something-else");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Passwords do not match");
    const short = await reset(browser, "abcde");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Password must be at least 6 characters");

    const done = await reset(browser);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: "Password reset successful" });
    expect(done.cookies.find((c) => c.name === "cg_recovery")?.value).toBe("");

    expect((await elsewhere({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const oldLogin = await client(t)({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await client(t)({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: user.email, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);

    // The recovery is spent: neither the code nor the reset works again.
    const reuse = await verify(browser, code);
    expect(reuse.statusCode).toBe(400);
    const resetAgain = await reset(browser, "another-pass-1");
    expect(resetAgain.statusCode).toBe(400);
    expect(resetAgain.json().message).toBe("Please verify your code first");
  });

  it("accepts a verified code only once", async () => {
    const user = await createUser(t);
    const { browser, code } = await startRecovery(user.email);
    expect((await verify(browser, code)).statusCode).toBe(200);
    const again = await verify(browser, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: "Please enter your email to get a new code" });
  });

  it("refuses a wrong code, and after 5 tries the code is dead", async () => {
    const user = await createUser(t);
    const { browser, code } = await startRecovery(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(browser, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Invalid OTP" });
    }
    const dead = await verify(browser, code);
    expect(dead.statusCode).toBe(429);
    expect(dead.json()).toEqual({ message: "Too many attempts. Request a new code" });
    expect((await reset(browser)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row?.attempts).toBe(5);
    expect(row?.verifiedAt).toBeNull();
  });

  it("says the code has expired after 10 minutes", async () => {
    const user = await createUser(t);
    const { browser, code } = await startRecovery(user.email);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, user.id));
    const res = await verify(browser, code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: "Token has Expired", hint: "re-enter email to get new otp" });
  });

  it("ties the code to the browser that asked for it, and a new code replaces the old", async () => {
    const user = await createUser(t);
    const { browser, code } = await startRecovery(user.email);
    const noCookie = await verify(client(t), code);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json()).toEqual({ message: "Please enter your email to get a new code" });
    const noCookieReset = await reset(client(t));
    expect(noCookieReset.statusCode).toBe(400);
    expect(noCookieReset.json()).toEqual({ message: "Please verify your code first" });

    await forgetThrottle();
    const second = await startRecovery(user.email);
    expect((await verify(browser, code)).statusCode).toBe(400);
    expect((await verify(second.browser, second.code)).statusCode).toBe(200);
  });

  it("checks the code's format with the spec's message", async () => {
    const user = await createUser(t);
    const { browser } = await startRecovery(user.email);
    for (const otp of ["1234", "123456", "12a45", ""]) {
      const res = await verify(browser, otp);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please enter the full OTP");
    }
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row?.attempts).toBe(0);
  });

  it("activates an account that never was, since the code proved the address", async () => {
    const user = await createUser(t, { emailVerifiedAt: null });
    const { browser, code } = await startRecovery(user.email);
    await verify(browser, code);
    expect((await reset(browser)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
