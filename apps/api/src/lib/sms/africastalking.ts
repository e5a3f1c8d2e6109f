import { z } from "zod";
import type { AfricasTalkingConfig } from "../../config.ts";

/**
 * What became of one text handed to the gateway. `retry`: the same request may succeed later (the gateway was
 * unreachable, timed out, answered 5xx, or said it could not send now); otherwise it never will (an invalid or
 * blacklisted number, a refused sender ID or key).
 */
export type SmsOutcome =
  | { kind: "sent"; statusCode: number; messageId: string | null; cost: string | null }
  | { kind: "failed"; retry: boolean; error: string };

export interface SmsGateway {
  send(message: { to: string; text: string }): Promise<SmsOutcome>;
}

/** Africa's Talking's per-recipient status codes (its SMS API reference). */
export const AT_STATUS = {
  100: "Processed",
  101: "Sent",
  102: "Queued",
  401: "RiskHold",
  402: "InvalidSenderId",
  403: "InvalidPhoneNumber",
  404: "UnsupportedNumberType",
  405: "InsufficientBalance",
  406: "UserInBlacklist",
  407: "CouldNotRoute",
  409: "DoNotDisturbRejection",
  500: "InternalServerError",
  501: "GatewayError",
  502: "RejectedByGateway",
} as const satisfies Record<number, string>;

/** The gateway took the message: processed, sent or queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** Refusals that may pass later: a balance topped up, the gateway's own errors. */
const RETRYABLE = new Set([405, 500, 501]);

const answerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z
      .array(
        z.object({
          statusCode: z.coerce.number().int(),
          status: z.string().optional(),
          cost: z.string().optional(),
          messageId: z.string().optional(),
        }),
      )
      .default([]),
  }),
});

/**
 * What a gateway said, fit for the log and the sms_messages row: at most 200 characters, and anything that
 * looks like a phone number (7 digits or more, with separators) blotted out.
 */
export function scrubGatewayText(text: string): string {
  return text
    .replace(/\+?\d[\d\s\-.()]{5,}\d/g, "[number]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/**
 * Africa's Talking's SMS API, or any server of its protocol: POST {baseUrl}/version1/messaging, the key in the
 * `apiKey` header, a form with username, to (E.164), message and, when set, from. The JSON answer has one
 * recipient per number with a status code (100-102 accepted; others refused).
 */
export function africasTalkingGateway(config: AfricasTalkingConfig): SmsGateway {
  const url = `${config.baseUrl}/version1/messaging`;
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ username: config.username, to, message: text });
      if (config.from) form.set("from", config.from);
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            apiKey: config.apiKey,
            Accept: "application/json",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        return {
          kind: "failed",
          retry: true,
          error: timedOut
            ? `gateway did not answer within ${config.timeoutMs} ms`
            : `gateway unreachable${typeof cause === "string" ? ` (${cause})` : ""}`,
        };
      }
      const status = response.status;
      if (status >= 500 || status === 408 || status === 429) {
        return { kind: "failed", retry: true, error: `gateway answered HTTP ${status}` };
      }
      if (status === 401 || status === 403) {
        return {
          kind: "failed",
          retry: false,
          error: `gateway refused the API key or username (HTTP ${status}: ${scrubGatewayText(body)})`,
        };
      }
      if (!response.ok) {
        return {
          kind: "failed",
          retry: false,
          error: `gateway refused the request (HTTP ${status}: ${scrubGatewayText(body)})`,
        };
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const parsed = answerSchema.safeParse(json);
      // Taken, but unreadable: sending again could deliver it twice.
      if (!parsed.success) {
        return { kind: "failed", retry: false, error: `gateway answer could not be read (HTTP ${status})` };
      }
      const { Message, Recipients } = parsed.data.SMSMessageData;
      const recipient = Recipients[0];
      if (!recipient) {
        return {
          kind: "failed",
          retry: false,
          error: `gateway sent to nobody: ${scrubGatewayText(Message ?? "no message")}`,
        };
      }
      const code = recipient.statusCode;
      const name = recipient.status ?? AT_STATUS[code as keyof typeof AT_STATUS] ?? "unknown";
      if (!ACCEPTED.has(code)) {
        return { kind: "failed", retry: RETRYABLE.has(code), error: `${code} ${scrubGatewayText(name)}` };
      }
      const messageId = recipient.messageId && recipient.messageId !== "None" ? recipient.messageId : null;
      return { kind: "sent", statusCode: code, messageId, cost: recipient.cost ?? null };
    },
  };
}
