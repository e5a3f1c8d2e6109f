import { formatNaira, KOBO_PER_NAIRA, PAYMENT_MESSAGES } from "@campusgo/domain";

/** The quick amounts of the top-up form, in kobo: ₦500, ₦1,000, ₦2,000. */
export const QUICK_TOP_UPS = [50_000, 100_000, 200_000] as const;

export type TopUpCheck = { ok: true; amountKobo: number } | { ok: false; message: string };

/**
 * Reads the naira the rider typed ("2000", "2,000", "₦2,000") as kobo within the API's limits, with the
 * message to show otherwise.
 */
export function checkTopUp(input: string, limits: { minKobo: number; maxKobo: number }): TopUpCheck {
  const text = input.replaceAll(/[₦,\s]/g, "");
  if (!text) return { ok: false, message: "Enter an amount" };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, message: "Enter an amount in naira, like 2000" };
  const amountKobo = Math.round(Number(text) * KOBO_PER_NAIRA);
  if (amountKobo < limits.minKobo) {
    return { ok: false, message: `The smallest top-up is ${formatNaira(limits.minKobo)}.` };
  }
  if (amountKobo > limits.maxKobo) {
    return { ok: false, message: `The largest top-up is ${formatNaira(limits.maxKobo)}.` };
  }
  return { ok: true, amountKobo };
}

/** The range line under the amount field, in the API's words. */
export const topUpRangeHint = (limits: { minKobo: number; maxKobo: number }) =>
  PAYMENT_MESSAGES.topUpRange(limits.minKobo, limits.maxKobo);

/**
 * What to top up to pay `owedKobo` with `balanceKobo` in the wallet: the shortfall, at least the minimum
 * top-up, rounded up to whole naira; null when the wallet already holds enough.
 */
export function topUpFor(owedKobo: number, balanceKobo: number, minKobo: number): number | null {
  const short = owedKobo - balanceKobo;
  if (short <= 0) return null;
  const wholeNaira = Math.ceil(short / KOBO_PER_NAIRA) * KOBO_PER_NAIRA;
  return Math.max(wholeNaira, minKobo);
}

/** Kobo as the naira the amount field shows ("2000"). */
export const nairaInput = (kobo: number): string => String(kobo / KOBO_PER_NAIRA);
