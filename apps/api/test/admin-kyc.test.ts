import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, driverProfiles, notifications, type User } from "../src/db/schema/index.ts";
import { DECISION_SUBJECTS } from "../src/modules/admin/decision-messages.ts";
import { KYC_MESSAGES } from "../src/modules/kyc/messages.ts";
import { assertApprovedDriver } from "../src/modules/kyc/service.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createDriver, KYC_ANSWERS, putForm, submitKyc } from "./helpers/kyc.ts";
import { outbox } from "./helpers/outbox.ts";
import { type Client, client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let admin: User;
let asAdmin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin", fullName: "Chidi Admin" });
  asAdmin = await signedIn(t, admin);
});
afterAll(() => t.close());

/** A driver who has submitted a complete verification. */
async function pendingDriver(overrides: Parameters<typeof createDriver>[1] = {}) {
  const driver = await createDriver(t, overrides);
  const c = await signedIn(t, driver);
  const res = await submitKyc(c, driver);
  expect(res.statusCode).toBe(200);
  return { driver, c };
}

const approve = (c: Client, driverId: string) =>
  c({ method: "POST", url: `/api/admin/kyc/${driverId}/approve` });
const reject = (c: Client, driverId: string, reason?: unknown) =>
  c({
    method: "POST",
    url: `/api/admin/kyc/${driverId}/reject`,
    payload: reason === undefined ? {} : { reason },
  });
const auditFor = (driverId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, driverId));
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const statusOf = async (userId: string) =>
  (await t.database.db.select().from(driverProfiles).where(eq(driverProfiles.userId, userId)))[0]?.kycStatus;

describe("admin routes need an admin session", () => {
  it("refuses no session (401), drivers and passengers (403)", async () => {
    const { driver } = await pendingDriver();
    const calls = [
      { method: "GET", url: "/api/admin/kyc?status=pending" },
      { method: "GET", url: `/api/admin/kyc/${driver.id}` },
      { method: "POST", url: `/api/admin/kyc/${driver.id}/approve` },
      { method: "POST", url: `/api/admin/kyc/${driver.id}/reject`, payload: { reason: "Blurry photo" } },
      { method: "GET", url: "/api/admin/users" },
      { method: "GET", url: "/api/admin/audit" },
    ] as const;
    const driverClient = await signedIn(t, driver);
    const passenger = await signedIn(t, await createUser(t));
    for (const call of calls) {
      expect((await client(t)(call)).statusCode, call.url).toBe(401);
      expect((await driverClient(call)).statusCode, call.url).toBe(403);
      expect((await passenger(call)).statusCode, call.url).toBe(403);
    }
    expect(await statusOf(driver.id)).toBe("pending");
    expect(await auditFor(driver.id)).toHaveLength(0);
  });
});

describe("the review queue", () => {
  it("lists pending applications, oldest submission first", async () => {
    const first = await pendingDriver({ fullName: "Ada First", city: "Anambra" });
    const second = await pendingDriver({ fullName: "Bayo Second" });
    const unsubmitted = await createDriver(t);
    // Make the order unambiguous whatever the clock resolution.
    await t.database.db
      .update(driverProfiles)
      .set({ submittedAt: new Date("2020-01-01T08:00:00Z") })
      .where(eq(driverProfiles.userId, first.driver.id));

    const res = await asAdmin({ method: "GET", url: "/api/admin/kyc?status=pending" });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((r: { driverId: string }) => r.driverId);
    expect(ids.indexOf(first.driver.id)).toBeLessThan(ids.indexOf(second.driver.id));
    expect(ids).not.toContain(unsubmitted.id);
    expect(res.json().data.find((r: { driverId: string }) => r.driverId === first.driver.id)).toEqual({
      driverId: first.driver.id,
      fullName: "Ada First",
      email: first.driver.email,
      phoneNumber: first.driver.phoneNumber,
      city: "Anambra",
      status: "pending",
      submittedAt: "2020-01-01T08:00:00.000Z",
      vehicleType: "Keke",
      plateNumber: "ENU-123-AB",
    });
    const byDefault = await asAdmin({ method: "GET", url: "/api/admin/kyc" });
    expect(byDefault.json().data.map((r: { driverId: string }) => r.driverId)).toEqual(ids);

    const notSubmitted = await asAdmin({ method: "GET", url: "/api/admin/kyc?status=not_submitted" });
    expect(notSubmitted.json().data.map((r: { driverId: string }) => r.driverId)).toContain(unsubmitted.id);
    expect((await asAdmin({ method: "GET", url: "/api/admin/kyc?status=bogus" })).statusCode).toBe(400);
  });

  it("shows one application in full, with every image and the whole account number", async () => {
    const { driver } = await pendingDriver();
    const res = await asAdmin({ method: "GET", url: `/api/admin/kyc/${driver.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.driver).toMatchObject({ id: driver.id, fullName: driver.fullName, email: driver.email });
    expect(data.status).toBe("pending");
    expect(data.bank).toEqual({
      bankName: "GTBank",
      bankAccountHolderName: "Ada Obi",
      bankAccountNumber: "0123456789",
      bankAccountNumberMasked: "******6789",
    });
    const urls = [
      ...data.identity.documentPhotos.map((p: { url: string }) => p.url),
      ...data.vehicle.vehiclePhotos.map((p: { url: string }) => p.url),
      data.profileImage.url,
    ];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const image = await asAdmin({ method: "GET", url });
      expect(image.statusCode).toBe(200);
      expect(image.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("answers 404 for someone who is not a driver", async () => {
    const passenger = await createUser(t);
    for (const id of [passenger.id, "0190aaaa-0000-7000-8000-000000000000", "nope"]) {
      const res = await asAdmin({ method: "GET", url: `/api/admin/kyc/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Driver not found");
    }
  });
});

describe("decisions", () => {
  it("approves: the driver is told by e-mail and notification, the audit log records it", async () => {
    const { driver, c } = await pendingDriver({ fullName: "Emeka Okafor" });
    const res = await approve(asAdmin, driver.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Driver approved" });

    const kyc = (await c({ method: "GET", url: "/api/driver/kyc" })).json().data;
    expect(kyc.status).toBe("approved");
    expect(Date.parse(kyc.reviewedAt)).not.toBeNaN();
    await expect(assertApprovedDriver(t.database.db, driver.id)).resolves.toBeUndefined();

    const mails = await outbox(t, driver.email);
    expect(mails.map((m) => m.subject)).toContain("Your CampusGo driver account is approved");
    expect(mails.find((m) => m.subject === DECISION_SUBJECTS.approved)?.text).toContain("Hello Emeka,");

    const bell = (await c({ method: "GET", url: "/api/notifications" })).json();
    expect(bell.unread).toBe(1);
    expect(bell.data[0]).toMatchObject({
      kind: "kyc.approved",
      title: "Your CampusGo driver account is approved",
      link: "/dashboard",
      readAt: null,
    });

    const audit = await auditFor(driver.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: "kyc.approve", targetId: driver.id });
  });

  it("decides only pending applications", async () => {
    const { driver, c } = await pendingDriver();
    expect((await approve(asAdmin, driver.id)).statusCode).toBe(200);
    for (const res of [
      await approve(asAdmin, driver.id),
      await reject(asAdmin, driver.id, "Changed my mind"),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("This application is not awaiting review");
    }
    expect(await statusOf(driver.id)).toBe("approved");
    expect(await auditFor(driver.id)).toHaveLength(1);

    const fresh = await createDriver(t);
    expect((await approve(asAdmin, fresh.id)).statusCode).toBe(409);
    expect((await approve(asAdmin, "0190aaaa-0000-7000-8000-000000000000")).statusCode).toBe(404);

    // An approved driver's data is frozen.
    const edit = await putForm(c, "/api/driver/kyc/bank", KYC_ANSWERS.bank);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("Your account is already verified");
    const resubmit = await submitKyc(c, driver);
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json().message).toBe(KYC_MESSAGES.alreadyVerified);
  });

  it.each([
    ["no reason", undefined, "Please give a reason"],
    ["a blank reason", "   ", "Please give a reason"],
    ["a two-letter reason", "no", "Please give a reason"],
    ["a reason over 500 characters", "x".repeat(501), "The reason must be at most 500 characters"],
  ])("refuses a rejection with %s", async (_, reason, message) => {
    const { driver } = await pendingDriver();
    const res = await reject(asAdmin, driver.id, reason);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await statusOf(driver.id)).toBe("pending");
    expect(await auditFor(driver.id)).toHaveLength(0);
  });

  it("rejects with a reason; the driver fixes, resubmits and is approved", async () => {
    const { driver, c } = await pendingDriver();
    const reason = "The document photo is blurry";
    const res = await reject(asAdmin, driver.id, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Driver rejected" });

    let kyc = (await c({ method: "GET", url: "/api/driver/kyc" })).json().data;
    expect(kyc).toMatchObject({ status: "rejected", rejectionReason: reason });
    await expect(assertApprovedDriver(t.database.db, driver.id)).rejects.toMatchObject({
      message: `Your account was not approved: ${reason}`,
    });
    const mail = (await outbox(t, driver.email)).find((m) => m.subject === DECISION_SUBJECTS.rejected);
    expect(mail?.subject).toBe("Your CampusGo driver verification needs attention");
    expect(mail?.text).toContain(reason);
    expect(mail?.html).toContain(reason);
    const [note] = await notificationsOf(driver.id);
    expect(note).toMatchObject({ kind: "kyc.rejected", link: `/driver-kyc?whois=${driver.id}` });
    expect(note?.body).toContain(reason);
    expect((await auditFor(driver.id))[0]).toMatchObject({ action: "kyc.reject", details: { reason } });
    expect(
      (await asAdmin({ method: "GET", url: "/api/admin/kyc?status=pending" }))
        .json()
        .data.map((r: { driverId: string }) => r.driverId),
    ).not.toContain(driver.id);

    // A rejected driver may change a step, then resubmit.
    const fix = await putForm(c, "/api/driver/kyc/identity", { documentID: "98765432100" });
    expect(fix.statusCode).toBe(200);
    expect(fix.json().data.status).toBe("rejected");
    const again = await putForm(c, `/api/driver/driverkyc?whois=${driver.id}&skip=1`, {});
    expect(again.statusCode).toBe(200);
    kyc = again.json().data;
    expect(kyc).toMatchObject({ status: "pending", rejectionReason: null, reviewedAt: null });
    expect(kyc.identity.documentID).toBe("98765432100");
    expect(
      (await asAdmin({ method: "GET", url: "/api/admin/kyc?status=pending" }))
        .json()
        .data.map((r: { driverId: string }) => r.driverId),
    ).toContain(driver.id);

    expect((await approve(asAdmin, driver.id)).statusCode).toBe(200);
    expect(await statusOf(driver.id)).toBe("approved");
    expect((await auditFor(driver.id)).map((a) => a.action).sort()).toEqual(["kyc.approve", "kyc.reject"]);
    expect(await notificationsOf(driver.id)).toHaveLength(2);
  });

  it("lets exactly one of two admins approving at once win", async () => {
    const { driver } = await pendingDriver();
    const secondAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
    const results = await Promise.all([approve(asAdmin, driver.id), approve(secondAdmin, driver.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      "This application is not awaiting review",
    );
    expect(await auditFor(driver.id)).toHaveLength(1);
    expect(await notificationsOf(driver.id)).toHaveLength(1);
    expect(
      (await outbox(t, driver.email)).filter((m) => m.subject === DECISION_SUBJECTS.approved),
    ).toHaveLength(1);
  });

  it("lets exactly one of an approval and a rejection at once win", async () => {
    const { driver } = await pendingDriver();
    const secondAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
    const [a, r] = await Promise.all([
      approve(asAdmin, driver.id),
      reject(secondAdmin, driver.id, "Wrong plate"),
    ]);
    expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    expect(await statusOf(driver.id)).toBe(a.statusCode === 200 ? "approved" : "rejected");
    expect(await auditFor(driver.id)).toHaveLength(1);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists decisions newest first with the acting admin", async () => {
    const one = await pendingDriver();
    const two = await pendingDriver();
    await reject(asAdmin, one.driver.id, "Expired licence");
    await approve(asAdmin, two.driver.id);
    const res = await asAdmin({ method: "GET", url: "/api/admin/audit" });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    const mine = rows.filter((r: { targetId: string }) =>
      [one.driver.id, two.driver.id].includes(r.targetId),
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      actor: { id: admin.id, fullName: "Chidi Admin" },
      action: "kyc.approve",
      targetId: two.driver.id,
      details: {},
    });
    expect(mine[1]).toMatchObject({
      action: "kyc.reject",
      targetId: one.driver.id,
      details: { reason: "Expired licence" },
    });
    for (let i = 1; i < rows.length; i++) {
      expect(Date.parse(rows[i - 1].createdAt)).toBeGreaterThanOrEqual(Date.parse(rows[i].createdAt));
    }
  });
});

describe("GET /api/admin/users", () => {
  it("filters by role and searches by name, e-mail or phone", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const driver = await createDriver(t, {
      fullName: `Ngozi ${tag} Driver`,
      phoneNumber: `0809${Date.now().toString().slice(-7)}`,
    });
    const rider = await createUser(t, { fullName: `Tobi ${tag} Rider`, email: `tobi-${tag}@example.test` });

    const drivers = (await asAdmin({ method: "GET", url: `/api/admin/users?role=driver&q=${tag}` })).json();
    expect(drivers.total).toBe(1);
    expect(drivers.data[0]).toMatchObject({
      id: driver.id,
      role: "driver",
      fullName: `Ngozi ${tag} Driver`,
      activated: true,
      kycStatus: "not_submitted",
    });
    const riders = (await asAdmin({ method: "GET", url: `/api/admin/users?role=passenger&q=${tag}` })).json();
    expect(riders.data.map((u: { id: string }) => u.id)).toEqual([rider.id]);
    expect(riders.data[0].kycStatus).toBeNull();

    const byEmail = (await asAdmin({ method: "GET", url: `/api/admin/users?q=TOBI-${tag}@` })).json();
    expect(byEmail.data.map((u: { id: string }) => u.id)).toEqual([rider.id]);
    const byPhone = (
      await asAdmin({ method: "GET", url: `/api/admin/users?q=${driver.phoneNumber}` })
    ).json();
    expect(byPhone.data.map((u: { id: string }) => u.id)).toEqual([driver.id]);
    const wildcard = (
      await asAdmin({ method: "GET", url: `/api/admin/users?q=${encodeURIComponent("%")}` })
    ).json();
    expect(wildcard.total).toBe(0);
  });

  it("pages by 20 and reports the total", async () => {
    const tag = `pg${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 23; i++) await createUser(t, { fullName: `Pager ${tag} ${i}` });
    const first = (await asAdmin({ method: "GET", url: `/api/admin/users?q=${tag}&page=1` })).json();
    const second = (await asAdmin({ method: "GET", url: `/api/admin/users?q=${tag}&page=2` })).json();
    expect(first.total).toBe(23);
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(3);
    const ids = new Set([...first.data, ...second.data].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(23);
  });
});
