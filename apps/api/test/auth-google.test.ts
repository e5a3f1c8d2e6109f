import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverProfiles, users } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type FakeGoogle, startFakeGoogle } from "./helpers/fake-tokeninfo.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

const CLIENT_ID = "campusgo-test.apps.googleusercontent.com";
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

describe("Google sign-in", () => {
  let t: TestApp;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
      GOOGLE_USERINFO_URL: google.userinfoUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const signIn = (c: ReturnType<typeof client>, access_token: string, role?: string) =>
    c({ method: "POST", url: "/api/auth/google", payload: role ? { access_token, role } : { access_token } });
  const usersWithEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

  it("creates a passenger keyed by the Google sub, with a verified e-mail, and signs in", async () => {
    const token = `tok-${unique()}`;
    const sub = `sub-${unique()}`;
    const email = `ngozi-${unique()}@gmail.test`;
    google.setToken(token, {
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      sub,
      email,
      email_verified: "true",
      name: "Ngozi Eze",
    });
    const c = client(t);
    const res = await signIn(c, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Login successful",
      data: {
        id: expect.any(String),
        role: "passenger",
        fullName: "Ngozi Eze",
        email,
        phoneNumber: null,
        profileImage: null,
      },
    });
    const [row] = await usersWithEmail(email);
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await c({ method: "GET", url: "/api/auth/me" })).json().data.id).toBe(row?.id);

    // Keyed by sub: a later token for the same Google account with another address finds the same user.
    const later = `tok-${unique()}`;
    google.setToken(later, {
      aud: CLIENT_ID,
      sub,
      email: `renamed-${unique()}@gmail.test`,
      email_verified: true,
    });
    const again = await signIn(client(t), later);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(row?.id);
  });

  it("stores Google's display name without control or bidirectional characters", async () => {
    const token = `tok-${unique()}`;
    const email = `obi-${unique()}@gmail.test`;
    google.setToken(token, {
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      sub: `sub-${unique()}`,
      email,
      email_verified: "true",
      name: "Obi\u0000 \u202eOkafor\u202c\u2066",
    });
    const res = await signIn(client(t), token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fullName).toBe("Obi Okafor");
    const [row] = await usersWithEmail(email);
    expect(row?.fullName).toBe("Obi Okafor");
  });

  it("accepts a token whose azp is our client id, and gives a new driver a profile row", async () => {
    const token = `tok-${unique()}`;
    const email = `driver-${unique()}@gmail.test`;
    google.setToken(token, {
      aud: "another-audience",
      azp: CLIENT_ID,
      sub: `sub-${unique()}`,
      email,
      email_verified: "true",
    });
    const res = await signIn(client(t), token, "driver");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe("driver");
    expect(res.json().data.fullName).toBe(email.split("@")[0]);
    const profile = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, res.json().data.id));
    expect(profile).toHaveLength(1);
  });

  it("refuses a token issued to another client", async () => {
    const token = `tok-${unique()}`;
    const email = `mallory-${unique()}@gmail.test`;
    google.setToken(token, {
      aud: "someone-else",
      azp: "someone-else",
      sub: `sub-${unique()}`,
      email,
      email_verified: "true",
    });
    const res = await signIn(client(t), token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Google sign-in failed. Please try again" });
    expect(res.cookies.find((c) => c.name === "cg_session")).toBeUndefined();
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses an unknown token", async () => {
    const calls = google.calls;
    const res = await signIn(client(t), "made-up-token");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Google sign-in failed. Please try again" });
    expect(google.calls).toBe(calls + 1);
  });

  it("refuses an unverified Google e-mail and does not link it to an existing account", async () => {
    const existing = await createUser(t);
    const token = `tok-${unique()}`;
    google.setToken(token, {
      aud: CLIENT_ID,
      sub: `sub-${unique()}`,
      email: existing.email,
      email_verified: "false",
    });
    const res = await signIn(client(t), token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Your Google email is not verified" });
    const [row] = await usersWithEmail(existing.email);
    expect(row?.googleSub).toBeNull();
  });

  it("links an activated account with the same verified e-mail, keeping its password", async () => {
    const existing = await createUser(t);
    const sub = `sub-${unique()}`;
    const token = `tok-${unique()}`;
    google.setToken(token, { aud: CLIENT_ID, sub, email: existing.email, email_verified: "true" });
    const res = await signIn(client(t), token, "driver");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: existing.id, role: "passenger" });
    const [row] = await usersWithEmail(existing.email);
    expect(row?.googleSub).toBe(sub);
    const login = await client(t)({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: existing.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("takes over an account never activated: its password and sessions are dropped", async () => {
    const squatted = await createUser(t, { emailVerifiedAt: null });
    const squatter = await signedIn(t, squatted);
    const token = `tok-${unique()}`;
    google.setToken(token, {
      aud: CLIENT_ID,
      sub: `sub-${unique()}`,
      email: squatted.email,
      email_verified: "true",
    });
    const res = await signIn(client(t), token);
    expect(res.statusCode).toBe(200);
    const [row] = await usersWithEmail(squatted.email);
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await squatter({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
  });

  it("refuses an e-mail already linked to another Google account", async () => {
    const existing = await createUser(t, { googleSub: `sub-${unique()}` });
    const token = `tok-${unique()}`;
    google.setToken(token, {
      aud: CLIENT_ID,
      sub: `sub-${unique()}`,
      email: existing.email,
      email_verified: "true",
    });
    const res = await signIn(client(t), token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This email is linked to another Google account" });
  });

  it("checks the payload", async () => {
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/google",
      payload: { access_token: "", role: "passenger" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Google sign-in failed. Please try again");
    const admin = await client(t)({
      method: "POST",
      url: "/api/auth/google",
      payload: { access_token: "x", role: "admin" },
    });
    expect(admin.statusCode).toBe(400);
  });
});

describe("Google sign-in without a client id", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 503 with a clear message", async () => {
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/google",
      payload: { access_token: "anything", role: "passenger" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: "Google sign-in is not available" });
  });
});
