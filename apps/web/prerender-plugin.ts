import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
import { minifySync, transformSync } from "rolldown/utils";
import type { Plugin } from "vite";

/** What the server-side build of src/prerender/render.tsx exports. */
interface Renderer {
  renderPage: (path: string) => Promise<string>;
  PRERENDERED_PAGES: readonly {
    path: string;
    file: string;
    module: string | null;
    title: string;
    description: string;
  }[];
  PRELOADED_ROUTES: readonly {
    path: string;
    file: string;
    modules: readonly string[];
    firstView?: "passenger";
  }[];
  renderFirstView: (role: "passenger") => string;
  FIRST_VIEW_SCRIPT: string;
  LANDING_SCRIPT: string;
  APP_SHELL_FILE: string;
  PRERENDER_MANIFEST_FILE: string;
  campusPlanSvg: () => string;
  CAMPUS_PLAN_FILE: string;
}

/** The entry of the landing page's own script (no framework). */
export const LANDING_ENTRY = "src/features/landing/landing-entry.ts";

/** React puts the resource hints it found (a picture's preload) first in its markup: they belong in the head. */
function withHintsApart(rendered: string): { head: string; markup: string } {
  const hints = rendered.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? "";
  return { head: hints.replace(/\/>/g, ">\n"), markup: rendered.slice(hints.length) };
}

/** The inline script of the pages the app takes over (src/page-start.ts), as the browser gets it: minified. */
function pageStartScript(root: string): string {
  const file = join(root, "src/page-start.ts");
  const transformed = transformSync(file, readFileSync(file, "utf8"));
  if (transformed.errors.length > 0) throw transformed.errors[0];
  const minified = minifySync(file, transformed.code, { compress: true, mangle: true });
  if (minified.errors.length > 0) throw minified.errors[0];
  return minified.code.trim();
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * The tab's icon, written into the page: the browser asks for a page's icon while the page is still loading,
 * and on a slow phone that request only takes the line from what the page paints with.
 */
function withIconInline(html: string, root: string): string {
  const icon = readFileSync(join(root, "public/favicon.svg"), "utf8").trim();
  const inline = html.replace('<link rel="icon" href="/favicon.svg"', () => {
    return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon)}"`;
  });
  if (inline === html) throw new Error('index.html has no <link rel="icon" href="/favicon.svg">');
  return inline;
}

/** The page without the app's script and preloads, which Vite put in its head. */
const withoutAppScripts = (html: string) =>
  html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Renders the public pages to HTML at build time (docs/decisions/0017-prerendered-public-pages.md).
 * `npm run build` first builds src/prerender/render.tsx for Node into `ssrDir`; this plugin, in the browser
 * build, fills the app shell (index.html) with each page's markup, title and description, and writes
 * `<path>.html`. A page the app takes over names the app's first files and the page's screen instead of asking
 * for them, and its inline start script (src/page-start.ts) asks for them once the page has painted
 * (docs/decisions/0021-app-asked-for-after-paint.md). The landing page gets its own small script instead of the
 * app; the shell, with the app preloaded, becomes app.html for every other route, and each route of
 * PRELOADED_ROUTES gets a copy that also preloads its screens (or draws its first view, if it has one). It also
 * draws the campus plan picture. Emitted in generateBundle, so the pre-compressed copies and the service
 * worker's precache include the pages.
 */
export function prerenderPages(ssrDir: string, root: string): Plugin {
  return {
    name: "campusgo:prerender",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle: OutputBundle) {
      if (this.environment.config.build.ssr) return;
      const rendererFile = join(ssrDir, "render.js");
      if (!existsSync(rendererFile)) {
        this.error(`${rendererFile} is missing: build it first (npm run build -w @campusgo/web)`);
      }
      const renderer = (await import(`${pathToFileURL(rendererFile).href}?t=${Date.now()}`)) as Renderer;

      const shellAsset = bundle["index.html"] as OutputAsset | undefined;
      if (!shellAsset) this.error("index.html is missing from the bundle");
      const shell = withIconInline(String(shellAsset.source), root);
      delete bundle["index.html"];

      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
      const byModule = (module: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === join(root, "src", module));
      const appEntry = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId === join(root, "index.html"),
      );
      const landingEntry = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId === join(root, LANDING_ENTRY),
      );
      if (!appEntry || !landingEntry) this.error("the app's or the landing page's entry chunk is missing");

      /** A chunk's file and the files of its static imports, transitively. */
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === "chunk") for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      // The entry (src/boot.ts) is small; the app itself (src/main.tsx) is its dynamic import.
      const app = byModule("main.tsx");
      if (!app) this.error("the app's chunk (src/main.tsx) is missing");
      const bootFiles = closure(appEntry.fileName);
      const appFiles = closure(app.fileName, new Set(bootFiles));
      /** The app's files that the page's first script does not already bring. */
      const appOnly = [...appFiles].filter((file) => !bootFiles.has(file));
      const layout = byModule("app/app-layout.tsx");
      const modulePreloads = (files: Iterable<string>) =>
        [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n`).join("");
      /** Files src/boot.ts preloads once the page has painted. */
      const screenMeta = (files: Iterable<string>) =>
        `<meta name="campusgo:screen" content="${[...files].map((file) => `/${file}`).join(" ")}">\n`;

      const manifest: {
        pages: Record<string, string>;
        routes: Record<string, string>;
        shell: string;
        inlineScripts: string[];
      } = { pages: {}, routes: {}, shell: renderer.APP_SHELL_FILE, inlineScripts: [] };

      // A page that paints from its HTML names its first script and what that imports instead of asking for
      // them: its inline script asks for them once the page has painted. The landing page's first script is its
      // own; every other page's is the app's.
      const startScript = pageStartScript(root);
      const startedAfterPaint = (html: string, firstFiles: Iterable<string>) => {
        const hash = sha256(startScript);
        if (!manifest.inlineScripts.includes(hash)) manifest.inlineScripts.push(hash);
        const files = [...firstFiles].map((file) => `/${file}`).join(" ");
        return withoutAppScripts(html)
          .replace("</head>", () => `<meta name="campusgo:boot" content="${files}">\n</head>`)
          .replace("</body>", () => `<script type="module">${startScript}</script>\n</body>`);
      };

      const withHead = (html: string, title: string, description: string, extraHead: string) =>
        html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(
            /<meta name="description" content="[^"]*"\s*\/?>/,
            `<meta name="description" content="${escapeHtml(description)}" />`,
          )
          .replace("</head>", `${extraHead}</head>`);

      for (const page of renderer.PRERENDERED_PAGES) {
        const { head, markup } = withHintsApart(await renderer.renderPage(page.path));
        let html: string;
        if (page.module === null) {
          // The landing page: the same head and styles, its own script instead of the app's; a rider with a
          // trip to come back to goes to it before anything paints.
          html = startedAfterPaint(
            withHead(shell, page.title, page.description, head),
            closure(landingEntry.fileName),
          ).replace(/<meta charset="UTF-8" \/>/, `$&\n<script>${renderer.LANDING_SCRIPT}</script>`);
          const hash = sha256(renderer.LANDING_SCRIPT);
          if (!manifest.inlineScripts.includes(hash)) manifest.inlineScripts.push(hash);
        } else {
          const screen = byModule(page.module);
          if (!screen) this.error(`no chunk for ${page.module} (${page.path})`);
          const preload = new Set<string>();
          for (const chunk of [layout, screen]) {
            if (!chunk) continue;
            for (const file of closure(chunk.fileName)) if (!appFiles.has(file)) preload.add(file);
          }
          // Not preloaded: src/boot.ts fetches them with the app once the page has painted.
          html = withHead(shell, page.title, page.description, head + screenMeta([...appOnly, ...preload]));
          html = startedAfterPaint(html, bootFiles);
        }
        html = html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
        if (!html.includes(markup)) this.error(`could not place the markup of ${page.path}`);
        this.emitFile({ type: "asset", fileName: page.file, source: html });
        manifest.pages[page.path] = page.file;
      }

      // Every other route is drawn by the app: the shell fetches it at once, alongside the entry.
      const appShell = shell.replace("</head>", `${modulePreloads(appOnly)}</head>`);
      this.emitFile({ type: "asset", fileName: renderer.APP_SHELL_FILE, source: appShell });
      // A route drawn by the app whose nested screens are fetched with the app rather than one after another.
      for (const route of renderer.PRELOADED_ROUTES) {
        const files = new Set<string>();
        for (const module of route.modules) {
          const chunk = byModule(module);
          if (!chunk) this.error(`no chunk for ${module} (${route.path})`);
          for (const file of closure(chunk.fileName)) if (!appFiles.has(file)) files.add(file);
        }
        let source: string;
        if (route.firstView) {
          // Its first view paints from the HTML; the app and the screens are fetched after that paint, in one wave.
          const { head, markup: view } = withHintsApart(renderer.renderFirstView(route.firstView));
          source = shell
            .replace(/<meta charset="UTF-8" \/>/, `$&\n<script>${renderer.FIRST_VIEW_SCRIPT}</script>`)
            .replace("</head>", `${head}${screenMeta([...appOnly, ...files])}</head>`)
            .replace('<div id="root"></div>', `<div id="root"></div><div id="first-view">${view}</div>`);
          if (!source.includes(view)) this.error(`could not place the first view of ${route.path}`);
          source = startedAfterPaint(source, bootFiles);
          const hash = sha256(renderer.FIRST_VIEW_SCRIPT);
          if (!manifest.inlineScripts.includes(hash)) manifest.inlineScripts.push(hash);
        } else {
          source = appShell.replace("</head>", `${modulePreloads(files)}</head>`);
        }
        this.emitFile({ type: "asset", fileName: route.file, source });
        manifest.routes[route.path] = route.file;
      }
      this.emitFile({ type: "asset", fileName: renderer.CAMPUS_PLAN_FILE, source: renderer.campusPlanSvg() });
      this.emitFile({
        type: "asset",
        fileName: renderer.PRERENDER_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/** In development (`vite`), the campus plan picture the build writes, drawn on request. */
export function campusPlanInDev(): Plugin {
  return {
    name: "campusgo:campus-plan-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith("/images/")) return next();
        const picture = (await server.ssrLoadModule("/src/features/rides/map/campus-plan-picture.ts")) as {
          CAMPUS_PLAN_SRC: string;
          campusPlanSvg: () => string;
        };
        if (req.url?.split("?")[0] !== picture.CAMPUS_PLAN_SRC) return next();
        res.setHeader("content-type", "image/svg+xml");
        res.end(picture.campusPlanSvg());
      });
    },
  };
}
