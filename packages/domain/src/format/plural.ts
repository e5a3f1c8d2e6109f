const countFormat = new Intl.NumberFormat("en-NG");

/** "1 trip", "2 trips", "1,204 ratings": a count with its noun, the plural given when it is not just "-s". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${countFormat.format(count)} ${count === 1 ? singular : pluralForm}`;
}
