import {
  formatDateAndTime,
  formatDateTime,
  formatDistance,
  formatTime,
  haversineMeters,
  startOfWatDay,
  type TrackingView,
  trackingSteps,
} from "@campusgo/domain";
import { escapeHtml } from "../../../lib/mail/html.ts";
import { planSvg } from "./map.ts";

/**
 * The tracking page's parts as HTML, each for the element of the same id: the server writes them into the page,
 * and the page's script writes them again from fresh data, so both show the same thing the same way. Every word
 * that comes from a user (place names, the driver's name and vehicle) is escaped here.
 */

/** The ids of the page's elements that show a part; a section whose part is empty is hidden. */
export const PART_IDS = ["status", "route", "plan", "driver", "steps", "expiry"] as const;
/** Each part's HTML, by the id of the element that shows it. */
export type TrackingParts = Record<(typeof PART_IDS)[number], string>;
/** The id of the inline JSON the page's script starts from. */
export const DATA_ID = "track-data";

/** Statuses in which the package waits for a driver. */
const WAITING = new Set<TrackingView["status"]>(["scheduled", "searching", "expired"]);

/** "4:30 pm" on the day of `now` in Lagos, "Yesterday, 4:30 pm" or "Wed 25 Nov, 4:30 pm" otherwise. */
function stepTime(at: string, now: number): string {
  const sameDay = startOfWatDay(new Date(at)).getTime() === startOfWatDay(new Date(now)).getTime();
  return sameDay ? formatTime(at) : formatDateTime(at, now);
}

/** "Updated just now", "Updated 12 s ago", "Updated 3 min ago": how old the driver's position is. */
export function ageText(at: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (seconds < 5) return "Updated just now";
  if (seconds < 60) return `Updated ${seconds} s ago`;
  return `Updated ${Math.floor(seconds / 60)} min ago`;
}

function route(view: TrackingView): string {
  const place = (kind: string, word: string, name: string) =>
    `<li class="k ${kind}"><small>${word}</small>${escapeHtml(name)}</li>`;
  return `<ul class="route">${place("k-pickup", "Pickup", view.pickup.name)}${place("k-dropoff", "Drop-off", view.dropoff.name)}</ul>`;
}

function plan(view: TrackingView, now: number): string {
  if (view.status !== "in_transit") return "";
  const heading = '<h2 id="plan-h">Live position</h2>';
  const { position } = view;
  if (!position) {
    return `${heading}<p class="muted">The driver's position shows here as soon as it comes in.</p>`;
  }
  const away = `About ${formatDistance(haversineMeters(position, view.dropoff))} from ${escapeHtml(view.dropoff.name)}`;
  return (
    heading +
    planSvg(view.pickup, view.dropoff, position, `The driver on a plan of the way. ${away}.`) +
    `<p class="legend"><span class="k k-driver">Driver</span><span class="k k-pickup">Pickup</span><span class="k k-dropoff">Drop-off</span></p>` +
    `<p><strong>${away}</strong><br><span id="age" class="muted">${ageText(position.at, now)}</span></p>`
  );
}

function driver(view: TrackingView, face: string): string {
  const heading = '<h2 id="driver-h">Driver</h2>';
  const { driver: who } = view;
  if (!who) {
    return WAITING.has(view.status)
      ? `${heading}<p class="muted">The driver shows here once one takes the package.</p>`
      : "";
  }
  const { color, type, plateNumber } = who.vehicle;
  const vehicle = escapeHtml([color, type].filter(Boolean).join(" "));
  const plate = plateNumber ? ` <span class="plate">${escapeHtml(plateNumber)}</span>` : "";
  const about = `<p class="who">${escapeHtml(who.firstName)}</p><p>${vehicle}${plate}</p>`;
  return face ? `${heading}<div class="person">${face}<div>${about}</div></div>` : `${heading}${about}`;
}

function steps(view: TrackingView, now: number): string {
  const items = trackingSteps(view.status, view.steps).map(({ label, at, done }) => {
    const when = at
      ? `<time datetime="${escapeHtml(at)}">${stepTime(at, now)}</time>`
      : done
        ? ""
        : '<span class="sr">not yet</span>';
    return `<li${done ? ' class="done"' : ""}><span>${label}</span>${when}</li>`;
  });
  return `<h2 id="steps-h">Progress</h2><ol class="steps">${items.join("")}</ol>`;
}

function expiry(view: TrackingView, now: number): string {
  return view.linkExpiresAt ? `This link works until ${formatDateAndTime(view.linkExpiresAt, now)}.` : "";
}

/**
 * Every part of the page for `view` as of `now` (the server's clock, in ms); `face`: the driver's picture on a
 * delivery its sender shared, as the server writes it.
 */
export function trackingParts(view: TrackingView, now: number, face = ""): TrackingParts {
  return {
    status: escapeHtml(view.statusLine),
    route: route(view),
    plan: plan(view, now),
    driver: driver(view, face),
    steps: steps(view, now),
    expiry: expiry(view, now),
  };
}

/** The headings of the pages that have no delivery to show, by what the server answered. */
export const PROBLEM_TITLES = {
  404: "Link not found",
  410: "Link expired",
  500: "Something went wrong",
} as const;

/** What a page with no delivery to show says: a heading, and why in a sentence from the domain's messages. */
export const problemMain = (title: string, message: string): string =>
  `<section class="card lead" aria-labelledby="status"><h1 id="status">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></section>`;
