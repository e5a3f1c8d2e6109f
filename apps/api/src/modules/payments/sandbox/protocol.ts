import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import type { Config } from "../../../config.ts";
import { checkoutPath } from "./checkout.ts";
import {
  createRecipient,
  createRefund,
  createTransaction,
  createTransfer,
  findRecipient,
  findTransaction,
  findTransfer,
  type SandboxRefund,
  type SandboxTransaction,
  type SandboxTransfer,
  setRefundStatus,
  setTransferStatus,
  takeRefund,
} from "./store.ts";
import {
  bankList,
  bankName,
  recipientView,
  refundEventData,
  sandboxAccountName,
  transactionView,
  transferEventData,
} from "./views.ts";
import type { SandboxWebhooks } from "./webhooks.ts";

/** How long after a transfer or refund is asked its outcome's webhook comes. */
const OUTCOME_DELAY_MS = 1000;

/** A documented test rule: a transfer to an account number starting with this fails. */
export const FAILING_ACCOUNT_PREFIX = "000";

/** Paystack's rule for references: letters, digits, "-", ".", "=" and "_". */
const reference = z.string().regex(/^[A-Za-z0-9._=-]{1,100}$/);
/** Kobo, as a whole number or a string of digits. */
const kobo = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const naira = z.literal("NGN", { error: "Currency not supported by merchant" });

const initializeBody = z.object({
  email: z.email().max(254),
  amount: kobo,
  currency: naira.optional(),
  reference: reference.optional(),
  callback_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  metadata: z.unknown().optional(),
});
const refundBody = z.object({ transaction: reference, amount: kobo.optional(), currency: naira.optional() });
const recipientBody = z.object({
  type: z.literal("nuban"),
  name: z.string().trim().min(1).max(100),
  account_number: z.string().regex(/^\d{10}$/),
  bank_code: z.string().max(10),
  currency: naira.optional(),
});
const transferBody = z.object({
  source: z.literal("balance"),
  amount: kobo,
  recipient: z.string().regex(/^RCP_[A-Za-z0-9]{1,60}$/),
  reference: reference.optional(),
  reason: z.string().max(200).optional(),
  currency: naira.optional(),
});

const ok = (message: string, data: unknown) => ({ status: true, message, data });
const refuse = (reply: FastifyReply, message: string, code = 400) =>
  reply.code(code).send({ status: false, message });
const code = (bytes: number) => randomBytes(bytes).toString("hex");

/** The body read with `schema`, or the Paystack-style refusal naming the first wrong field. */
function read<T extends z.ZodType>(schema: T, body: unknown): { data: z.output<T> } | { problem: string } {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".");
  return {
    problem: issue?.message.startsWith("Currency") ? issue.message : `Invalid ${field || "request body"}`,
  };
}

/** Whether the Authorization header is the secret key, compared in constant time. */
function keyCheck(secretKey: string) {
  const expected = createHash("sha256").update(`Bearer ${secretKey}`).digest();
  return (header: string | undefined) =>
    timingSafeEqual(
      createHash("sha256")
        .update(header ?? "")
        .digest(),
      expected,
    );
}

/**
 * Paystack's REST API (https://paystack.com/docs/api) as the adapter calls it: transactions, refunds, banks,
 * transfer recipients and transfers. Every call needs the secret key; every answer is Paystack's envelope.
 */
export const sandboxProtocol: FastifyPluginAsync<{ config: Config; webhooks: SandboxWebhooks }> = async (
  app,
  { config, webhooks },
) => {
  const db = app.db;
  const authorized = keyCheck(config.payments.secretKey);

  app.addHook("onRequest", async (request, reply) => {
    if (!authorized(request.headers.authorization)) return refuse(reply, "Invalid key", 401);
  });
  // Paystack reads a JSON body whatever its Content-Type says, and some of its own clients (the official Node
  // SDK) send none: so does the sandbox, rather than answering 415 or reading JSON as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
    if (body === "") return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error("Invalid JSON body"), { statusCode: 400 }), undefined);
    }
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "sandbox call failed");
    return refuse(reply, status === 500 ? "Something went wrong in the sandbox" : error.message, status);
  });
  const route = { schema: { hide: true } };

  app.post("/transaction/initialize", route, async (request, reply) => {
    const input = read(initializeBody, request.body);
    if ("problem" in input) return refuse(reply, input.problem);
    const body = input.data;
    const transaction: SandboxTransaction = {
      id: randomInt(1_000_000_000, 9_999_999_999),
      reference: body.reference ?? `T${code(8)}`,
      accessCode: randomBytes(18).toString("base64url"),
      email: body.email,
      amount: body.amount,
      callbackUrl: body.callback_url ?? null,
      metadata: body.metadata ?? null,
      status: "abandoned",
      channel: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      refunded: 0,
    };
    if (!(await createTransaction(db, transaction))) return refuse(reply, "Duplicate Transaction Reference");
    return ok("Authorization URL created", {
      authorization_url: `${config.publicUrl}${checkoutPath(transaction.accessCode)}`,
      access_code: transaction.accessCode,
      reference: transaction.reference,
    });
  });

  app.get<{ Params: { reference: string } }>(
    "/transaction/verify/:reference",
    route,
    async (request, reply) => {
      const transaction = await findTransaction(db, request.params.reference);
      if (!transaction) return refuse(reply, "Transaction reference not found");
      return ok("Verification successful", transactionView(transaction));
    },
  );

  app.post("/refund", route, async (request, reply) => {
    const input = read(refundBody, request.body);
    if ("problem" in input) return refuse(reply, input.problem);
    const transaction = await findTransaction(db, input.data.transaction);
    if (!transaction) return refuse(reply, "Transaction reference not found");
    if (transaction.status !== "success")
      return refuse(reply, "Only a successful transaction can be refunded");
    const left = transaction.amount - transaction.refunded;
    const amount = input.data.amount ?? left;
    if (left <= 0) return refuse(reply, "Transaction has been fully refunded");
    if (amount > left || !(await takeRefund(db, transaction.reference, amount))) {
      return refuse(reply, "Refund amount cannot be more than what is left of the transaction");
    }
    const refund: SandboxRefund = {
      refundReference: `RFD_${code(8)}`,
      transactionReference: transaction.reference,
      amount,
      status: "pending",
      createdAt: new Date().toISOString(),
    };
    await createRefund(db, refund);
    webhooks.later(OUTCOME_DELAY_MS, async () => {
      await setRefundStatus(db, refund.refundReference, "processed");
      webhooks.send("refund.processed", refundEventData({ ...refund, status: "processed" }));
    });
    return ok("Refund has been queued for processing", {
      transaction: { id: transaction.id, reference: transaction.reference },
      amount,
      currency: "NGN",
      status: "pending",
    });
  });

  app.get("/bank", route, async () => ok("Banks retrieved", bankList()));

  // Account names: the sandbox knows every 10-digit account of a listed bank (its holder is a name made from the
  // number, the same every time) except those starting with FAILING_ACCOUNT_PREFIX, which no bank knows.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/bank/resolve",
    route,
    async (request, reply) => {
      const accountNumber = request.query.account_number ?? "";
      const bankCode = request.query.bank_code ?? "";
      if (!/^\d{10}$/.test(accountNumber) || !bankName(bankCode)) {
        return refuse(reply, "Could not resolve account name. Check parameters or try again.", 422);
      }
      if (accountNumber.startsWith(FAILING_ACCOUNT_PREFIX)) {
        return refuse(reply, "Could not resolve account name. Check parameters or try again.", 422);
      }
      return ok("Account number resolved", {
        account_number: accountNumber,
        account_name: sandboxAccountName(accountNumber),
        bank_id: Number(bankCode),
      });
    },
  );

  app.post("/transferrecipient", route, async (request, reply) => {
    const input = read(recipientBody, request.body);
    if ("problem" in input) return refuse(reply, input.problem);
    const { name, account_number: accountNumber, bank_code: bankCode } = input.data;
    const bank = bankName(bankCode);
    if (!bank) return refuse(reply, "Invalid bank code");
    const recipient = { recipientCode: `RCP_${code(8)}`, name, accountNumber, bankCode, bankName: bank };
    await createRecipient(db, recipient);
    return ok("Transfer recipient created successfully", recipientView(recipient));
  });

  app.post("/transfer", route, async (request, reply) => {
    const input = read(transferBody, request.body);
    if ("problem" in input) return refuse(reply, input.problem);
    const body = input.data;
    const recipient = await findRecipient(db, body.recipient);
    if (!recipient) return refuse(reply, "Recipient specified is invalid");
    const transfer: SandboxTransfer = {
      transferCode: `TRF_${code(8)}`,
      reference: body.reference ?? `TR${code(8)}`,
      amount: body.amount,
      recipientCode: recipient.recipientCode,
      reason: body.reason ?? null,
      status: "pending",
      createdAt: new Date().toISOString(),
    };
    if (!(await createTransfer(db, transfer))) return refuse(reply, "Duplicate Transfer Reference");
    webhooks.later(OUTCOME_DELAY_MS, async () => {
      const status = recipient.accountNumber.startsWith(FAILING_ACCOUNT_PREFIX) ? "failed" : "success";
      await setTransferStatus(db, transfer.reference, status);
      webhooks.send(`transfer.${status}`, transferEventData({ ...transfer, status }, recipient));
    });
    return ok("Transfer has been queued", {
      transfer_code: transfer.transferCode,
      reference: transfer.reference,
      amount: transfer.amount,
      currency: "NGN",
      reason: transfer.reason,
      status: "pending",
    });
  });

  app.get<{ Params: { reference: string } }>("/transfer/verify/:reference", route, async (request, reply) => {
    const transfer = await findTransfer(db, request.params.reference);
    const recipient = transfer && (await findRecipient(db, transfer.recipientCode));
    if (!transfer || !recipient) return refuse(reply, "Transfer not found", 404);
    return ok("Transfer retrieved", transferEventData(transfer, recipient));
  });
};
