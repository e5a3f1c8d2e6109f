import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverProfiles, rides, users } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createDriver, submitKyc } from "./helpers/kyc.ts";
import { place, rideBody } from "./helpers/rides.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

/**
 * One rule for one-line text across the routes (docs/architecture.md, Security): line breaks and tabs become
 * one space, zero-width and bidirectional characters go, before any check and before anything is stored.
 * Notes keep their line breaks.
 */
const ZWSP = "\u200B";
const ZWJ = "\u200D";
const WJ = "\u2060";
const BOM = "\uFEFF";
const RLO = "\u202E";
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `085${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const password = "odenigwe-night-ride";

describe("one-line text fields", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const profileRow = async (id: string) =>
    (await t.database.db.select().from(driverProfiles).where(eq(driverProfiles.userId, id)))[0];

  it("sign-up names and e-mail are stored on one line, without invisible characters", async () => {
    const email = `one-line-${unique()}@example.test`;
    const passenger = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: `Ada\r\n${ZWSP}Obi${BOM}`,
        email: `${ZWSP}${email}\n`,
        phoneNumber: phone(),
        password,
        confirmPassword: password,
        role: "passenger",
      },
    });
    expect(passenger.statusCode).toBe(201);
    expect(await userRow(passenger.json().data.id)).toMatchObject({ fullName: "Ada Obi", email });

    const driver = await client(t)({
      method: "POST",
      url: "/api/auth/register/driver",
      payload: {
        firstName: `Chi${ZWJ}di\n`,
        lastName: `Oka\u2028for${RLO}`,
        email: `one-line-${unique()}@example.test`,
        phoneNumber: phone(),
        password,
        confirmPassword: password,
        city: "Lagos",
        role: "driver",
      },
    });
    expect(driver.statusCode).toBe(201);
    expect(await userRow(driver.json().data.id)).toMatchObject({
      firstName: "Chidi",
      lastName: "Oka for",
      fullName: "Chidi Oka for",
    });
  });

  it("a name of invisible characters and breaks is too short, and nothing is stored", async () => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: `A${ZWSP}${WJ}${BOM}\n\r\nb`,
        email: `one-line-${unique()}@example.test`,
        phoneNumber: phone(),
        password,
        confirmPassword: password,
      },
    });
    // "A b": the breaks count as the one space they become.
    expect(res.statusCode).toBe(201);
    const tooShort = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: `A${ZWSP}${WJ}${BOM}b\n`,
        email: `one-line-${unique()}@example.test`,
        phoneNumber: phone(),
        password,
        confirmPassword: password,
      },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe("Full name must be at least 3 characters");
    expect((await t.database.db.select().from(users)).length).toBe(before + 1);
  });

  it("an edited profile name is stored on one line, and an e-mail with a zero-width space signs in", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const edited = await c({
      method: "PATCH",
      url: "/api/users/me",
      payload: { fullName: `Amaka\t\t${WJ}Obi\n`, phoneNumber: user.phoneNumber, email: user.email },
    });
    expect(edited.statusCode).toBe(200);
    expect((await userRow(user.id))?.fullName).toBe("Amaka Obi");

    const login = await client(t)({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: `${user.email.replace("@", `${ZWSP}@`)}\r\n`, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("a driver's plate, colour, document ID and account holder name are stored on one line", async () => {
    const driver = await createDriver(t);
    const c = await signedIn(t, driver);
    const res = await submitKyc(c, driver, {
      fields: {
        plateNumber: `ENU${ZWSP}-123\r\n`,
        vehicleColor: `Yel${ZWJ}low\n`,
        documentID: `${BOM}12345678901`,
        bankAccountHolderName: `Ada\nObi${RLO}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileRow(driver.id)).toMatchObject({
      plateNumber: "ENU-123",
      vehicleColor: "Yellow",
      documentId: "12345678901",
      bankAccountHolderName: "Ada Obi",
    });
  });

  it("an admin's rejection reason is stored on one line", async () => {
    const driver = await createDriver(t);
    expect((await submitKyc(await signedIn(t, driver), driver)).statusCode).toBe(200);
    const admin = await signedIn(t, await createUser(t, { role: "admin" }));
    const res = await admin({
      method: "POST",
      url: `/api/admin/kyc/${driver.id}/reject`,
      payload: { reason: `Blurry\r\nphoto${ZWSP}\n\nof the NIN` },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileRow(driver.id))?.rejectionReason).toBe("Blurry photo of the NIN");
  });

  it("a ride's place names are one line, and its note keeps its lines", async () => {
    const rider = await signedIn(t, await createUser(t));
    const res = await rider({
      method: "POST",
      url: "/api/rides",
      payload: rideBody({
        pickup: { ...place("odenigwe"), name: `Odenigwe\u2028${ZWSP}gate` },
        note: `Blue gate\nsecond floor${ZWJ}`,
      }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, res.json().data.id));
    expect(row).toMatchObject({ pickupName: "Odenigwe gate", note: "Blue gate\nsecond floor" });
  });

  it("a place search ignores invisible characters", async () => {
    const res = await client(t)({
      method: "GET",
      url: `/api/places?q=${encodeURIComponent(`Oden${ZWSP}igwe`)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { name: string }) => p.name)).toContain("Odenigwe");
  });
});
