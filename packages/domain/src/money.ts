import { groupDigits } from "./format/digits.ts";

/** Money is integer kobo everywhere; naira is only for display. */
export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** Formats kobo as naira: 200000 -> "₦2,000"; with kobo, always two digits: 131250 -> "₦1,312.50"; -153000 -> "-₦1,530". */
export function formatNaira(kobo: number): string {
  const rounded = Math.round(kobo);
  const size = Math.abs(rounded);
  const naira = groupDigits(Math.trunc(size / KOBO_PER_NAIRA));
  const rest = size % KOBO_PER_NAIRA;
  const sign = rounded < 0 ? "-" : "";
  // The sign before the naira sign, as Nigerian currency is written (-₦1,530).
  return `${sign}₦${naira}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}
