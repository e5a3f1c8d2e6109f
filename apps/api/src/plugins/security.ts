import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { connectRedis } from "../lib/redis.ts";

/** The origin of a URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png ({s} becomes *). */
export function templateOrigin(template: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/.exec(template.replaceAll("{s}", "*"));
  return match?.[1];
}

const GOOGLE = "https://accounts.google.com";

/** A JSON answer is never a page: it needs no page policy, only one that forbids running or framing it. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Headers that only mean something on a page; a phone need not download them with every JSON answer. */
const PAGE_ONLY_HEADERS = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * helmet with a CSP that allows the configured tile and geocoder hosts, Google sign-in and the web build's own
 * inline scripts by hash (pages only; JSON answers carry a short one); a global rate limit
 * per IP, whose counters are shared through Redis when REDIS_URL is set.
 */
export const securityPlugin = fp<{ config: Config; inlineScripts: string[] }>(
  async (app, { config, inlineScripts: hashes }) => {
    const tiles = templateOrigin(config.tileUrl);
    const geocoder = templateOrigin(config.geocoderUrl);
    const extra = (...hosts: (string | undefined)[]) => hosts.filter((h): h is string => Boolean(h));
    // The web build's inline scripts (a first view's, before it paints), allowed by their hashes only.
    const inlineScripts = hashes.map((hash) => `'${hash}'`);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", GOOGLE, ...inlineScripts],
          styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
          imgSrc: ["'self'", "data:", "blob:", ...extra(tiles), "https://*.googleusercontent.com"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...extra(geocoder, tiles), GOOGLE],
          frameSrc: ["'self'", GOOGLE],
          workerSrc: ["'self'", "blob:"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests:
            config.env === "production" && config.publicUrl.startsWith("https:") ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Google's sign-in popup talks back to the opener.
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    });
    // JSON answers keep nosniff, the resource policy and HSTS, with a short CSP instead of the page's.
    app.addHook("onSend", async (_request, reply, payload) => {
      if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
      reply.header("content-security-policy", JSON_CSP);
      for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    });
    // With Redis every instance counts in one place; a Redis outage lets calls through rather than failing
    // them (the per-account login lock lives in the database and still holds).
    const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
    await app.register(rateLimit, {
      global: true,
      max: 600,
      timeWindow: "1 minute",
      // The API, the tracking pages and the GTFS feed, which read the database too; not the web app's files.
      allowList: (request) => !/^\/(api\/|track\/|gtfs)/.test(request.url),
      ...(redis ? { redis, nameSpace: `${config.redisPrefix}:rate-limit:`, skipOnError: true } : {}),
    });
  },
  { name: "security" },
);
