import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverProfiles, sessions, users } from "../src/db/schema/index.ts";
import { DEMO_PASSWORD, seedDemoAccounts } from "../src/db/seed-demo.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

const login = (email_or_phone: string, password = TEST_PASSWORD) => ({
  method: "POST" as const,
  url: "/api/auth/login",
  payload: { email_or_phone, password },
});

describe("login, sessions and logout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("logs in by e-mail (any case) or by phone number and returns the public user", async () => {
    const user = await createUser(t);
    const byEmail = await client(t)(login(`  ${user.email.toUpperCase()} `));
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({
      message: "Login successful",
      data: {
        id: user.id,
        role: "passenger",
        fullName: user.fullName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        profileImage: null,
      },
    });
    const cookie = byEmail.cookies.find((c) => c.name === "cg_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const c = client(t);
    const byPhone = await c(login(user.phoneNumber ?? ""));
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data.id).toBe(user.id);
    expect((await c({ method: "GET", url: "/api/auth/me" })).json().data.id).toBe(user.id);
  });

  it("answers a wrong password and an unknown account with the same 401", async () => {
    const user = await createUser(t);
    for (const attempt of [
      login(user.email, "wrong-password"),
      login("nobody@example.test"),
      login("08099999999"),
    ]) {
      const res = await client(t)(attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid email/phone or password" });
      expect(res.cookies.find((c) => c.name === "cg_session")).toBeUndefined();
    }
  });

  it("refuses invalid login input with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email_or_phone: "ada@", password: "secret1" }, "Invalid email or phone number"],
      [{ email_or_phone: "080123", password: "secret1" }, "Invalid email or phone number"],
      [{ email_or_phone: "ada@example.test", password: "1234" }, "Password must be at least 5 characters"],
    ];
    for (const [payload, message] of cases) {
      const res = await client(t)({ method: "POST", url: "/api/auth/login", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("rotates the session at login: the cookie the browser had stops working", async () => {
    const user = await createUser(t);
    const c = client(t);
    await c(login(user.email));
    const first = c.cookies.get("cg_session");
    await c(login(user.email));
    const second = c.cookies.get("cg_session");
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { cg_session: first ?? "" },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: "Please log in to continue" });
    expect((await c({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("logs out: the session is revoked on the server and the cookie cleared", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const token = c.cookies.get("cg_session") ?? "";
    const other = await signedIn(t, user);
    const res = await c({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Logged out" });
    const cleared = res.cookies.find((k) => k.name === "cg_session");
    expect(cleared?.value).toBe("");
    const replay = await t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { cg_session: token } });
    expect(replay.statusCode).toBe(401);
    // Only this browser's session ends.
    expect((await other({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    // Logging out without a session is harmless.
    expect((await client(t)({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
  });

  it("answers /auth/me with 401 without a session", async () => {
    const res = await client(t)({ method: "GET", url: "/api/auth/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please log in to continue" });
  });

  it("locks an account's password login after 5 wrong passwords, from any address (see auth-throttle.test.ts)", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await client(t)(login(user.email, "wrong-password"))).statusCode).toBe(401);
    }
    const limited = await client(t)(login(user.email));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many login attempts. Please wait a minute and try again");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({
      ...login(user.email),
      headers: { "x-campusgo-csrf": "1" },
      remoteAddress: "10.1.2.3",
    });
    expect(elsewhere.statusCode).toBe(429);
    // Another account from the same address is not affected.
    const other = await createUser(t);
    expect((await client(t)(login(other.email))).statusCode).toBe(200);
  });

  it("refuses a state-changing call without the CSRF header or from a foreign origin", async () => {
    const user = await createUser(t);
    const bare = await t.app.inject(login(user.email));
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({
      message: "This request was refused because it did not come from the CampusGo app",
    });
    expect(bare.cookies.find((c) => c.name === "cg_session")).toBeUndefined();
    const foreign = await client(t)({ ...login(user.email), headers: { origin: "https://evil.example" } });
    expect(foreign.statusCode).toBe(403);
    const signed = await signedIn(t, user);
    const logout = await signed({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(logout.statusCode).toBe(403);
    expect((await signed({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    const own = await client(t)({ ...login(user.email), headers: { origin: "http://localhost:3000" } });
    expect(own.statusCode).toBe(200);
  });
});

describe("demo accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO: "1" });
  });
  afterAll(() => t.close());

  it("seeds an activated rider, an approved driver, a super admin and a support agent, once", async () => {
    for (const [email, role, right] of [
      ["rider@campusgo.demo", "passenger", undefined],
      ["driver@campusgo.demo", "driver", undefined],
      ["admin@campusgo.demo", "admin", "super_admin"],
      ["support@campusgo.demo", "admin", "support"],
    ]) {
      const res = await client(t)(login(email ?? "", DEMO_PASSWORD));
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data.role).toBe(role);
      expect(res.json().data.adminRight).toBe(right);
    }
    const [driver] = await t.database.db.select().from(users).where(eq(users.email, "driver@campusgo.demo"));
    const [profile] = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, driver?.id ?? ""));
    expect(profile).toMatchObject({
      kycStatus: "approved",
      vehicleType: "Keke",
      plateNumber: expect.any(String),
    });

    await seedDemoAccounts(t.database.db);
    const demo = (await t.database.db.select().from(users)).filter((u) => u.email.endsWith("@campusgo.demo"));
    expect(demo).toHaveLength(4);
  });
});
