import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BANK_CODES } from "@campusgo/domain";
import type { FastifyInstance } from "fastify";

/**
 * A stand-in for Paystack's REST API in tests (node:http on a free port), speaking its protocol to the app's
 * adapter: initialize, verify, refund, bank, transferrecipient, transfer, transfer/verify. Answers can be changed per test
 * (verify saying another amount or currency, a call failing, a transfer's outcome), every call is recorded,
 * and it sends webhooks signed as Paystack does (x-paystack-signature: hex HMAC-SHA512 of the raw body with
 * the secret key). Not the app's sandbox: nothing of the app is used here.
 */

export type FakeOperation =
  | "initialize"
  | "verify"
  | "refund"
  | "bank"
  | "resolve"
  | "transferrecipient"
  | "transfer"
  | "verifytransfer";

export interface FakeCall {
  operation: FakeOperation | "unknown";
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  authorized: boolean;
}

export interface FakeTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  /** pending until paid or declined ("success", "failed", "abandoned"). */
  status: string;
  channel: string | null;
  paidAt: string | null;
  callbackUrl: string | null;
  metadata: unknown;
}

export interface FakeTransfer {
  reference: string;
  transferCode: string;
  recipientCode: string;
  amount: number;
  reason: string;
  status: string;
}

export interface FakeRefund {
  id: number;
  transactionReference: string;
  amount: number;
}

/** What the app answers a delivered webhook. */
export interface WebhookAnswer {
  statusCode: number;
  body: string;
}

/** Where webhooks go: the app itself (inject) or the base URL of a listening app. */
export type WebhookTarget = Pick<FastifyInstance, "inject"> | string;

export const WEBHOOK_PATH = "/api/payments/paystack/webhook";

export interface FakePaystack {
  url: string;
  secretKey: string;
  calls: FakeCall[];
  transactions: Map<string, FakeTransaction>;
  transfers: Map<string, FakeTransfer>;
  refunds: FakeRefund[];
  /** The calls of one operation, in order. */
  callsTo(operation: FakeOperation): FakeCall[];
  /** The next `times` calls of the operation fail with the status and message (Paystack's envelope). */
  fail(operation: FakeOperation, options?: { status?: number; message?: string; times?: number }): void;
  /** The next `times` calls of the operation are carried out, but their answers are lost (connection closed). */
  dropAnswer(operation: FakeOperation, times?: number): void;
  /** Verify answers these fields for the reference instead of the transaction's own. */
  answerVerify(
    reference: string,
    fields: Partial<{ status: string; amount: number; currency: string; reference: string; channel: string }>,
  ): void;
  /** Bank accounts the fake knows, by number: what /bank/resolve answers (any other number is unknown, 422). */
  accounts: Map<string, string>;
  /** The status a new transfer is answered with: "pending" (Paystack's usual, outcome by webhook) or "success". */
  transferStatus: string;
  /** The rider paid at the checkout: the transaction is a success (verify says so from now on). */
  pay(reference: string, channel?: string): FakeTransaction;
  /** The rider's payment failed at the checkout. */
  decline(reference: string): FakeTransaction;
  /** The body and signature Paystack would send for an event. */
  signed(event: unknown): { raw: string; signature: string };
  /** Sends a raw body with a signature header of your choosing (null: none) to the app's webhook. */
  deliver(to: WebhookTarget, raw: string | Buffer, signature: string | null): Promise<WebhookAnswer>;
  /** Sends an event, signed with the secret key, to the app's webhook. */
  webhook(to: WebhookTarget, event: unknown): Promise<WebhookAnswer>;
  /** charge.success for a transaction, as Paystack sends it (from the transaction as the fake holds it). */
  chargeSuccess(reference: string): { event: string; data: Record<string, unknown> };
  /** transfer.success / transfer.failed / transfer.reversed for a transfer the app asked for. */
  transferEvent(
    event: "transfer.success" | "transfer.failed" | "transfer.reversed",
    reference: string,
  ): { event: string; data: Record<string, unknown> };
  /**
   * The transfer's outcome at the gateway without sending its webhook (the event that never came): transfer
   * verify answers it from now on.
   */
  settleTransfer(reference: string, status: "success" | "failed" | "reversed"): FakeTransfer;
  /** refund.processed for a refund the app asked for. */
  refundProcessed(refund: FakeRefund): { event: string; data: Record<string, unknown> };
  close(): Promise<void>;
}

const OPERATIONS: [FakeOperation, string, RegExp][] = [
  ["initialize", "POST", /^\/transaction\/initialize$/],
  ["verify", "GET", /^\/transaction\/verify\/([^/]+)$/],
  ["refund", "POST", /^\/refund$/],
  ["bank", "GET", /^\/bank$/],
  ["resolve", "GET", /^\/bank\/resolve$/],
  ["transferrecipient", "POST", /^\/transferrecipient$/],
  ["transfer", "POST", /^\/transfer$/],
  ["verifytransfer", "GET", /^\/transfer\/verify\/([^/]+)$/],
];

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export async function startFakePaystack(secretKey = "sk_test_x"): Promise<FakePaystack> {
  const calls: FakeCall[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const transfers = new Map<string, FakeTransfer>();
  const recipients = new Map<string, { name: string; accountNumber: string; bankCode: string }>();
  const accounts = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const failures = new Map<FakeOperation, { status: number; message: string; times: number }>();
  const verifyAnswers = new Map<string, Record<string, unknown>>();
  const drops = new Map<FakeOperation, number>();
  let ids = 1000;
  const code = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, message: string, data: unknown) =>
    send(res, 200, { status: true, message, data });
  const refuse = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { status: false, message });

  const transactionData = (t: FakeTransaction) => ({
    id: t.id,
    domain: "test",
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    channel: t.channel,
    paid_at: t.paidAt,
    gateway_response: t.status === "success" ? "Successful" : "Declined",
    customer: { email: t.email },
    metadata: t.metadata,
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = await readBody(req);
    const authorized = req.headers.authorization === `Bearer ${secretKey}`;
    const found = OPERATIONS.find(([, method, path]) => method === req.method && path.test(url.pathname));
    const operation = found?.[0] ?? "unknown";
    calls.push({ operation, method: req.method ?? "", path: url.pathname + url.search, body, authorized });
    if (!authorized) return refuse(res, 401, "Invalid key");
    if (!found) return refuse(res, 404, "Not found");
    const failure = failures.get(found[0]);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      return refuse(res, failure.status, failure.message);
    }
    const dropping = drops.get(found[0]) ?? 0;
    if (dropping > 0) {
      drops.set(found[0], dropping - 1);
      // Do the work, then lose the answer: the caller cannot know whether it happened.
      res.writeHead = () => res;
      res.end = () => {
        req.socket.destroy();
        return res;
      };
    }
    switch (found[0]) {
      case "initialize": {
        const reference = String(body?.reference ?? code("T"));
        if (transactions.has(reference)) return refuse(res, 400, "Duplicate Transaction Reference");
        const accessCode = code("AC");
        transactions.set(reference, {
          id: ids++,
          reference,
          amount: Number(body?.amount),
          currency: String(body?.currency ?? "NGN"),
          email: String(body?.email ?? ""),
          status: "pending",
          channel: null,
          paidAt: null,
          callbackUrl: typeof body?.callback_url === "string" ? body.callback_url : null,
          metadata: body?.metadata ?? null,
        });
        return ok(res, "Authorization URL created", {
          authorization_url: `${base}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        });
      }
      case "verify": {
        const reference = decodeURIComponent(found[2].exec(url.pathname)?.[1] ?? "");
        const t = transactions.get(reference);
        const override = verifyAnswers.get(reference);
        if (!t && !override) return refuse(res, 404, "Transaction reference not found");
        const data = t
          ? { ...transactionData(t), ...override }
          : { status: "success", amount: 0, currency: "NGN", reference, ...override };
        return ok(res, "Verification successful", data);
      }
      case "refund": {
        const reference = String(body?.transaction ?? "");
        const t = transactions.get(reference);
        if (t?.status !== "success") return refuse(res, 400, "Transaction not found or not paid");
        const refund = {
          id: ids++,
          transactionReference: reference,
          amount: Number(body?.amount ?? t.amount),
        };
        refunds.push(refund);
        return ok(res, "Refund has been queued for processing", {
          id: refund.id,
          status: "pending",
          amount: refund.amount,
          currency: "NGN",
          transaction: { reference },
        });
      }
      case "bank":
        return ok(
          res,
          "Banks retrieved",
          Object.entries(BANK_CODES).map(([name, bankCode], i) => ({
            id: i + 1,
            name,
            code: bankCode,
            country: "Nigeria",
            currency: "NGN",
            type: "nuban",
          })),
        );
      case "resolve": {
        const name = accounts.get(url.searchParams.get("account_number") ?? "");
        if (!name) return refuse(res, 422, "Could not resolve account name. Check parameters or try again.");
        return ok(res, "Account number resolved", {
          account_number: url.searchParams.get("account_number"),
          account_name: name,
          bank_id: 9,
        });
      }
      case "transferrecipient": {
        const recipientCode = code("RCP");
        recipients.set(recipientCode, {
          name: String(body?.name ?? ""),
          accountNumber: String(body?.account_number ?? ""),
          bankCode: String(body?.bank_code ?? ""),
        });
        return ok(res, "Transfer recipient created successfully", {
          recipient_code: recipientCode,
          type: "nuban",
          name: body?.name,
          details: { account_number: body?.account_number, bank_code: body?.bank_code },
        });
      }
      case "transfer": {
        const recipientCode = String(body?.recipient ?? "");
        if (!recipients.has(recipientCode)) return refuse(res, 400, "Recipient not found");
        const reference = String(body?.reference ?? code("TRF"));
        const transfer: FakeTransfer = {
          reference,
          transferCode: code("TRF"),
          recipientCode,
          amount: Number(body?.amount),
          reason: String(body?.reason ?? ""),
          status: fake.transferStatus,
        };
        transfers.set(reference, transfer);
        return ok(res, "Transfer has been queued", {
          reference,
          transfer_code: transfer.transferCode,
          amount: transfer.amount,
          currency: "NGN",
          status: transfer.status,
        });
      }
      case "verifytransfer": {
        const reference = decodeURIComponent(found[2].exec(url.pathname)?.[1] ?? "");
        const t = transfers.get(reference);
        if (!t) return refuse(res, 404, "Transfer not found");
        return ok(res, "Transfer retrieved", transferData(t));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const transaction = (reference: string) => {
    const t = transactions.get(reference);
    if (!t) throw new Error(`the fake gateway has no transaction ${reference}`);
    return t;
  };
  const transferData = (t: FakeTransfer) => {
    const recipient = recipients.get(t.recipientCode);
    return {
      amount: t.amount,
      currency: "NGN",
      reference: t.reference,
      transfer_code: t.transferCode,
      status: t.status,
      reason: t.reason,
      recipient: {
        recipient_code: t.recipientCode,
        details: { account_number: recipient?.accountNumber, bank_code: recipient?.bankCode },
      },
    };
  };
  const sign = (raw: string | Buffer) => createHmac("sha512", secretKey).update(raw).digest("hex");

  const fake: FakePaystack = {
    url: base,
    secretKey,
    calls,
    accounts,
    transactions,
    transfers,
    refunds,
    transferStatus: "pending",
    callsTo: (operation) => calls.filter((c) => c.operation === operation),
    fail(operation, { status = 500, message = "Gateway error", times = 1 } = {}) {
      failures.set(operation, { status, message, times });
    },
    dropAnswer(operation, times = 1) {
      drops.set(operation, times);
    },
    answerVerify(reference, fields) {
      verifyAnswers.set(reference, fields);
    },
    pay(reference, channel = "card") {
      const t = transaction(reference);
      t.status = "success";
      t.channel = channel;
      t.paidAt = new Date().toISOString();
      return t;
    },
    decline(reference) {
      const t = transaction(reference);
      t.status = "failed";
      t.channel = "card";
      return t;
    },
    signed(event) {
      const raw = JSON.stringify(event);
      return { raw, signature: sign(raw) };
    },
    async deliver(to, raw, signature) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (signature !== null) headers["x-paystack-signature"] = signature;
      if (typeof to === "string") {
        const res = await fetch(`${to}${WEBHOOK_PATH}`, {
          method: "POST",
          headers,
          body: new Uint8Array(Buffer.from(raw)),
        });
        return { statusCode: res.status, body: await res.text() };
      }
      const res = await to.inject({ method: "POST", url: WEBHOOK_PATH, headers, payload: raw });
      return { statusCode: res.statusCode, body: res.body };
    },
    webhook(to, event) {
      const { raw, signature } = fake.signed(event);
      return fake.deliver(to, raw, signature);
    },
    chargeSuccess(reference) {
      return { event: "charge.success", data: transactionData(transaction(reference)) };
    },
    transferEvent(event, reference) {
      const t = transfers.get(reference);
      if (!t) throw new Error(`the fake gateway has no transfer ${reference}`);
      t.status = event.replace("transfer.", "");
      return { event, data: transferData(t) };
    },
    settleTransfer(reference, status) {
      const t = transfers.get(reference);
      if (!t) throw new Error(`the fake gateway has no transfer ${reference}`);
      t.status = status;
      return t;
    },
    refundProcessed(refund) {
      return {
        event: "refund.processed",
        data: {
          id: refund.id,
          status: "processed",
          amount: refund.amount,
          currency: "NGN",
          transaction_reference: refund.transactionReference,
          refund_reference: `RF_${refund.id}`,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
