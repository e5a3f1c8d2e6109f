import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverProfiles, kycFiles, type User } from "../src/db/schema/index.ts";
import { uploadPath } from "../src/lib/uploads.ts";
import { KYC_MESSAGES } from "../src/modules/kyc/messages.ts";
import { assertApprovedDriver, deleteKycFiles } from "../src/modules/kyc/service.ts";
import { NOT_SIGNED_IN } from "../src/plugins/session.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { jpeg } from "./helpers/images.ts";
import { createDriver, KYC_ANSWERS, putForm, submitKyc } from "./helpers/kyc.ts";
import { multipart } from "./helpers/multipart.ts";
import { type Client, client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newDriver(): Promise<{ driver: User; c: Client }> {
  const driver = await createDriver(t);
  return { driver, c: await signedIn(t, driver) };
}

const filesOf = (userId: string) => t.database.db.select().from(kycFiles).where(eq(kycFiles.userId, userId));
const profileOf = async (userId: string) =>
  (await t.database.db.select().from(driverProfiles).where(eq(driverProfiles.userId, userId)))[0];

const WRITES = [
  "/api/driver/kyc/identity",
  "/api/driver/kyc/vehicle",
  "/api/driver/kyc/bank",
  "/api/driver/kyc/profile",
  "/api/driver/kyc/earlier/identity",
  "/api/driver/kyc/earlier/address",
  "/api/driver/kyc/earlier/place",
];

describe("who may use the driver KYC endpoints", () => {
  it("refuses calls without a session with 401", async () => {
    const anonymous = client(t);
    const { driver } = await newDriver();
    expect((await anonymous({ method: "GET", url: "/api/driver/kyc" })).statusCode).toBe(401);
    for (const url of [...WRITES, `/api/driver/driverkyc?whois=${driver.id}`]) {
      const res = await putForm(anonymous, url, KYC_ANSWERS.bank);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(NOT_SIGNED_IN);
    }
    expect(await profileOf(driver.id)).toBeUndefined();
  });

  it.each(["passenger", "admin"] as const)("refuses a %s with 403", async (role) => {
    const user = await createUser(t, { role });
    const c = await signedIn(t, user);
    expect((await c({ method: "GET", url: "/api/driver/kyc" })).statusCode).toBe(403);
    for (const url of [...WRITES, `/api/driver/driverkyc?whois=${user.id}`]) {
      const res = await putForm(c, url, KYC_ANSWERS.bank, [{ field: "documentPhotos", data: await jpeg() }]);
      expect(res.statusCode, url).toBe(403);
    }
    expect(await profileOf(user.id)).toBeUndefined();
    expect(await filesOf(user.id)).toHaveLength(0);
  });

  it("refuses a submission whose whois is another driver (or missing) with 403, changing nobody", async () => {
    const { c } = await newDriver();
    const { driver: other } = await newDriver();
    const res = await submitKyc(c, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(KYC_MESSAGES.notYours);
    const missing = await putForm(c, "/api/driver/driverkyc", KYC_ANSWERS.bank);
    expect(missing.statusCode).toBe(403);
    expect(await profileOf(other.id)).toBeUndefined();
    expect(await filesOf(other.id)).toHaveLength(0);
  });

  it("refuses state changes without the CSRF header", async () => {
    const { driver } = await newDriver();
    const c = await signedIn(t, driver);
    const res = await c({
      method: "PUT",
      url: "/api/driver/kyc/bank",
      payload: KYC_ANSWERS.bank,
      headers: { "x-campusgo-csrf": "0" },
    });
    expect(res.statusCode).toBe(403);
    expect(await profileOf(driver.id)).toBeUndefined();
  });

  it("shows each driver only their own data and files", async () => {
    const a = await newDriver();
    const b = await newDriver();
    const saved = await putForm(b.c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, [
      { field: "documentPhotos", data: await jpeg() },
    ]);
    const url = saved.json().data.identity.documentPhotos[0].url;

    expect((await a.c({ method: "GET", url: "/api/driver/kyc" })).json().data.identity.documentID).toBeNull();
    expect((await a.c({ method: "GET", url })).statusCode).toBe(404);
    const passenger = await signedIn(t, await createUser(t));
    expect((await passenger({ method: "GET", url })).statusCode).toBe(404);
    expect((await client(t)({ method: "GET", url })).statusCode).toBe(401);
    expect((await b.c({ method: "GET", url })).statusCode).toBe(200);
    const admin = await signedIn(t, await createUser(t, { role: "admin" }));
    expect((await admin({ method: "GET", url })).statusCode).toBe(200);

    // Another driver cannot remove b's photo by naming its id in their own save.
    const id = saved.json().data.identity.documentPhotos[0].id;
    const attempt = await putForm(
      a.c,
      "/api/driver/kyc/identity",
      { ...KYC_ANSWERS.identity, removePhotoIds: id },
      [{ field: "documentPhotos", data: await jpeg() }],
    );
    expect(attempt.statusCode).toBe(200);
    expect(await filesOf(b.driver.id)).toHaveLength(1);
  });

  it("does not accept unexpected file fields", async () => {
    const { driver, c } = await newDriver();
    const res = await c({
      method: "PUT",
      url: "/api/driver/kyc/bank",
      ...(await multipart(KYC_ANSWERS.bank, [{ field: "documentPhotos", data: await jpeg() }])),
    });
    expect(res.statusCode).toBe(400);
    expect(await filesOf(driver.id)).toHaveLength(0);
  });
});

describe("assertApprovedDriver", () => {
  it("refuses drivers until approved, naming the reason after a rejection", async () => {
    const { driver, c } = await newDriver();
    await expect(assertApprovedDriver(t.database.db, driver.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "Your account is awaiting verification",
    });
    await submitKyc(c, driver);
    await expect(assertApprovedDriver(t.database.db, driver.id)).rejects.toMatchObject({
      message: "Your account is awaiting verification",
    });
    await t.database.db
      .update(driverProfiles)
      .set({ kycStatus: "rejected", rejectionReason: "The plate number is unreadable" })
      .where(eq(driverProfiles.userId, driver.id));
    await expect(assertApprovedDriver(t.database.db, driver.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "Your account was not approved: The plate number is unreadable",
    });
    await t.database.db
      .update(driverProfiles)
      .set({ kycStatus: "approved", rejectionReason: null })
      .where(eq(driverProfiles.userId, driver.id));
    await expect(assertApprovedDriver(t.database.db, driver.id)).resolves.toBeUndefined();
  });
});

describe("deleting KYC files", () => {
  it("deleteKycFiles removes the rows and the files on disk", async () => {
    const { driver, c } = await newDriver();
    await submitKyc(c, driver);
    const rows = await filesOf(driver.id);
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(existsSync(uploadPath(t.config.dataDir, r.key))).toBe(true);
    await deleteKycFiles(t.database.db, t.config.dataDir, driver.id);
    expect(await filesOf(driver.id)).toHaveLength(0);
    for (const r of rows) expect(existsSync(uploadPath(t.config.dataDir, r.key))).toBe(false);
  });

  it("deleting the account deletes the KYC files and the personal verification data", async () => {
    const { driver, c } = await newDriver();
    await submitKyc(c, driver);
    const rows = await filesOf(driver.id);
    const res = await c({ method: "DELETE", url: "/api/users/me", payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await filesOf(driver.id)).toHaveLength(0);
    for (const r of rows) expect(existsSync(uploadPath(t.config.dataDir, r.key))).toBe(false);
    expect(await profileOf(driver.id)).toMatchObject({
      documentId: null,
      bankAccountNumber: null,
      plateNumber: null,
    });
  });
});
