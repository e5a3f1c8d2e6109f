/** Money is integer kobo everywhere; naira is only for display. */
export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

const nairaFormat = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 2 });

/** Formats kobo as naira: 200000 -> "₦2,000". */
export function formatNaira(kobo: number): string {
  return `₦${nairaFormat.format(kobo / KOBO_PER_NAIRA)}`;
}
