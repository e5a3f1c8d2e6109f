import type { PaymentResultView } from "@campusgo/domain";

/** How many times the return page asks again while the bank has not confirmed, and the first pause. */
export const CONFIRM_RETRIES = 4;
const FIRST_DELAY_MS = 1000;

/**
 * The pause before asking again after `answers` answers that said "pending": 1 s, 2 s, 4 s, 8 s, then no more
 * (false), about a quarter of a minute in all.
 */
export function confirmDelayMs(answers: number): number | false {
  if (answers < 1 || answers > CONFIRM_RETRIES) return false;
  return FIRST_DELAY_MS * 2 ** (answers - 1);
}

export type ReturnOutcome =
  | { kind: "checking" }
  | { kind: "success"; result: PaymentResultView }
  | { kind: "credited"; result: PaymentResultView }
  | { kind: "failed"; result: PaymentResultView }
  | { kind: "waiting"; result: PaymentResultView };

/**
 * What the return page says: checking while the first answers are pending, success (or, for a trip that was
 * already paid, that the money went to the wallet), not completed, or still waiting for the bank after the
 * last try.
 */
export function returnOutcome(result: PaymentResultView | undefined, answers: number): ReturnOutcome {
  if (!result) return { kind: "checking" };
  if (result.status === "success") return { kind: result.creditedToWallet ? "credited" : "success", result };
  if (result.status === "failed") return { kind: "failed", result };
  return answers > CONFIRM_RETRIES ? { kind: "waiting", result } : { kind: "checking" };
}

/** The checkout reference the gateway sends back (?reference=, or Paystack's ?trxref=). */
export function referenceFrom(search: URLSearchParams): string {
  const reference = search.get("reference") ?? search.get("trxref") ?? "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(reference) ? reference : "";
}
