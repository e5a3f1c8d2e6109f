import {
  formatDateAndTime,
  formatDistance,
  haversineMeters,
  type RideTrackingView,
  TRIP_SHARE_MINUTES_AFTER,
  type TrackingView,
} from "@campusgo/domain";
import { escapeHtml } from "../../../lib/mail/html.ts";
import { planSvg } from "./map.ts";
import { ageText, type TrackingParts, trackingParts } from "./parts.ts";

/**
 * The parts of the page of a ride its rider shared (docs/api-safety.md), for the same elements as a delivery's:
 * who is riding and where the ride stands, the driver large with the plate, the places, the driver's position
 * while the ride is under way. Every word from a user is escaped here.
 */

/** The rider is on their way: the driver coming, waiting or driving. */
const LIVE = new Set<RideTrackingView["status"]>([
  "accepted",
  "arrived",
  "in_progress",
  "waiting",
  "returning",
]);

function status(view: RideTrackingView): string {
  const name = escapeHtml(view.riderFirstName);
  return view.status === "completed" ? `${name}'s ride has ended` : `${name} is on a ride`;
}

function route(view: RideTrackingView): string {
  const place = (kind: string, word: string, name: string) =>
    `<li class="k ${kind}"><small>${word}</small>${escapeHtml(name)}</li>`;
  return (
    `<p class="muted">${escapeHtml(view.statusLine)}</p>` +
    `<ul class="route">${place("k-pickup", "Pickup", view.pickup.name)}${place("k-dropoff", "Destination", view.destination.name)}</ul>`
  );
}

function plan(view: RideTrackingView, now: number): string {
  if (!LIVE.has(view.status)) return "";
  const heading = '<h2 id="plan-h">Live position</h2>';
  const { position } = view;
  if (!position) {
    return `${heading}<p class="muted">The driver's position shows here as soon as it comes in.</p>`;
  }
  const goal = view.status === "accepted" ? view.pickup : view.destination;
  const away = `About ${formatDistance(haversineMeters(position, goal))} from ${escapeHtml(goal.name)}`;
  return (
    heading +
    planSvg(view.pickup, view.destination, position, `The car on a plan of the way. ${away}.`) +
    `<p class="legend"><span class="k k-driver">Car</span><span class="k k-pickup">Pickup</span><span class="k k-dropoff">Destination</span></p>` +
    `<p><strong>${away}</strong><br><span id="age" class="muted">${ageText(position.at, now)}</span></p>`
  );
}

/**
 * The driver, large, with the plate. `face` is the picture's element, which only the server writes (the driver
 * does not change during a ride, so the script never writes this part again).
 */
function driver(view: RideTrackingView, face: string): string {
  const { driver: who } = view;
  if (!who) return "";
  const { color, type, plateNumber } = who.vehicle;
  const vehicle = escapeHtml([color, type].filter(Boolean).join(" "));
  const plate = plateNumber ? `<p class="plate big">${escapeHtml(plateNumber)}</p>` : "";
  return `<h2 id="driver-h">Driver</h2><div class="person">${face}<div><p class="who">${escapeHtml(who.firstName)}</p><p>${vehicle}</p></div></div>${plate}`;
}

function expiry(view: RideTrackingView, now: number): string {
  return view.linkExpiresAt
    ? `This link works until ${formatDateAndTime(view.linkExpiresAt, now)}.`
    : `This link stops working ${TRIP_SHARE_MINUTES_AFTER} minutes after the ride ends.`;
}

/** Every part of the page of a shared ride as of `now` (the server's clock, in ms). */
export function rideTrackingParts(view: RideTrackingView, now: number, face = ""): TrackingParts {
  return {
    status: status(view),
    route: route(view),
    plan: plan(view, now),
    driver: driver(view, face),
    steps: "",
    expiry: expiry(view, now),
  };
}

/** What a link shows: a delivery, or a ride its rider shared. */
export type LinkView = TrackingView | RideTrackingView;

export const isRideView = (view: LinkView): view is RideTrackingView =>
  "kind" in view && view.kind === "ride";

/** The driver's picture through the link: on a shared ride's or a shared delivery's, not on a recipient's. */
export const driverPhoto = (view: LinkView): string | null =>
  view.driver && "photoUrl" in view.driver && typeof view.driver.photoUrl === "string"
    ? view.driver.photoUrl
    : null;

/** The page's parts for either kind of link (`face`: the driver's picture, as the server writes it). */
export const linkParts = (view: LinkView, now: number, face = ""): TrackingParts =>
  isRideView(view) ? rideTrackingParts(view, now, face) : trackingParts(view, now, face);

/** Whether nothing more will change on the page: the trip ended (or, for a ride, did not go). */
export const linkEnded = (view: LinkView): boolean =>
  isRideView(view) ? !LIVE.has(view.status) : view.steps.endedAt !== null;
