import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activationTokens, driverProfiles, mailThrottles, users } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { lastMail, linkIn, outbox } from "./helpers/outbox.ts";
import { client } from "./helpers/users.ts";

const ACTIVATION_SUBJECT = "Activate your CampusGo account";
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `081${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

function passenger(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Ada Obi",
    email: `ada-${unique()}@example.test`,
    phoneNumber: phone(),
    password: "ride-safe-1",
    confirmPassword: "ride-safe-1",
    role: "passenger",
    ...overrides,
  };
}

function driver(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Chidi",
    lastName: "Okafor Eze",
    email: `chidi-${unique()}@example.test`,
    phoneNumber: phone(),
    password: "drive-safe-1",
    confirmPassword: "drive-safe-1",
    city: "Lagos",
    role: "driver",
    ...overrides,
  };
}

describe("sign-up and activation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  const activationQuery = async (email: string) => {
    const link = linkIn(await lastMail(t, email, ACTIVATION_SUBJECT), "http://localhost:3000/activate?");
    return Object.fromEntries(link.searchParams) as { token: string; role: string; whois: string };
  };

  it("registers a passenger, mails the activation link, activates once and then logs in", async () => {
    const c = client(t);
    const body = passenger({ email: `  Ada-${unique()}@Example.TEST ` });
    const email = body.email.trim().toLowerCase();
    const res = await c({ method: "POST", url: "/api/auth/register/passenger", payload: body });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe("Account created. Check your email for the activation link");
    expect(data).toEqual({
      id: expect.any(String),
      role: "passenger",
      fullName: "Ada Obi",
      email,
      phoneNumber: body.phoneNumber,
      profileImage: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, data.id));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(res.cookies.find((k) => k.name === "cg_session")).toBeUndefined();

    const mail = await lastMail(t, email, ACTIVATION_SUBJECT);
    expect(mail.html).toContain("http://localhost:3000/activate?token=");
    const query = await activationQuery(email);
    expect(query).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), role: "passenger", whois: data.id });
    const [stored] = await t.database.db
      .select()
      .from(activationTokens)
      .where(eq(activationTokens.userId, data.id));
    expect(stored?.tokenHash).not.toContain(query.token);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);

    const early = await c({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: email, password: body.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      message: "Please activate your account. Check your email for the activation link",
      reason: "not_activated",
    });

    const activated = await c({ method: "GET", url: "/api/auth/activate", query });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: "Account activated", data: { ...data }, signedIn: false });
    // A passenger is not signed in by the link.
    expect(activated.cookies.find((k) => k.name === "cg_session")).toBeUndefined();
    expect((await c({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);

    const again = await c({ method: "GET", url: "/api/auth/activate", query });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "This activation link has already been used", reason: "used" });

    const login = await c({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ message: "Login successful", data });
    const me = await c({ method: "GET", url: "/api/auth/me" });
    expect(me.json()).toEqual({ data });
  });

  it("refuses invalid sign-up input with the spec's messages and creates nothing", async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "ada at example.test" }, "Invalid email"],
      [{ email: "ada @example.test" }, "Invalid email"],
      [{ phoneNumber: "08012" }, "Invalid phone number"],
      [{ phoneNumber: "0801234567a" }, "Invalid phone number"],
      [{ password: "abcd", confirmPassword: "abcd" }, "Password must be at least 5 characters"],
      [{ fullName: "Al" }, "Full name must be at least 3 characters"],
      [{ confirmPassword: "something-else" }, "Passwords do not match"],
      [
        { password: "password", confirmPassword: "password" },
        "This password is too easy to guess. This is a heavily used password. Add more words that are less common.",
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await client(t)({
        method: "POST",
        url: "/api/auth/register/passenger",
        payload: passenger(overrides),
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it("refuses a duplicate e-mail or phone number, also when two sign-ups race", async () => {
    const first = passenger();
    expect(
      (await client(t)({ method: "POST", url: "/api/auth/register/passenger", payload: first })).statusCode,
    ).toBe(201);
    const sameEmail = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: passenger({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: "An account with this email already exists" });
    const samePhone = await client(t)({
      method: "POST",
      url: "/api/auth/register/driver",
      payload: driver({ phoneNumber: first.phoneNumber }),
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual({ message: "An account with this phone number already exists" });

    const racer = passenger();
    const results = await Promise.all(
      [0, 1, 2].map(() => client(t)({ method: "POST", url: "/api/auth/register/passenger", payload: racer })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, racer.email));
    expect(rows).toHaveLength(1);
  });

  it("registers a driver with a profile row, and the activation link signs in the registering browser", async () => {
    const c = client(t);
    const body = driver();
    const res = await c({ method: "POST", url: "/api/auth/register/driver", payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Account created. Check your email for the activation link");
    const { data } = res.json();
    expect(data).toMatchObject({ role: "driver", fullName: "Chidi Okafor Eze", email: body.email });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, data.id));
    expect(row).toMatchObject({ firstName: "Chidi", lastName: "Okafor Eze", city: "Lagos" });
    const profiles = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, data.id));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.kycStatus).toBe("not_submitted");

    const query = await activationQuery(body.email);
    expect(query.role).toBe("driver");
    const activated = await c({ method: "GET", url: "/api/auth/activate", query });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ data: { id: data.id }, signedIn: true });
    const me = await c({ method: "GET", url: "/api/auth/me" });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: data.id, role: "driver" });
  });

  it("refuses invalid driver sign-up input with the spec's messages", async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "Al" }, "First Name must be at least 3 characters"],
      [{ confirmPassword: "drive-safe-2" }, "Passwords do not match"],
      [{ city: "Abuja" }, "Please select your city"],
      [{ email: "chidi@" }, "Invalid email"],
      [{ phoneNumber: "12345" }, "Invalid phone number"],
      [{ password: "1234", confirmPassword: "1234" }, "Password must be at least 5 characters"],
    ];
    for (const [overrides, message] of cases) {
      const res = await client(t)({
        method: "POST",
        url: "/api/auth/register/driver",
        payload: driver(overrides),
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it("answers 404 with a reason for an invalid, mismatched or expired link", async () => {
    const body = passenger();
    const { data } = (
      await client(t)({ method: "POST", url: "/api/auth/register/passenger", payload: body })
    ).json();
    const query = await activationQuery(body.email);
    const invalid = { message: "This activation link is invalid", reason: "invalid" };
    const queries: Record<string, string>[] = [
      { ...query, token: "not-a-real-token" },
      { ...query, whois: "0190c7d0-0000-7000-8000-000000000000" },
      { role: "passenger", whois: data.id },
      {},
    ];
    for (const q of queries) {
      const res = await client(t)({ method: "GET", url: "/api/auth/activate", query: q });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(invalid);
    }

    await t.database.db
      .update(activationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activationTokens.userId, data.id));
    const expired = await client(t)({ method: "GET", url: "/api/auth/activate", query });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      message: "This activation link has expired. Request a new one",
      reason: "expired",
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, data.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it("resends an activation link at most once per 3 minutes per address, saying the same for any address", async () => {
    const body = passenger();
    const { data } = (
      await client(t)({ method: "POST", url: "/api/auth/register/passenger", payload: body })
    ).json();
    const firstQuery = await activationQuery(body.email);

    // The sign-up mail counts as the first send.
    const soon = await client(t)({
      method: "POST",
      url: "/api/auth/resend-activation",
      payload: { email: body.email },
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe("Please wait before requesting another link");
    expect(soon.json().retryAfter).toBeGreaterThan(170);
    expect(soon.json().retryAfter).toBeLessThanOrEqual(180);

    await t.database.db.update(mailThrottles).set({ sentAt: new Date(Date.now() - 181_000) });
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/resend-activation",
      payload: { email: body.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "If an account needs activation, we sent a new link" });
    const secondQuery = await activationQuery(body.email);
    expect(secondQuery.token).not.toBe(firstQuery.token);
    expect((await outbox(t, body.email)).filter((m) => m.subject === ACTIVATION_SUBJECT)).toHaveLength(2);

    // The new link works; the old one is spent with it.
    expect(
      (await client(t)({ method: "GET", url: "/api/auth/activate", query: secondQuery })).statusCode,
    ).toBe(200);
    const old = await client(t)({ method: "GET", url: "/api/auth/activate", query: firstQuery });
    expect(old.json().reason).toBe("used");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, data.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    // Active accounts and unknown addresses get the same answer and no mail.
    await t.database.db.update(mailThrottles).set({ sentAt: new Date(Date.now() - 181_000) });
    for (const email of [body.email, `nobody-${unique()}@example.test`]) {
      const r = await client(t)({ method: "POST", url: "/api/auth/resend-activation", payload: { email } });
      expect(r.statusCode).toBe(200);
      expect(r.json().message).toBe("If an account needs activation, we sent a new link");
    }
    expect((await outbox(t, body.email)).filter((m) => m.subject === ACTIVATION_SUBJECT)).toHaveLength(2);

    const bad = await client(t)({
      method: "POST",
      url: "/api/auth/resend-activation",
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter a valid email");
  });
});
