/**
 * Dates and times as Nigerians read them: day before month, a 12-hour clock with "am"/"pm", always in West
 * Africa Time (UTC+1 all year, no daylight saving) whatever zone the device is set to.
 */
import { WAT_OFFSET_MS } from "../rides/time.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

type When = Date | string | number;

/** The wall clock in Lagos at `at`, read with the UTC getters. */
const lagos = (at: When): Date => new Date(new Date(at).getTime() + WAT_OFFSET_MS);
const watDay = (at: When): number => Math.floor(lagos(at).getTime() / DAY_MS);
const valid = (at: When): boolean => !Number.isNaN(new Date(at).getTime());

/** "4:30 pm", "12:05 am". */
export function formatTime(at: When): string {
  const wall = lagos(at);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** "Wed 25 Nov", with the year when it is not this year ("Mon 4 Jan 2027"). */
export function formatDate(at: When, now: When = new Date()): string {
  const wall = lagos(at);
  const day = `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]}`;
  return wall.getUTCFullYear() === lagos(now).getUTCFullYear() ? day : `${day} ${wall.getUTCFullYear()}`;
}

/** "Today", "Tomorrow", "Yesterday" or the date, as of `now`, in WAT. */
export function formatDay(at: When, now: When = new Date()): string {
  const days = watDay(at) - watDay(now);
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  if (days === -1) return "Yesterday";
  return formatDate(at, now);
}

/** "Today, 4:30 pm", "Tomorrow, 9:00 am", "Wed 25 Nov, 4:30 pm"; "" for no date or one that is not a date. */
export function formatDateTime(at: When | null | undefined, now: When = new Date()): string {
  if (at === null || at === undefined || at === "" || !valid(at)) return "";
  return `${formatDay(at, now)}, ${formatTime(at)}`;
}

/**
 * "Wed 25 Nov, 4:30 pm" (with the year when it is not this year): the date itself, never "Today", for what is read
 * later than it is written (an e-mail, a receipt) and for sentences ("payouts start on Wed 25 Nov, 4:30 pm").
 */
export function formatDateAndTime(at: When | null | undefined, now: When = new Date()): string {
  if (at === null || at === undefined || at === "" || !valid(at)) return "";
  return `${formatDate(at, now)}, ${formatTime(at)}`;
}

/** The day word in the middle of a sentence ("tomorrow"), the date otherwise; "" for today. */
function dayInSentence(at: When, now: When): string {
  const days = watDay(at) - watDay(now);
  if (days === 0) return "";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return formatDate(at, now);
}

/**
 * A moment as the object of a sentence ("booked for …", "Book for …"): "4:30 pm" today, "tomorrow at 9:00 am",
 * "Wed 25 Nov at 4:30 pm"; "" for no date.
 */
export function formatAt(at: When | null | undefined, now: When = new Date()): string {
  if (at === null || at === undefined || at === "" || !valid(at)) return "";
  const day = dayInSentence(at, now);
  return day ? `${day} at ${formatTime(at)}` : formatTime(at);
}

/**
 * A moment that ends a sentence ("your ride to Main gate …"): "today at 4:30 pm", "tomorrow at 9:00 am",
 * "on Wed 25 Nov at 4:30 pm"; "" for no date.
 */
export function formatWhen(at: When | null | undefined, now: When = new Date()): string {
  if (at === null || at === undefined || at === "" || !valid(at)) return "";
  const day = dayInSentence(at, now);
  if (!day) return `today at ${formatTime(at)}`;
  return `${day === "tomorrow" || day === "yesterday" ? day : `on ${day}`} at ${formatTime(at)}`;
}

/**
 * A moment that ends a sentence read later than it is written (a stored notice, an e-mail): "on Wed 25 Nov at
 * 4:30 pm", never "today", which is wrong the next day; "" for no date.
 */
export function formatOnDay(at: When | null | undefined, now: When = new Date()): string {
  if (at === null || at === undefined || at === "" || !valid(at)) return "";
  return `on ${formatDate(at, now)} at ${formatTime(at)}`;
}
