import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

/**
 * The web build's list of pages rendered at build time and of routes with their own shell
 * (apps/web/src/prerender/pages.ts).
 */
const PRERENDER_MANIFEST = "prerendered.json";

export interface WebPages {
  /** Path -> HTML file: the pages rendered at build time, and app routes whose shell preloads their screens. */
  pages: Map<string, string>;
  /** The app shell, sent for every other client route. */
  shell: string;
  /** CSP sources ('sha256-...') of the inline scripts the pages carry. */
  inlineScripts: string[];
}

/**
 * Which HTML file answers which path. A build with prerendered pages lists them in prerendered.json with its
 * shell (app.html); a build without that list has only index.html, the shell of every route.
 */
export function readWebPages(webDist: string): WebPages {
  const file = join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(file)) return { pages: new Map(), shell: "index.html", inlineScripts: [] };
  const listed = JSON.parse(readFileSync(file, "utf8")) as {
    pages?: Record<string, string>;
    routes?: Record<string, string>;
    shell?: string;
    inlineScripts?: unknown[];
  };
  const pages = new Map<string, string>();
  for (const [path, html] of Object.entries({ ...listed.pages, ...listed.routes })) {
    // Only plain files of the build, never a path out of it.
    if (/^[\w-]+\.html$/.test(html) && existsSync(join(webDist, html))) pages.set(path, html);
  }
  const shell = listed.shell && /^[\w-]+\.html$/.test(listed.shell) ? listed.shell : "index.html";
  // Only well-formed hashes: a policy allows these scripts and nothing else.
  const inlineScripts = (listed.inlineScripts ?? []).filter(
    (source): source is string => typeof source === "string" && /^sha256-[A-Za-z0-9+/]{43}=$/.test(source),
  );
  return { pages, shell, inlineScripts };
}

/**
 * How long a browser keeps a file of the build: hashed assets for a year; icons and pictures, whose addresses
 * stay the same across builds, for a day and then refreshed behind the page; everything else (the pages, the
 * service worker, the manifest) is checked every time.
 */
function cacheControlFor(webDist: string, path: string): string {
  const inside = relative(webDist, path).split(sep).join("/");
  if (inside.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (inside === "favicon.svg" || inside.startsWith("icons/") || inside.startsWith("images/")) {
    return "public, max-age=86400, stale-while-revalidate=604800";
  }
  return "public, max-age=0, must-revalidate";
}

/**
 * Whether a path names a file: its last segment has a dot (/x.map, /wp-login.php, /assets/gone.js), or a
 * segment starts with one (/.env, /.git/config). The build's files are served before the not-found handler,
 * and no client route has a dot, so such a path is a file that does not exist: 404, never the app page (which
 * a scanner would read as "found", and a browser or the service worker could keep as that file).
 */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last.includes(".") || path.includes("/.");
}

/**
 * Serves the built web app. Hashed assets are cached for a year. The public pages rendered at build time get
 * their own HTML (docs/decisions/0017-prerendered-public-pages.md); every other non-/api path gets the app
 * shell so the client-side router can take it (history fallback). Both come pre-compressed when the browser
 * accepts it. /api paths that match no route, and paths of files the build does not have, get 404 JSON.
 */
export const webPlugin = fp<{ config: Config; pages: WebPages }>(
  async (app, { config, pages: web }) => {
    const hasWeb = existsSync(join(config.webDist, "index.html"));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => res.setHeader("cache-control", cacheControlFor(config.webDist, path)),
      });
      // A browser showing something that names no icon (an SVG, a JSON answer) asks for /favicon.ico, which
      // the build does not have: it gets the app's icon instead of a 404.
      if (existsSync(join(config.webDist, "favicon.svg"))) {
        app.get("/favicon.ico", { schema: { hide: true } }, (_request, reply) =>
          reply.redirect("/favicon.svg", 301),
        );
      }
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      if (
        path === "/api" ||
        path.startsWith("/api/") ||
        !hasWeb ||
        request.method !== "GET" ||
        looksLikeFile(path)
      ) {
        return reply.code(404).send({ message: "Not found" });
      }
      reply.header("cache-control", "no-cache");
      return reply.sendFile(web.pages.get(path) ?? web.shell);
    });
  },
  { name: "web" },
);
