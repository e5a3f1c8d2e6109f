import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { smsMessages, type User, users } from "../src/db/schema/index.ts";
import { DRIVER_SMS } from "../src/modules/admin/driver-sms.ts";
import { createDriver, submitKyc } from "./helpers/kyc.ts";
import { completedTrip, paymentsSuite } from "./helpers/payments.ts";
import { signedIn } from "./helpers/users.ts";

/**
 * A driver is texted, beside the e-mail and the in-app notice, when an admin approves or rejects their
 * verification or suspends them: one short plain message to the phone number of their account.
 */
const { t, asAdmin } = await paymentsSuite();

/** The texts kept for a number, as the development outbox lists them. */
async function textsTo(phoneNumber: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/dev/sms", query: { to: phoneNumber } });
  expect(res.statusCode).toBe(200);
  return res.json() as { to: string; purpose: string; text: string; status: string }[];
}

const e164 = (phoneNumber: string | null) => `+234${phoneNumber?.slice(1)}`;

async function pendingDriver(overrides: Parameters<typeof createDriver>[1] = {}): Promise<User> {
  const driver = await createDriver(t, overrides);
  const res = await submitKyc(await signedIn(t, driver), driver);
  expect(res.statusCode, res.body).toBe(200);
  return driver;
}

/** The characters of GSM 03.38's basic set, which one 160-character message can carry. */
const GSM_BASIC = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

describe("the texts to a driver", () => {
  it("are each one plain GSM message without a link", () => {
    for (const { text } of Object.values(DRIVER_SMS)) {
      expect(text.length, text).toBeLessThanOrEqual(160);
      expect(text, text).toMatch(GSM_BASIC);
      expect(text, text).not.toMatch(/https?:|www\.|\.ng\b|\.com\b/);
      expect(text.startsWith("CampusGo: "), text).toBe(true);
    }
  });
});

describe("a driver's verification decided", () => {
  it("texts the approved driver at their account's number", async () => {
    const driver = await pendingDriver();
    const res = await asAdmin({ method: "POST", url: `/api/admin/kyc/${driver.id}/approve` });
    expect(res.statusCode, res.body).toBe(200);

    expect(await textsTo(driver.phoneNumber ?? "")).toEqual([
      expect.objectContaining({
        to: e164(driver.phoneNumber),
        purpose: "driver.kyc.approved",
        text: "CampusGo: your driver account is approved. Open the app to go online.",
        status: "outbox",
      }),
    ]);
  });

  it("texts the rejected driver, without the reason (the app and the e-mail give it)", async () => {
    const driver = await pendingDriver();
    const res = await asAdmin({
      method: "POST",
      url: `/api/admin/kyc/${driver.id}/reject`,
      payload: { reason: "Your licence photo is blurry" },
    });
    expect(res.statusCode, res.body).toBe(200);

    const texts = await textsTo(driver.phoneNumber ?? "");
    expect(texts).toEqual([
      expect.objectContaining({ purpose: "driver.kyc.rejected", text: DRIVER_SMS.rejected.text }),
    ]);
    expect(texts[0]?.text).not.toContain("blurry");
  });

  it("texts nobody when the driver has no phone number, and the decision stands", async () => {
    const driver = await pendingDriver({ phoneNumber: null });
    const before = await t.database.db.select().from(smsMessages);
    const res = await asAdmin({ method: "POST", url: `/api/admin/kyc/${driver.id}/approve` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(smsMessages)).toHaveLength(before.length);
  });

  it("texts nothing for a decision refused: deciding twice sends one text", async () => {
    const driver = await pendingDriver();
    const url = `/api/admin/kyc/${driver.id}/approve`;
    const answers = await Promise.all([asAdmin({ method: "POST", url }), asAdmin({ method: "POST", url })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await textsTo(driver.phoneNumber ?? "")).toHaveLength(1);
  });
});

describe("a driver suspended after a report", () => {
  it("is texted that they are suspended", async () => {
    const trip = await completedTrip(t);
    const reported = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/report` });
    expect(reported.statusCode, reported.body).toBe(201);
    const queue = (await asAdmin({ method: "GET", url: "/api/admin/payment-reports?status=open" })).json()
      .data;
    const item = queue.find((r: { ride: { id: string } }) => r.ride.id === trip.rideId);
    const decided = await asAdmin({
      method: "POST",
      url: `/api/admin/payment-reports/${item.id}/decision`,
      payload: { action: "suspend" },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const [driver] = await t.database.db.select().from(users).where(eq(users.id, trip.driver.user.id));
    expect(await textsTo(driver?.phoneNumber ?? "")).toEqual([
      expect.objectContaining({
        to: e164(driver?.phoneNumber ?? null),
        purpose: "driver.suspended",
        text: DRIVER_SMS.suspended.text,
      }),
    ]);
  });
});
