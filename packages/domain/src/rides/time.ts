/** Nigeria keeps West Africa Time (UTC+1) all year; "today" and "this week" for drivers are in WAT. */
export const WAT_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight WAT of the day containing `at`, as a UTC instant. */
export function startOfWatDay(at: Date): Date {
  const local = at.getTime() + WAT_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - WAT_OFFSET_MS);
}

/** Monday 00:00 WAT of the week containing `at`. */
export function startOfWatWeek(at: Date): Date {
  const day = startOfWatDay(at);
  const weekday = new Date(day.getTime() + WAT_OFFSET_MS).getUTCDay(); // 0 Sunday
  const sinceMonday = (weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}
