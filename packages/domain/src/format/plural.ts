import { groupDigits } from "./digits.ts";

/** "1 trip", "2 trips", "1,204 ratings": a count with its noun, the plural given when it is not just "-s". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${groupDigits(count)} ${count === 1 ? singular : pluralForm}`;
}
