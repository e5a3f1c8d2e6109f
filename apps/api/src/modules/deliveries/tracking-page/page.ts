import { escapeHtml } from "../../../lib/mail/html.ts";
import { DATA_ID, type PART_IDS, problemMain, type TrackingParts } from "./parts.ts";
import { driverPhoto, isRideView, type LinkView, linkParts } from "./ride-parts.ts";
import { TRACKING_STYLE } from "./style.ts";

/**
 * The tracking page as one HTML document: everything it shows is in it (no file to fetch, no font, no tile), with
 * the data it was drawn from and the script that keeps it up to date inline, so a phone on 2G paints it from its
 * first answer.
 */

/** CampusGo's mark (apps/web/public/favicon.svg), drawn in the page rather than fetched. */
const MARK =
  '<svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="16" fill="#0b6e4f"/><path d="M18 40V28a8 8 0 0 1 8-8h12a8 8 0 0 1 8 8v12" fill="none" stroke="#ffd23f" stroke-width="5" stroke-linecap="round"/><circle cx="22" cy="44" r="5" fill="#fff"/><circle cx="42" cy="44" r="5" fill="#fff"/></svg>';
/** The tab's icon: the same mark, in the page, so the browser asks for no /favicon.ico. */
const ICON = `data:image/svg+xml,${encodeURIComponent(MARK.replace(' aria-hidden="true"', ' xmlns="http://www.w3.org/2000/svg"'))}`;

/** What the page's script starts from: the view it was drawn from and the server's clock then. */
export interface TrackingPageData {
  view: LinkView;
  now: string;
}

/** JSON that is safe inside a <script> element: no "<" that could close it or open a comment. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The page around its main element; `refresh` offers a link that reloads it (where reloading can help). */
function documentOf(
  title: string,
  main: string,
  { expiry = "", refresh = true, label = "Package tracking" } = {},
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta name="theme-color" content="#0b6e4f"><link rel="icon" href="${ICON}"><title>${escapeHtml(title)}</title><style>${TRACKING_STYLE}</style></head><body><header class="bar"><div class="wrap"><span class="brand">${MARK}<span>Campus<b>Go</b></span></span><small>${label}</small></div></header>${main}<footer class="wrap"><p id="expiry">${expiry}</p><p>${refresh ? '<a href="">Refresh</a> · ' : ""}<a href="/">About CampusGo</a></p></footer>`;
}

const section = (id: (typeof PART_IDS)[number], html: string) =>
  `<section id="${id}" class="card" aria-labelledby="${id}-h"${html ? "" : " hidden"}>${html}</section>`;

/**
 * The page of a delivery, or of a ride its rider shared, as `view` shows it at `now`, with its script (already
 * checked to be safe inline).
 */
export function renderTrackingPage(view: LinkView, now: Date, script: string): string {
  const ride = isRideView(view);
  // A shared ride's or shared delivery's driver picture, through the link (a recipient's link carries none).
  const photo = driverPhoto(view);
  const face = photo ? `<img class="face" src="${escapeHtml(photo)}" alt="" width="64" height="64">` : "";
  const parts: TrackingParts = linkParts(view, now.getTime(), face);
  const data: TrackingPageData = { view, now: now.toISOString() };
  const main =
    `<main class="wrap"><section class="card lead" aria-labelledby="status"><h1 id="status" aria-live="polite">${parts.status}</h1><div id="route">${parts.route}</div></section>` +
    `${section("plan", parts.plan)}${section("driver", parts.driver)}${section("steps", parts.steps)}</main>`;
  const title = ride ? "Shared ride · CampusGo" : "Package tracking · CampusGo";
  const label = ride ? "Shared ride" : "Package tracking";
  return `${documentOf(title, main, { expiry: parts.expiry, label })}<script type="application/json" id="${DATA_ID}">${jsonForScript(data)}</script><script>${script}</script></body></html>`;
}

/**
 * A page without a delivery: an unknown link (404), an expired one (410), or a failure on our side, which alone
 * offers to reload.
 */
export function renderTrackingProblem(title: string, message: string, refresh = false): string {
  const main = `<main class="wrap">${problemMain(title, message)}</main>`;
  return `${documentOf(`${title} · CampusGo`, main, { refresh })}</body></html>`;
}
