import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { lastMail, linkIn } from "./helpers/outbox.ts";
import { type Client, client, createUser, signedIn } from "./helpers/users.ts";

const ACTIVATION_SUBJECT = "Activate your CampusGo account";
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `082${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe("activation signs in only the browser that registered the account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Registers a driver from `browser` and returns the new id and the query of the mailed link. */
  async function registerDriverFrom(browser: Client) {
    const email = `kelechi-${unique()}@example.test`;
    const password = "okada-to-odim-gate";
    const res = await browser({
      method: "POST",
      url: "/api/auth/register/driver",
      payload: {
        firstName: "Kelechi",
        lastName: "Nwosu",
        email,
        phoneNumber: phone(),
        password,
        confirmPassword: password,
        city: "Kano",
        role: "driver",
      },
    });
    expect(res.statusCode).toBe(201);
    const link = linkIn(await lastMail(t, email, ACTIVATION_SUBJECT), "http://localhost:3000/activate?");
    const query = Object.fromEntries(link.searchParams) as Record<string, string>;
    return { id: res.json().data.id as string, email, password, query, res };
  }

  const sessionCount = async (userId: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  it("sets a signed, HttpOnly, short-lived cookie naming the new driver, sent only to activation", async () => {
    const { id, res } = await registerDriverFrom(client(t));
    const cookie = res.cookies.find((c) => c.name === "cg_registered") as
      | { value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number }
      | undefined;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth/activate" });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(cookie?.maxAge).toBeLessThanOrEqual(3600);
    expect(cookie?.value.startsWith(`${id}.`)).toBe(true);
    expect(res.cookies.find((c) => c.name === "cg_session")).toBeUndefined();
  });

  it("another browser opening the link activates the account but gets no session", async () => {
    const { id, email, password, query } = await registerDriverFrom(client(t));
    const opener = client(t);
    const res = await opener({ method: "GET", url: "/api/auth/activate", query });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Account activated", data: { id }, signedIn: false });
    expect(res.cookies.find((c) => c.name === "cg_session")).toBeUndefined();
    expect((await opener({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    expect(await sessionCount(id)).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    // The owner logs in as usual.
    const login = await client(t)({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("a browser signed in as someone else stays signed in as themselves", async () => {
    const { id, query } = await registerDriverFrom(client(t));
    const victim = await createUser(t, { role: "driver" });
    const browser = await signedIn(t, victim);
    const res = await browser({ method: "GET", url: "/api/auth/activate", query });
    expect(res.statusCode).toBe(200);
    expect(res.json().signedIn).toBe(false);
    const me = await browser({ method: "GET", url: "/api/auth/me" });
    expect(me.json().data.id).toBe(victim.id);
    expect(await sessionCount(id)).toBe(0);
  });

  it("the registering browser is signed in as the driver, and the mark is spent", async () => {
    const registering = client(t);
    const { id, query } = await registerDriverFrom(registering);
    const res = await registering({ method: "GET", url: "/api/auth/activate", query });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id, role: "driver" }, signedIn: true });
    expect(res.cookies.find((c) => c.name === "cg_session")).toMatchObject({ httpOnly: true });
    expect(res.cookies.find((c) => c.name === "cg_registered")?.value).toBe("");
    const me = await registering({ method: "GET", url: "/api/auth/me" });
    expect(me.json().data).toMatchObject({ id, role: "driver" });
  });

  it("a forged or borrowed mark signs nobody in", async () => {
    const elsewhere = await registerDriverFrom(client(t));
    const borrowed = elsewhere.res.cookies.find((c) => c.name === "cg_registered")?.value ?? "";
    const forgeries: ((id: string) => string)[] = [
      (id) => id, // unsigned
      (id) => `${id}.${"A".repeat(43)}`, // a made-up signature
      () => borrowed, // a genuine mark of another account
    ];
    for (const forge of forgeries) {
      const { id, query } = await registerDriverFrom(client(t));
      const browser = client(t);
      browser.cookies.set("cg_registered", forge(id));
      const res = await browser({ method: "GET", url: "/api/auth/activate", query });
      expect(res.statusCode).toBe(200);
      expect(res.json().signedIn).toBe(false);
      expect(res.cookies.find((c) => c.name === "cg_session")).toBeUndefined();
      expect((await browser({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
      expect(await sessionCount(id)).toBe(0);
    }
  });
});
