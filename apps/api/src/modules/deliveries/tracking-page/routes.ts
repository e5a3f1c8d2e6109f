import { gzipSync } from "node:zlib";
import { DELIVERY_MESSAGES } from "@campusgo/domain";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { INTERNAL_ERROR_MESSAGE } from "../../../lib/error-handler.ts";
import { isAppError } from "../../../lib/errors.ts";
import { trackLink } from "../../safety/ride-tracking.ts";
import { renderTrackingPage, renderTrackingProblem } from "./page.ts";
import { PROBLEM_TITLES } from "./parts.ts";
import { driverPhoto, isRideView } from "./ride-parts.ts";
import { cspHash, trackingScript } from "./script.ts";
import { TRACKING_STYLE } from "./style.ts";

const STYLE_SOURCE = cspHash(TRACKING_STYLE);

/**
 * The page's own policy, stricter than the app's: its one style block and (on a delivery's page) its one script
 * by their hashes, pictures only from data: URLs (its icon) and, on a shared ride's or delivery's page, this server (the
 * driver's picture through the link), requests only to this server (its refresh), nothing else, and never in a
 * frame.
 */
export function trackingPageCsp(scriptSource?: string, ownImages = false): string {
  return [
    "default-src 'none'",
    ...(scriptSource ? [`script-src ${scriptSource}`] : []),
    `style-src ${STYLE_SOURCE}`,
    ownImages ? "img-src data: 'self'" : "img-src data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sends a page with the JSON route's private headers, compressed for a browser that takes gzip (most do). */
function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string, csp: string) {
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex")
    .header("content-security-policy", csp)
    .header("vary", "accept-encoding");
  if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) return reply.send(html);
  return reply.header("content-encoding", "gzip").send(gzipSync(html));
}

/**
 * The tracking page a sender shares and the recipient gets by text, /track/<token> (docs/api-deliveries.md): the
 * delivery drawn on the server from the same data as GET /api/track/:token, in one small document with no app
 * behind it, for anyone with the link. An unknown link gets a 404 page, an expired one a 410 page.
 */
export const trackingPageRoutes: FastifyPluginAsync = async (app) => {
  // A wildcard, not a :token parameter: a token too long for one still gets this page's 404, never the app.
  app.get("/track/*", { schema: { hide: true } }, async (request, reply) => {
    const token = (request.params as { "*": string })["*"];
    const now = new Date();
    const problem = (status: 404 | 410 | 500, message: string) =>
      sendPage(
        request,
        reply,
        status,
        renderTrackingProblem(PROBLEM_TITLES[status], message, status === 500),
        trackingPageCsp(),
      );
    if (token.includes("/")) return problem(404, DELIVERY_MESSAGES.linkNotFound);
    try {
      const [view, script] = await Promise.all([
        trackLink({ safety: app.safetyDeps, deliveries: app.deliveryDeps }, token, now),
        trackingScript(),
      ]);
      return sendPage(
        request,
        reply,
        200,
        renderTrackingPage(view, now, script.code),
        trackingPageCsp(script.hash, isRideView(view) || driverPhoto(view) !== null),
      );
    } catch (error) {
      if (isAppError(error) && (error.code === "not_found" || error.code === "gone")) {
        return problem(error.statusCode as 404 | 410, error.message);
      }
      request.log.error({ err: error }, "tracking page failed");
      return problem(500, INTERNAL_ERROR_MESSAGE);
    }
  });
};
