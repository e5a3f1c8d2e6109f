/** The server's search as the looking-for bar shows it: from when this round began to when it gives up. */
export interface SearchWindow {
  startedAt: string | null;
  expiresAt: string | null;
}

/**
 * How far through its window the search is, 0-100, at `now`: it moves steadily from the start of the round
 * (booking, search again, a booking's lead time) to the server's own time limit, and stays full past it (a
 * pending offer keeps the search open a little longer). Unknown times read as a search just begun.
 */
export function searchProgress({ startedAt, expiresAt }: SearchWindow, now: number): number {
  const start = startedAt ? Date.parse(startedAt) : Number.NaN;
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 0;
  return Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100));
}

/** What is left of the window, in the bar's words for a screen reader: "About 2 minutes left". */
export function searchTimeLeft({ expiresAt }: SearchWindow, now: number): string {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (!Number.isFinite(end)) return "Searching";
  const minutes = Math.ceil((end - now) / 60_000);
  if (minutes <= 0) return "Finishing the search";
  if (minutes === 1) return "Less than a minute left";
  return `About ${minutes} minutes left`;
}
