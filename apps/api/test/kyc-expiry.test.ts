import { EXPIRY_MESSAGES } from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycDocumentExpiries, notifications, type User } from "../src/db/schema/index.ts";
import { type KycNoticeDeps, remindExpiringDocuments } from "../src/modules/kyc/expiry.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { jpeg } from "./helpers/images.ts";
import { createDriver, putForm, submitKyc } from "./helpers/kyc.ts";
import { outbox } from "./helpers/outbox.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let deps: KycNoticeDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.app.db, notifier: t.app.notifier, mailer: t.app.mailer, log: t.app.log };
});
afterAll(() => t.close());

const DAY = 86_400_000;
const day = (at: Date) => at.toISOString().slice(0, 10);
const noticesOf = (userId: string, kind: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe("a driver's verification sent for review", () => {
  it("tells the admins who review verifications, in the app and by e-mail, and keeps the expiry dates", async () => {
    const operations = await createUser(t, { role: "admin", adminRight: "operations" });
    const superAdmin = await createUser(t, { role: "admin", adminRight: "super_admin" });
    const finance = await createUser(t, { role: "admin", adminRight: "finance" });
    const driver = await createDriver(t);
    const inAYear = day(new Date(Date.now() + 365 * DAY));
    const inTwoYears = day(new Date(Date.now() + 730 * DAY));
    const res = await submitKyc(await signedIn(t, driver), driver, {
      fields: { documentExpiresOn: inAYear, vehiclePapersExpireOn: inTwoYears },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.identity.documentExpiresOn).toBe(inAYear);
    expect(res.json().data.vehicle.vehiclePapersExpireOn).toBe(inTwoYears);

    for (const admin of [operations, superAdmin]) {
      const [notice, ...more] = await noticesOf(admin.id, "kyc.submitted");
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        title: "A driver's verification to review",
        body: `${driver.fullName} sent their verification for review.`,
        link: `/admin/kyc/${driver.id}`,
      });
      const mails = await outbox(t, admin.email);
      expect(mails.map((m) => m.subject)).toContain("A driver's verification to review");
    }
    // A finance admin does not review verifications.
    expect(await noticesOf(finance.id, "kyc.submitted")).toEqual([]);
  });

  it("refuses an expiry date that is not a day, has passed or is decades away, and stores nothing", async () => {
    const driver = await createDriver(t);
    const c = await signedIn(t, driver);
    const cases: [string, string][] = [
      ["30/06/2027", EXPIRY_MESSAGES.date],
      ["2027-02-30", EXPIRY_MESSAGES.date],
      [day(new Date()), EXPIRY_MESSAGES.passed],
      ["2020-01-01", EXPIRY_MESSAGES.passed],
      [`${new Date().getUTCFullYear() + 30}-01-01`, EXPIRY_MESSAGES.tooFar],
    ];
    for (const [value, message] of cases) {
      const identity = await putForm(
        c,
        `/api/driver/kyc/identity?whois=${driver.id}`,
        { meansOfIdentification: "Driver's License", documentID: "ABC12345", documentExpiresOn: value },
        [{ field: "documentPhotos", data: await jpeg(), filename: "licence.jpg" }],
      );
      expect(identity.statusCode, value).toBe(400);
      expect(identity.json().message, value).toBe(message);
      const whole = await submitKyc(c, driver, { fields: { vehiclePapersExpireOn: value } });
      expect(whole.statusCode, value).toBe(400);
      expect(whole.json().message, value).toBe(message);
    }
    expect(
      await t.app.db.select().from(kycDocumentExpiries).where(eq(kycDocumentExpiries.userId, driver.id)),
    ).toEqual([]);
  });
});

describe("reminders before a document runs out", () => {
  async function driverWith(
    document: "identity_document" | "vehicle_papers",
    expiresOn: string,
  ): Promise<User> {
    const driver = await createDriver(t);
    await t.app.db.insert(kycDocumentExpiries).values({ userId: driver.id, document, expiresOn });
    return driver;
  }

  it("reminds 30 and 7 days before, each once, even with sweeps racing; a date given late gets the notice ahead", async () => {
    const now = new Date("2031-03-01T09:00:00Z");
    const in20 = await driverWith("identity_document", "2031-03-21");
    const in5 = await driverWith("vehicle_papers", "2031-03-06");
    const in40 = await driverWith("vehicle_papers", "2031-04-10");

    // Four sweeps at once, as four instances would run them.
    await Promise.all([1, 2, 3, 4].map(() => remindExpiringDocuments(deps, now)));
    const [first] = await noticesOf(in20.id, "kyc.expiry");
    expect(await noticesOf(in20.id, "kyc.expiry")).toHaveLength(1);
    expect(first).toMatchObject({
      title: "Your identity document runs out soon",
      body: "Your identity document runs out on 21 March 2031. Renew it and send the new one from Verification, so you can keep driving.",
    });
    // Five days left: the 7-day notice only, not a late 30-day one as well.
    const late = await noticesOf(in5.id, "kyc.expiry");
    expect(late.map((n) => n.title)).toEqual(["Your vehicle papers run out soon"]);
    expect(await noticesOf(in40.id, "kyc.expiry")).toEqual([]);
    expect((await outbox(t, in20.email)).filter((m) => m.subject.includes("runs out soon"))).toHaveLength(1);
    expect((await outbox(t, in5.email)).filter((m) => m.subject.includes("run out soon"))).toHaveLength(1);

    // The next day nothing more; two weeks on, the 20-day document is 6 days away: its 7-day notice, once.
    await remindExpiringDocuments(deps, new Date(now.getTime() + DAY));
    expect(await noticesOf(in20.id, "kyc.expiry")).toHaveLength(1);
    const later = new Date(now.getTime() + 14 * DAY);
    await Promise.all([remindExpiringDocuments(deps, later), remindExpiringDocuments(deps, later)]);
    expect(await noticesOf(in20.id, "kyc.expiry")).toHaveLength(2);
    expect(await noticesOf(in5.id, "kyc.expiry")).toHaveLength(1);
    // And the 40-day document, now 26 days away, gets its 30-day notice.
    expect(await noticesOf(in40.id, "kyc.expiry")).toHaveLength(1);

    // A renewed document (a new date) is reminded of again when its time comes.
    await t.app.db
      .update(kycDocumentExpiries)
      .set({ expiresOn: "2031-04-20" })
      .where(eq(kycDocumentExpiries.userId, in20.id));
    await remindExpiringDocuments(deps, new Date("2031-03-25T09:00:00Z"));
    expect(await noticesOf(in20.id, "kyc.expiry")).toHaveLength(3);
  });
});
