import { formatDateTime, formatDate as formatWatDate } from "@campusgo/domain";

/** Dates and waiting times as admins read them. */
export function formatDate(iso: string | null | undefined, withTime = true): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return withTime ? formatDateTime(date) : formatWatDate(date);
}

/** "3 min", "5 h", "2 days" since `iso`. */
export function timeSince(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return "";
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
