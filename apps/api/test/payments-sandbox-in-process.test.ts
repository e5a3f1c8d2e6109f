import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { freePort } from "./helpers/ports.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * The development gateway is the app's own sandbox (/sandbox/paystack). The app's calls to it used to go over
 * the network to http://127.0.0.1:$PORT, where an app built for tests (app.inject, as in bad-input.test.ts)
 * does not listen: every top-up that passed validation answered 503 "Payments are unavailable right now".
 * They are answered in-process now, whatever listens on that port.
 */
describe("the app's own sandbox gateway", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on, as in any API test (the default, 3000, may be another program's).
    t = await createTestApp({ PORT: String(await freePort()) });
  });
  afterAll(() => t.close());

  it("starts a top-up and reads its state back while the app listens on no port", async () => {
    expect(t.app.server.listening).toBe(false);
    expect(t.config.payments).toMatchObject({ gateway: "sandbox", inProcess: true });
    const rider = await signedIn(t, await createUser(t));
    const res = await rider({
      method: "POST",
      url: "/api/payments/wallet/topup",
      payload: { amountKobo: 20_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { reference, authorizationUrl } = res.json().data;
    expect(authorizationUrl).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox/paystack/checkout/`));
    const confirm = await rider({ method: "POST", url: `/api/payments/${reference}/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data).toMatchObject({ reference, status: "pending", amountKobo: 20_000 });
  });

  it("answers 40 top-ups at once, each with its own checkout", async () => {
    const riders = await Promise.all(
      Array.from({ length: 40 }, async () => signedIn(t, await createUser(t))),
    );
    const answers = await Promise.all(
      riders.map((rider, i) =>
        rider({
          method: "POST",
          url: "/api/payments/wallet/topup",
          payload: { amountKobo: 10_000 + i * 100 },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    expect(new Set(answers.map((r) => r.json().data.reference)).size).toBe(40);
  });
});
