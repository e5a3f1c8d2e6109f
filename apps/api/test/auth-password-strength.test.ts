import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { verifyPassword } from "../src/lib/password.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { codeIn, lastMail } from "./helpers/outbox.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

const TOO_EASY = "This password is too easy to guess.";
/**
 * Passwords zxcvbn finds at once: the three the old rules let through (11112, pass1, test1), repetitions,
 * sequences, keyboard rows, the breach lists, the demo password and the campus.
 */
const WEAK = [
  "11112",
  "pass1",
  "test1",
  "aaaaa",
  "12345",
  "qwert",
  "Password",
  "secret12",
  "campusgo-demo",
  "Nsukka-2468",
];
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `083${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe("new passwords must be hard to guess (zxcvbn, docs/decisions/0022)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  it.each(WEAK)("sign-up with %s is refused for both roles and creates nothing", async (password) => {
    const before = await userCount();
    const contact = () => ({ email: `weak-${unique()}@example.test`, phoneNumber: phone() });
    const attempts = [
      {
        url: "/api/auth/register/passenger",
        payload: {
          fullName: "Ada Obi",
          ...contact(),
          password,
          confirmPassword: password,
          role: "passenger",
        },
      },
      {
        url: "/api/auth/register/driver",
        payload: {
          firstName: "Chidi",
          lastName: "Okafor",
          ...contact(),
          password,
          confirmPassword: password,
          city: "Lagos",
          role: "driver",
        },
      },
    ];
    for (const { url, payload } of attempts) {
      const res = await client(t)({ method: "POST", url, payload });
      expect(res.statusCode, url).toBe(400);
      const { message, errors } = res.json();
      // The refusal says why and what would help, under the password field too.
      expect(message.startsWith(`${TOO_EASY} `), message).toBe(true);
      expect(message.length).toBeGreaterThan(TOO_EASY.length + 10);
      expect(errors).toEqual({ password: message });
      expect(res.cookies.find((c) => c.name === "cg_registered")).toBeUndefined();
    }
    expect(await userCount()).toBe(before);
  });

  it("a weak new password is refused at reset and at change, and the old one keeps working", async () => {
    const user = await createUser(t);
    const browser = client(t);
    await browser({ method: "POST", url: "/api/auth/send-otp", payload: { email: user.email } });
    const code = codeIn(await lastMail(t, user.email, "Your CampusGo password reset code"));
    expect(
      (await browser({ method: "PUT", url: "/api/auth/verify-otp", payload: { otp: code } })).statusCode,
    ).toBe(200);
    const reset = await browser({
      method: "PUT",
      url: "/api/auth/reset-password",
      payload: { newPassword: "qwerty", confirmNewPassword: "qwerty" },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({
      message: expect.stringContaining(TOO_EASY),
      errors: { newPassword: expect.stringContaining(TOO_EASY) },
    });

    const signedInBrowser = await signedIn(t, user);
    const change = await signedInBrowser({
      method: "PUT",
      url: "/api/users/me/password",
      payload: { oldPassword: TEST_PASSWORD, newPassword: "111111", confirmPassword: "111111" },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toContain(TOO_EASY);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash ?? "", TEST_PASSWORD)).toBe(true);
  });

  it("the account's own name, e-mail and phone number count as guesses, at sign-up, reset and change", async () => {
    const signup = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: "Chiamaka Obi",
        email: `chiamaka-${unique()}@example.test`,
        phoneNumber: phone(),
        password: "chiamaka1",
        confirmPassword: "chiamaka1",
      },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toContain("Avoid your name, e-mail, phone number");

    const user = await createUser(t, { fullName: "Ebuka Nwosu" });
    const browser = client(t);
    await browser({ method: "POST", url: "/api/auth/send-otp", payload: { email: user.email } });
    const code = codeIn(await lastMail(t, user.email, "Your CampusGo password reset code"));
    await browser({ method: "PUT", url: "/api/auth/verify-otp", payload: { otp: code } });
    const reset = await browser({
      method: "PUT",
      url: "/api/auth/reset-password",
      payload: { newPassword: "ebuka-nwosu", confirmNewPassword: "ebuka-nwosu" },
    });
    expect(reset.statusCode).toBe(400);
    const change = await (await signedIn(t, user))({
      method: "PUT",
      url: "/api/users/me/password",
      payload: {
        oldPassword: TEST_PASSWORD,
        newPassword: `${user.phoneNumber}`,
        confirmPassword: `${user.phoneNumber}`,
      },
    });
    expect(change.statusCode).toBe(400);
    // Another account may use the same words: they are not its owner's.
    const other = await (await signedIn(t, await createUser(t)))({
      method: "PUT",
      url: "/api/users/me/password",
      payload: { oldPassword: TEST_PASSWORD, newPassword: "ebuka-nwosu", confirmPassword: "ebuka-nwosu" },
    });
    expect(other.statusCode).toBe(200);
  });

  it("a password that only contains a common word or a sequence is fine", async () => {
    const payload = {
      fullName: "Ada Obi",
      email: `fine-${unique()}@example.test`,
      phoneNumber: phone(),
      password: "hilltop-keke-12345",
      confirmPassword: "hilltop-keke-12345",
      role: "passenger",
    };
    const res = await client(t)({ method: "POST", url: "/api/auth/register/passenger", payload });
    expect(res.statusCode).toBe(201);
  });
});
