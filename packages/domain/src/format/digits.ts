/**
 * A whole number with its thousands grouped by commas: 1204 -> "1,204", -2000 -> "-2,000". Written out rather
 * than with `Intl.NumberFormat`: the first formatter a page makes loads the locale's number data, 23-30 ms on a
 * desktop and four times that on a cheap phone, at the app's start, for the commas that en-NG puts every three
 * digits anyway.
 */
export function groupDigits(whole: number): string {
  const rounded = Math.round(whole);
  const digits = String(Math.abs(rounded));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return rounded < 0 ? `-${grouped}` : grouped;
}
