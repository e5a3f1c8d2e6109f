/**
 * The navigation state a screen passes when it sends the user home with a word (account deleted); the
 * landing page shows it, since it has no toaster of its own.
 */
export interface HomeNotice {
  notice: string;
}

/** The notice carried by a navigation state, or null when there is none. */
export function homeNoticeOf(state: unknown): string | null {
  if (!state || typeof state !== "object") return null;
  const { notice } = state as Partial<HomeNotice>;
  return typeof notice === "string" && notice ? notice : null;
}
