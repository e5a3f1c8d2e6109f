/** Money is integer kobo everywhere; naira is only for display. */
export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

const wholeNaira = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });
const nairaAndKobo = new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats kobo as naira: 200000 -> "₦2,000"; with kobo, always two digits: 131250 -> "₦1,312.50". */
export function formatNaira(kobo: number): string {
  const format = kobo % KOBO_PER_NAIRA === 0 ? wholeNaira : nairaAndKobo;
  return `₦${format.format(kobo / KOBO_PER_NAIRA)}`;
}
