import { PAYMENT_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { payments } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { startFakePaystack } from "./helpers/fake-paystack.ts";
import { chargeOf, completedTrip, fundEarnings, fundWallet, withBankAccount } from "./helpers/payments.ts";
import { MANUAL_DISPATCH, redisEnv } from "./helpers/rides.ts";

describe("production without PAYSTACK_SECRET_KEY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...MANUAL_DISPATCH,
      ...redisEnv(),
      NODE_ENV: "production",
      MAIL_DISABLED: "1",
      SMS_DISABLED: "1",
    });
  });
  afterAll(() => t.close());

  it("has no gateway: paying at a checkout, topping up and payouts answer 503 with the message", async () => {
    expect(t.config.payments.gateway).toBe("none");
    const trip = await completedTrip(t);
    const answers = [
      await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` }),
      await trip.rider({
        method: "POST",
        url: "/api/payments/wallet/topup",
        payload: { amountKobo: 50_000 },
      }),
    ];
    await withBankAccount(t, trip.driver.user.id);
    await fundEarnings(t, trip.driver.user.id, t.config.payments.payoutMinKobo);
    answers.push(
      await trip.driver.api({
        method: "POST",
        url: "/api/driver/payouts",
        payload: { amountKobo: t.config.payments.payoutMinKobo },
      }),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.gatewayDown);
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.tripId, trip.rideId))).toEqual([]);
    // The wallet needs no gateway.
    await fundWallet(t, trip.riderUser.id, trip.amountKobo);
    const paid = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await chargeOf(t, trip.rideId))?.status).toBe("paid");
  });

  it("refuses every webhook: there is no key to check it with", async () => {
    const fake = await startFakePaystack("");
    try {
      const res = await fake.webhook(t.app, { event: "charge.success", data: { reference: "CG-W-x" } });
      expect(res.statusCode).toBe(401);
    } finally {
      await fake.close();
    }
  });
});

describe("the gateway a configuration picks", () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ SESSION_SECRET: "s".repeat(32), DATA_DIR: "/nonexistent", PORT: "3999", ...env });

  it("outside production without a key: the app's own sandbox, never Paystack", () => {
    const { payments } = config({ NODE_ENV: "test" });
    expect(payments).toMatchObject({ gateway: "sandbox", baseUrl: "http://127.0.0.1:3999/sandbox/paystack" });
    expect(payments.secretKey).toMatch(/^sk_sandbox_/);
  });

  it("with a key: Paystack's protocol at PAYSTACK_BASE_URL, or Paystack itself", () => {
    expect(
      config({ NODE_ENV: "test", PAYSTACK_SECRET_KEY: "sk_test_x", PAYSTACK_BASE_URL: "http://127.0.0.1:9/" })
        .payments,
    ).toMatchObject({ gateway: "paystack", secretKey: "sk_test_x", baseUrl: "http://127.0.0.1:9" });
    expect(
      config({
        NODE_ENV: "production",
        MAIL_DISABLED: "1",
        SMS_DISABLED: "1",
        PAYSTACK_SECRET_KEY: "sk_live_x",
      }).payments,
    ).toMatchObject({ gateway: "paystack", baseUrl: "https://api.paystack.co" });
  });
});
