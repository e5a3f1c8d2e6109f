import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { AppError } from "../lib/errors.ts";

/** The header every state-changing call from the web app carries; a cross-site form or fetch cannot set it. */
export const CSRF_HEADER = "x-campusgo-csrf";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CSRF_MESSAGE = "This request was refused because it did not come from the CampusGo app";

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for /api: a state-changing request must carry the custom header, and when the browser sends
 * an Origin it must be our own. Paths listed in `exempt` (signed webhooks) are skipped.
 */
export const csrfPlugin = fp<{ config: Config; exempt?: string[] }>(
  async (app, { config, exempt = [] }) => {
    const ownOrigin = new URL(config.publicUrl).origin;
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
      const path = request.url.split("?")[0] ?? "";
      if (exempt.some((p) => path.startsWith(p))) return;
      const origin = request.headers.origin;
      const host = request.headers.host;
      const sameOrigin = !origin || origin === ownOrigin || originHost(origin) === host;
      if (!sameOrigin || request.headers[CSRF_HEADER] !== "1") throw new AppError("forbidden", CSRF_MESSAGE);
    });
  },
  { name: "csrf" },
);
