import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BANK_CODES } from "@campusgo/domain";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { GatewayError, type PaymentGateway } from "../src/modules/payments/gateway.ts";
import { paystackGateway } from "../src/modules/payments/paystack.ts";
import { isValidSignature } from "../src/modules/payments/signature.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type AppOnDatabase, appOnDatabase } from "./helpers/app-on-database.ts";
import { freePort } from "./helpers/ports.ts";
import { redisEnv } from "./helpers/rides.ts";
import { eventually, sleep } from "./helpers/wait.ts";

interface Delivery {
  event: string;
  data: Record<string, unknown>;
  signed: boolean;
  /** What the receiver answered. */
  status: number;
}

/** A stand-in for the app's webhook route: records every delivery and checks its signature. */
class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  /** References whose first delivery is answered 500, to see the sandbox retry. */
  readonly failOnce = new Set<string>();
  private server: Server | undefined;
  secretKey = "";

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (c: Buffer) => chunks.push(c));
      request.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = JSON.parse(raw.toString("utf8")) as { event: string; data: Record<string, unknown> };
        const reference = String(body.data.reference ?? body.data.transaction_reference);
        const status = this.failOnce.delete(reference) ? 500 : 200;
        this.deliveries.push({
          event: body.event,
          data: body.data,
          signed: isValidSignature(raw, request.headers["x-paystack-signature"], this.secretKey),
          status,
        });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/webhook`;
  }

  /** The deliveries of one event for one reference (transfers, charges) or transaction (refunds). */
  of(event: string, reference: string): Delivery[] {
    return this.deliveries.filter(
      (d) => d.event === event && (d.data.reference ?? d.data.transaction_reference) === reference,
    );
  }

  received(event: string, reference: string): Promise<Delivery> {
    return eventually(() => this.of(event, reference).find((d) => d.status === 200), {
      what: `${event} for ${reference}`,
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const receiver = new WebhookReceiver();
let t: TestApp;
let base: string;
let publicUrl: string;
let gateway: PaymentGateway;
let callbackUrl: string;

const ref = (prefix = "CG-T") => `${prefix}-${randomBytes(8).toString("hex")}`;

/** A call to the sandbox's REST API as anyone might make it (the adapter hides status codes and messages). */
async function rest(method: "GET" | "POST", path: string, body?: unknown, key = t.config.payments.secretKey) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { status: boolean; message: string } };
}

async function startCheckout(amountKobo = 200_000, reference = ref()) {
  const { authorizationUrl } = await gateway.initialize({
    email: "ada@example.test",
    amountKobo,
    reference,
    callbackUrl,
    metadata: { purpose: "topup" },
  });
  return { reference, authorizationUrl };
}

/** Presses a button of the checkout form, as a browser posts it. */
function press(authorizationUrl: string, action: string, channel = "card") {
  return fetch(authorizationUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ channel, action }).toString(),
    redirect: "manual",
  });
}

async function paidCheckout(amountKobo: number) {
  const checkout = await startCheckout(amountKobo);
  expect((await press(checkout.authorizationUrl, "pay")).status).toBe(303);
  return checkout;
}

beforeAll(async () => {
  const webhookUrl = await receiver.start();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    ...redisEnv(),
  };
  // The sandbox's own settings for this port, with its webhooks sent to the receiver.
  const payments = { ...loadConfig({ NODE_ENV: "test", ...env }).payments, webhookUrl };
  t = await createTestApp(env, { payments });
  await t.app.listen({ port, host: "127.0.0.1" });
  receiver.secretKey = t.config.payments.secretKey;
  base = t.config.payments.baseUrl;
  gateway = paystackGateway(base, t.config.payments.secretKey);
  callbackUrl = `${publicUrl}/payments/return`;
});
afterAll(async () => {
  await t?.close();
  await receiver.stop();
});

describe("the sandbox gateway", () => {
  it("is configured at this app's own address", () => {
    expect(t.config.payments.gateway).toBe("sandbox");
    expect(base).toBe(`${publicUrl}/sandbox/paystack`);
  });

  it("takes a payment end to end through the real adapter: checkout page, Pay, verify, signed charge.success", async () => {
    const { reference, authorizationUrl } = await startCheckout(200_000);
    expect(authorizationUrl).toMatch(new RegExp(`^${publicUrl}/sandbox/paystack/checkout/[\\w-]{20,}$`));
    expect(await gateway.verify(reference)).toMatchObject({
      status: "abandoned",
      paidAt: null,
      channel: null,
    });
    receiver.failOnce.add(reference);

    const page = await fetch(authorizationUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain("<title>CampusGo sandbox checkout</title>");
    expect(html).toContain("No real money moves");
    expect(html).toContain("₦2,000");
    expect(html).toContain("ada@example.test");
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
    for (const label of [">Card<", ">Bank transfer<", ">Pay<", ">Decline<", ">Pay later<"]) {
      expect(html).toContain(label);
    }

    const paid = await press(authorizationUrl, "pay", "bank_transfer");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${callbackUrl}?trxref=${reference}&reference=${reference}`);

    const verified = await gateway.verify(reference);
    expect(verified).toMatchObject({ reference, status: "success", amountKobo: 200_000, currency: "NGN" });
    expect(verified.channel).toBe("bank_transfer");
    expect(Date.parse(verified.paidAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    // The receiver failed the first delivery; the sandbox tried again, signed the same way.
    const event = await receiver.received("charge.success", reference);
    expect(receiver.of("charge.success", reference).map((d) => d.status)).toEqual([500, 200]);
    expect(receiver.of("charge.success", reference).every((d) => d.signed)).toBe(true);
    expect(event.data).toMatchObject({
      reference,
      amount: 200_000,
      currency: "NGN",
      status: "success",
      channel: "bank_transfer",
      paid_at: verified.paidAt,
      customer: { email: "ada@example.test" },
      metadata: { purpose: "topup" },
    });

    // Done: the page says so and leads back; pressing again changes nothing.
    const again = await (await fetch(authorizationUrl)).text();
    expect(again).toContain("already paid");
    expect(again).toContain(`href="${callbackUrl}?trxref=${reference}&amp;reference=${reference}"`);
    expect((await press(authorizationUrl, "decline")).status).toBe(409);
    expect((await gateway.verify(reference)).status).toBe("success");
  });

  it("declines (no webhook) and leaves a checkout open on Pay later, sending the payer back each time", async () => {
    const later = await startCheckout(150_000);
    const pressedLater = await press(later.authorizationUrl, "later");
    expect(pressedLater.status).toBe(303);
    expect(pressedLater.headers.get("location")).toContain(`reference=${later.reference}`);
    expect((await gateway.verify(later.reference)).status).toBe("abandoned");
    expect(await (await fetch(later.authorizationUrl)).text()).toContain(">Pay<");

    const declined = await startCheckout(150_000);
    const pressedDecline = await press(declined.authorizationUrl, "decline");
    expect(pressedDecline.status).toBe(303);
    expect(pressedDecline.headers.get("location")).toContain(`trxref=${declined.reference}`);
    expect(await gateway.verify(declined.reference)).toMatchObject({ status: "failed", paidAt: null });
    expect(await (await fetch(declined.authorizationUrl)).text()).toContain("declined");

    await sleep(300);
    expect(receiver.deliveries.filter((d) => d.data.reference === declined.reference)).toEqual([]);
  });

  it("refuses a wrong or missing key with 401", async () => {
    for (const key of ["sk_test_wrong", ""]) {
      const { status, json } = await rest("GET", "/bank", undefined, key);
      expect(status).toBe(401);
      expect(json).toEqual({ status: false, message: "Invalid key" });
    }
    const wrong = paystackGateway(base, "sk_test_wrong");
    await expect(wrong.listBanks()).rejects.toMatchObject({ name: "GatewayError", status: 401 });
  });

  it("reads a JSON body sent without a Content-Type (as Paystack's own Node SDK sends it), or as text", async () => {
    for (const contentType of [undefined, "text/plain;charset=UTF-8"]) {
      const response = await fetch(`${base}/transaction/initialize`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${t.config.payments.secretKey}`,
          ...(contentType ? { "content-type": contentType } : {}),
        },
        // A Buffer body: fetch adds no Content-Type of its own to it.
        body: Buffer.from(JSON.stringify({ email: "ada@example.test", amount: 150_000, reference: ref() })),
      });
      expect(response.status, contentType ?? "none").toBe(200);
      expect(((await response.json()) as { status: boolean }).status).toBe(true);
    }
    const broken = await fetch(`${base}/transaction/initialize`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.config.payments.secretKey}` },
      body: Buffer.from("{not json"),
    });
    expect(broken.status).toBe(400);
  });

  it("refuses a reference used before, and answers for unknown ones", async () => {
    const { reference } = await startCheckout();
    const again = { email: "ada@example.test", amount: "200000", reference, callback_url: callbackUrl };
    expect(await rest("POST", "/transaction/initialize", again)).toEqual({
      status: 400,
      json: { status: false, message: "Duplicate Transaction Reference" },
    });
    await expect(startCheckout(200_000, reference)).rejects.toBeInstanceOf(GatewayError);
    expect(await rest("GET", `/transaction/verify/${ref()}`)).toEqual({
      status: 400,
      json: { status: false, message: "Transaction reference not found" },
    });
    const bad = await rest("POST", "/transaction/initialize", { email: "ada@example.test", amount: -5 });
    expect(bad).toMatchObject({ status: 400, json: { status: false } });
  });

  it("answers for a transaction from another instance on the same database", async () => {
    const { reference, authorizationUrl } = await startCheckout(300_000);
    let other: AppOnDatabase | undefined;
    try {
      other = await appOnDatabase(t.database, { PUBLIC_URL: publicUrl, SESSION_SECRET: "x".repeat(40) });
      const page = await other.app.inject({ method: "GET", url: new URL(authorizationUrl).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("₦3,000");
      const verified = await other.app.inject({
        method: "GET",
        url: `/sandbox/paystack/transaction/verify/${reference}`,
        headers: { authorization: `Bearer ${other.config.payments.secretKey}` },
      });
      expect(verified.json()).toMatchObject({ status: true, data: { reference, amount: 300_000 } });
    } finally {
      await other?.close();
    }
  });

  it("lists our 15 banks with their codes", async () => {
    const banks = await gateway.listBanks();
    expect(banks).toEqual(Object.entries(BANK_CODES).map(([name, code]) => ({ name, code })));
    const raw = (await rest("GET", "/bank?country=nigeria&currency=NGN")).json as unknown as {
      data: Record<string, unknown>[];
    };
    expect(raw.data).toHaveLength(15);
    expect(raw.data[0]).toMatchObject({
      currency: "NGN",
      type: "nuban",
      active: true,
      slug: expect.any(String),
    });
  });

  it("resolves an account's holder (the same name every time), and knows no account starting 000", async () => {
    const account = { accountNumber: "0123456789", bankCode: BANK_CODES.GTBank };
    const first = await gateway.resolveAccount(account);
    expect(first?.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(await gateway.resolveAccount(account)).toEqual(first);
    expect(await gateway.resolveAccount({ ...account, accountNumber: "0001234567" })).toBeNull();
    expect(await gateway.resolveAccount({ ...account, bankCode: "999" })).toBeNull();
  });

  it("pays out: transfer.success, or transfer.failed to an account number starting 000", async () => {
    const failing = await gateway.createRecipient({
      name: "Obi Eze",
      accountNumber: "0001234567",
      bankCode: "058",
    });
    const working = await gateway.createRecipient({
      name: "Obi Eze",
      accountNumber: "0123456789",
      bankCode: "058",
    });
    expect(failing.recipientCode).toMatch(/^RCP_/);

    const failedRef = ref("CG-P");
    const okRef = ref("CG-P");
    const asked = await gateway.transfer({
      amountKobo: 150_000,
      recipientCode: failing.recipientCode,
      reference: failedRef,
      reason: "CampusGo payout",
    });
    expect(asked).toMatchObject({ transferCode: expect.stringMatching(/^TRF_/), status: "pending" });
    await gateway.transfer({
      amountKobo: 250_000,
      recipientCode: working.recipientCode,
      reference: okRef,
      reason: "CampusGo payout",
    });

    const failed = await receiver.received("transfer.failed", failedRef);
    expect(failed.signed).toBe(true);
    expect(failed.data).toMatchObject({
      amount: 150_000,
      currency: "NGN",
      reference: failedRef,
      transfer_code: asked.transferCode,
      status: "failed",
      reason: "CampusGo payout",
      recipient: {
        recipient_code: failing.recipientCode,
        details: { account_number: "0001234567", bank_code: "058" },
      },
    });
    const sent = await receiver.received("transfer.success", okRef);
    expect(sent.data).toMatchObject({ amount: 250_000, status: "success", reference: okRef });
    expect(receiver.of("transfer.success", failedRef)).toEqual([]);
    expect(receiver.of("transfer.failed", okRef)).toEqual([]);

    // Transfer verify answers the outcome too (the follow-up of a transfer asked without an answer).
    expect(await gateway.verifyTransfer(failedRef)).toMatchObject({
      reference: failedRef,
      status: "failed",
      amountKobo: 150_000,
      transferCode: asked.transferCode,
    });
    expect(await gateway.verifyTransfer(okRef)).toMatchObject({ status: "success", amountKobo: 250_000 });
    expect(await gateway.verifyTransfer(ref("CG-P"))).toBeNull();

    const duplicate = { source: "balance", amount: 100, recipient: working.recipientCode, reference: okRef };
    expect(await rest("POST", "/transfer", duplicate)).toMatchObject({
      status: 400,
      json: { status: false },
    });
  });

  it("refuses a recipient with a bad account number or a bank not ours", async () => {
    for (const [accountNumber, bankCode] of [
      ["012345678", "058"],
      ["01234567890", "058"],
      ["012345678a", "058"],
      ["0123456789", "999"],
    ] as const) {
      const body = { type: "nuban", name: "Obi Eze", account_number: accountNumber, bank_code: bankCode };
      const { status, json } = await rest("POST", "/transferrecipient", { ...body, currency: "NGN" });
      expect(status, `${accountNumber} ${bankCode}`).toBe(400);
      expect(json.status).toBe(false);
    }
    const unknown = { source: "balance", amount: 100, recipient: "RCP_nobody", reference: ref() };
    expect(await rest("POST", "/transfer", unknown)).toMatchObject({ status: 400 });
  });

  it("refunds at most what was paid, then sends refund.processed", async () => {
    const { reference } = await paidCheckout(200_000);
    await expect(gateway.refund({ reference, amountKobo: 200_001 })).rejects.toMatchObject({ status: 400 });

    expect(await gateway.refund({ reference, amountKobo: 50_000 })).toEqual({ status: "pending" });
    const processed = await receiver.received("refund.processed", reference);
    expect(processed.signed).toBe(true);
    expect(processed.data).toMatchObject({
      transaction_reference: reference,
      refund_reference: expect.any(String),
      amount: 50_000,
      currency: "NGN",
      status: "processed",
    });

    // What is left is 150,000 kobo.
    const over = await rest("POST", "/refund", { transaction: reference, amount: 150_001 });
    expect(over).toMatchObject({ status: 400, json: { status: false } });
    expect(await rest("POST", "/refund", { transaction: reference, amount: "150000" })).toMatchObject({
      status: 200,
      json: {
        status: true,
        data: { transaction: { reference }, amount: 150_000, currency: "NGN", status: "pending" },
      },
    });
    await expect(gateway.refund({ reference, amountKobo: 1 })).rejects.toMatchObject({ status: 400 });

    const unpaid = await startCheckout();
    await expect(gateway.refund({ reference: unpaid.reference, amountKobo: 100 })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("answers an unknown checkout with a 404 page", async () => {
    for (const code of ["no-such-code-at-all-here", "bad$code", "x".repeat(100)]) {
      const page = await fetch(`${publicUrl}/sandbox/paystack/checkout/${code}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("Checkout not found");
      expect((await press(`${publicUrl}/sandbox/paystack/checkout/${code}`, "pay")).status).toBe(404);
    }
  });
});

const withoutSandbox = {
  production: { NODE_ENV: "production", MAIL_DISABLED: "1", SMS_DISABLED: "1" },
  "a Paystack key": { PAYSTACK_SECRET_KEY: "sk_test_real_one" },
};
for (const [name, env] of Object.entries(withoutSandbox)) {
  describe(`with ${name}`, () => {
    let app: TestApp;
    let webDist: string;
    const routes: string[] = [];
    beforeAll(async () => {
      // No built web app either, so an unknown page is a 404 rather than the web app's index.html.
      webDist = mkdtempSync(join(tmpdir(), "campusgo-no-web-"));
      const collect = (route: RouteOptions) => void routes.push(route.url);
      app = await createTestApp({ ...env, WEB_DIST: webDist }, {}, { onRoute: collect });
    });
    afterAll(async () => {
      await app?.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    it("has no sandbox gateway: its routes do not exist", async () => {
      expect(app.config.payments.gateway).not.toBe("sandbox");
      expect(routes.filter((url) => url.startsWith("/sandbox"))).toEqual([]);
      for (const [method, url] of [
        ["POST", "/sandbox/paystack/transaction/initialize"],
        ["GET", "/sandbox/paystack/bank"],
        ["GET", "/sandbox/paystack/checkout/abc"],
        ["POST", "/sandbox/paystack/checkout/abc"],
      ] as const) {
        const res = await app.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    });
  });
}
