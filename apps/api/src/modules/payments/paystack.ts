import { z } from "zod";
import type { Fetch } from "../../lib/inject-fetch.ts";
import {
  GatewayError,
  type PaymentGateway,
  type VerifiedTransaction,
  type VerifiedTransfer,
} from "./gateway.ts";

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().optional(), data });

const initializeAnswer = envelope(z.object({ authorization_url: z.string(), reference: z.string() }));
const verifyAnswer = envelope(
  z.object({
    reference: z.string(),
    status: z.string(),
    amount: z.coerce.number(),
    currency: z.string(),
    channel: z.string().nullish(),
    paid_at: z.string().nullish(),
  }),
);
const refundAnswer = envelope(z.object({ status: z.string().optional() }).passthrough());
const banksAnswer = envelope(z.array(z.object({ name: z.string(), code: z.string() }).passthrough()));
const recipientAnswer = envelope(z.object({ recipient_code: z.string() }));
const resolveAnswer = envelope(z.object({ account_number: z.string(), account_name: z.string() }));
const transferAnswer = envelope(z.object({ transfer_code: z.string(), status: z.string() }));
const transferVerifyAnswer = envelope(
  z.object({
    reference: z.string(),
    status: z.string(),
    amount: z.coerce.number(),
    transfer_code: z.string().nullish(),
    reason: z.string().nullish(),
    gateway_response: z.string().nullish(),
  }),
);

/** How long one call to the gateway may take. */
const TIMEOUT_MS = 10_000;

/**
 * Paystack's REST API (https://paystack.com/docs/api), at baseUrl with the secret key. `send` is the transport:
 * the network, or the app itself when the gateway is its own sandbox.
 */
export function paystackGateway(baseUrl: string, secretKey: string, send: Fetch = fetch): PaymentGateway {
  async function call<D extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    body: Record<string, unknown> | undefined,
    answer: z.ZodObject<{ status: z.ZodBoolean; message: z.ZodOptional<z.ZodString>; data: D }>,
  ): Promise<{ status: boolean; message?: string; data: z.infer<D> }> {
    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`gateway unreachable: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = answer.safeParse(json);
    if (!response.ok || !parsed.success || !parsed.data.status) {
      const message = (json as { message?: unknown } | undefined)?.message;
      throw new GatewayError(
        `gateway ${method} ${path} answered ${response.status}${typeof message === "string" ? `: ${message}` : ""}`,
        response.status,
      );
    }
    return parsed.data as { status: boolean; message?: string; data: z.infer<D> };
  }

  return {
    async initialize(input) {
      const { data } = await call(
        "POST",
        "/transaction/initialize",
        {
          email: input.email,
          amount: input.amountKobo,
          currency: "NGN",
          reference: input.reference,
          callback_url: input.callbackUrl,
          metadata: input.metadata,
        },
        initializeAnswer,
      );
      return { authorizationUrl: data.authorization_url, reference: data.reference };
    },
    async verify(reference): Promise<VerifiedTransaction> {
      const { data } = await call(
        "GET",
        `/transaction/verify/${encodeURIComponent(reference)}`,
        undefined,
        verifyAnswer,
      );
      return {
        reference: data.reference,
        status: data.status,
        amountKobo: data.amount,
        currency: data.currency,
        channel: data.channel ?? null,
        paidAt: data.paid_at ?? null,
      };
    },
    async refund(input) {
      const { data } = await call(
        "POST",
        "/refund",
        { transaction: input.reference, amount: input.amountKobo },
        refundAnswer,
      );
      return { status: data.status ?? "pending" };
    },
    async listBanks() {
      const { data } = await call("GET", "/bank?country=nigeria&currency=NGN", undefined, banksAnswer);
      return data.map((b) => ({ name: b.name, code: b.code }));
    },
    async resolveAccount(input) {
      const query = new URLSearchParams({ account_number: input.accountNumber, bank_code: input.bankCode });
      try {
        const { data } = await call("GET", `/bank/resolve?${query}`, undefined, resolveAnswer);
        return { accountName: data.account_name };
      } catch (error) {
        // "Could not resolve account name" (422, or 400): the bank has no such account.
        if (error instanceof GatewayError && (error.status === 422 || error.status === 400)) return null;
        throw error;
      }
    },
    async createRecipient(input) {
      const { data } = await call(
        "POST",
        "/transferrecipient",
        {
          type: "nuban",
          name: input.name,
          account_number: input.accountNumber,
          bank_code: input.bankCode,
          currency: "NGN",
        },
        recipientAnswer,
      );
      return { recipientCode: data.recipient_code };
    },
    async transfer(input) {
      const { data } = await call(
        "POST",
        "/transfer",
        {
          source: "balance",
          amount: input.amountKobo,
          recipient: input.recipientCode,
          reference: input.reference,
          reason: input.reason,
        },
        transferAnswer,
      );
      return { transferCode: data.transfer_code, status: data.status };
    },
    async verifyTransfer(reference): Promise<VerifiedTransfer | null> {
      try {
        const { data } = await call(
          "GET",
          `/transfer/verify/${encodeURIComponent(reference)}`,
          undefined,
          transferVerifyAnswer,
        );
        return {
          reference: data.reference,
          status: data.status,
          amountKobo: data.amount,
          transferCode: data.transfer_code ?? null,
          reason: data.gateway_response ?? null,
        };
      } catch (error) {
        // "Transfer not found" (404, or 400 with that message): the gateway has no transfer with this reference.
        if (
          error instanceof GatewayError &&
          (error.status === 404 || (error.status === 400 && /transfer not found/i.test(error.message)))
        ) {
          return null;
        }
        throw error;
      }
    },
  };
}
