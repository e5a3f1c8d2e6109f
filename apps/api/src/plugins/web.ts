import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

/** The web build's list of pages rendered at build time (apps/web/src/prerender/pages.ts). */
const PRERENDER_MANIFEST = "prerendered.json";

interface WebPages {
  /** Path -> HTML file, for the public pages rendered at build time. */
  pages: Map<string, string>;
  /** The app shell, sent for every other client route. */
  shell: string;
}

/**
 * Which HTML file answers which path. A build with prerendered pages lists them in prerendered.json with its
 * shell (app.html); a build without that list has only index.html, the shell of every route.
 */
export function readWebPages(webDist: string): WebPages {
  const file = join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(file)) return { pages: new Map(), shell: "index.html" };
  const listed = JSON.parse(readFileSync(file, "utf8")) as { pages?: Record<string, string>; shell?: string };
  const pages = new Map<string, string>();
  for (const [path, html] of Object.entries(listed.pages ?? {})) {
    // Only plain files of the build, never a path out of it.
    if (/^[\w-]+\.html$/.test(html) && existsSync(join(webDist, html))) pages.set(path, html);
  }
  const shell = listed.shell && /^[\w-]+\.html$/.test(listed.shell) ? listed.shell : "index.html";
  return { pages, shell };
}

/**
 * Serves the built web app. Hashed assets are cached for a year. The public pages rendered at build time get
 * their own HTML (docs/decisions/0017-prerendered-public-pages.md); every other non-/api path gets the app
 * shell so the client-side router can take it (history fallback). Both come pre-compressed when the browser
 * accepts it. /api paths that match no route get 404 JSON.
 */
export const webPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const hasWeb = existsSync(join(config.webDist, "index.html"));
    const web = hasWeb ? readWebPages(config.webDist) : { pages: new Map<string, string>(), shell: "" };
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join(config.webDist, "assets")}`);
          res.setHeader(
            "cache-control",
            immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      if (path === "/api" || path.startsWith("/api/") || !hasWeb || request.method !== "GET") {
        return reply.code(404).send({ message: "Not found" });
      }
      reply.header("cache-control", "no-cache");
      return reply.sendFile(web.pages.get(path) ?? web.shell);
    });
  },
  { name: "web" },
);
