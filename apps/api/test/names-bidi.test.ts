import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { client, createUser, signedIn } from "./helpers/users.ts";

/** Right-to-left override, pop, isolates and invisible marks. */
const RLO = "\u202E";
const PDF = "\u202C";
const FSI = "\u2068";
const PDI = "\u2069";
const RLM = "\u200F";
const ALM = "\u061C";
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `084${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const password = "odenigwe-night-ride";

describe("names are stored without bidirectional controls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const passenger = (fullName: string) => ({
    fullName,
    email: `bidi-${unique()}@example.test`,
    phoneNumber: phone(),
    password,
    confirmPassword: password,
    role: "passenger",
  });

  it("a passenger's full name loses its controls before it is stored and shown", async () => {
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: passenger(`Ada ${RLO}ibO${PDF} ${RLM}Admin`),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.fullName).toBe("Ada ibO Admin");
    expect((await row(res.json().data.id))?.fullName).toBe("Ada ibO Admin");
  });

  it("controls do not count towards the minimum length", async () => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: passenger(`${RLO}${RLO}Al${PDF}${ALM}`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Full name must be at least 3 characters");
    const driver = await client(t)({
      method: "POST",
      url: "/api/auth/register/driver",
      payload: {
        firstName: `${FSI}Ch${PDI}`,
        lastName: "Okafor",
        email: `bidi-${unique()}@example.test`,
        phoneNumber: phone(),
        password,
        confirmPassword: password,
        city: "Lagos",
        role: "driver",
      },
    });
    expect(driver.statusCode).toBe(400);
    expect(driver.json().message).toBe("First Name must be at least 3 characters");
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it("a driver's first and last name, and an edited profile name, are stored clean", async () => {
    const res = await client(t)({
      method: "POST",
      url: "/api/auth/register/driver",
      payload: {
        firstName: `${FSI}Chidi${PDI}`,
        lastName: `${RLO}rafokO${PDF}`,
        email: `bidi-${unique()}@example.test`,
        phoneNumber: phone(),
        password,
        confirmPassword: password,
        city: "Lagos",
        role: "driver",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await row(res.json().data.id)).toMatchObject({
      fullName: "Chidi rafokO",
      firstName: "Chidi",
      lastName: "rafokO",
    });

    const user = await createUser(t);
    const c = await signedIn(t, user);
    const edited = await c({
      method: "PATCH",
      url: "/api/users/me",
      payload: { fullName: `Amaka ${RLO}ihcO`, phoneNumber: user.phoneNumber, email: user.email },
    });
    expect(edited.statusCode).toBe(200);
    expect((await row(user.id))?.fullName).toBe("Amaka ihcO");
  });
});
