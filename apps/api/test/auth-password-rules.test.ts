import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { verifyPassword } from "../src/lib/password.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { codeIn, lastMail } from "./helpers/outbox.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

const LESS_COMMON = "Please choose a less common password";
/** Each kind the rules refuse: repeated characters, sequences, keyboard rows, the list, the demo password. */
const WEAK = [
  "aaaaa",
  "00000",
  "12345",
  "abcde",
  "qwert",
  "asdfgh",
  "Password",
  "iloveyou1",
  "campusgo-demo",
];
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `083${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe("new passwords must not be common or trivially guessed", () => {
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
      expect(res.json()).toMatchObject({ message: LESS_COMMON, errors: { password: LESS_COMMON } });
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
    expect(reset.json().message).toBe(LESS_COMMON);

    const signedInBrowser = await signedIn(t, user);
    const change = await signedInBrowser({
      method: "PUT",
      url: "/api/users/me/password",
      payload: { oldPassword: TEST_PASSWORD, newPassword: "111111", confirmPassword: "111111" },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(LESS_COMMON);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash ?? "", TEST_PASSWORD)).toBe(true);
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
