import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
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
  PRELOADED_ROUTES: readonly { path: string; file: string; modules: readonly string[] }[];
  APP_SHELL_FILE: string;
  PRERENDER_MANIFEST_FILE: string;
}

/** The entry of the landing page's own script (no framework). */
export const LANDING_ENTRY = "src/features/landing/landing-entry.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Renders the public pages to HTML at build time (docs/decisions/0017-prerendered-public-pages.md).
 * `npm run build` first builds src/prerender/render.tsx for Node into `ssrDir`; this plugin, in the browser
 * build, fills the app shell (index.html) with each page's markup, title and description, names the page's
 * screen for src/boot.ts to fetch after the first paint, and writes `<path>.html`. The landing page gets its
 * own small script instead of the app; the shell, with the app preloaded, becomes app.html for every other
 * route, and each route of PRELOADED_ROUTES gets a copy that also preloads its screens. Emitted in
 * generateBundle, so the pre-compressed copies and the service worker's precache include the pages.
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
      const shell = String(shellAsset.source);
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
      const layout = byModule("app/app-layout.tsx");
      const modulePreloads = (files: Iterable<string>) =>
        [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n`).join("");

      const withHead = (html: string, title: string, description: string, extraHead: string) =>
        html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(
            /<meta name="description" content="[^"]*"\s*\/?>/,
            `<meta name="description" content="${escapeHtml(description)}" />`,
          )
          .replace("</head>", `${extraHead}</head>`);

      const manifest: { pages: Record<string, string>; routes: Record<string, string>; shell: string } = {
        pages: {},
        routes: {},
        shell: renderer.APP_SHELL_FILE,
      };

      for (const page of renderer.PRERENDERED_PAGES) {
        const rendered = await renderer.renderPage(page.path);
        // React puts resource hints it found (the hero picture's preload) first: they belong in the head.
        const hints = rendered.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? "";
        const markup = rendered.slice(hints.length);
        const head = hints.replace(/\/>/g, ">\n");
        let html: string;
        if (page.module === null) {
          // The landing page: the same head and styles, its own script instead of the app's.
          html = shell
            .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
          html = withHead(
            html,
            page.title,
            page.description,
            `${head}<script type="module" crossorigin src="/${landingEntry.fileName}"></script>\n`,
          );
        } else {
          const screen = byModule(page.module);
          if (!screen) this.error(`no chunk for ${page.module} (${page.path})`);
          const preload = new Set<string>();
          for (const chunk of [layout, screen]) {
            if (!chunk) continue;
            for (const file of closure(chunk.fileName)) if (!appFiles.has(file)) preload.add(file);
          }
          // Not preloaded: src/boot.ts fetches them with the app once the page has painted.
          const screenFiles = [...preload].map((file) => `/${file}`).join(" ");
          const meta = `<meta name="campusgo:screen" content="${screenFiles}">\n`;
          html = withHead(shell, page.title, page.description, head + meta);
        }
        html = html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
        if (!html.includes(markup)) this.error(`could not place the markup of ${page.path}`);
        this.emitFile({ type: "asset", fileName: page.file, source: html });
        manifest.pages[page.path] = page.file;
      }

      // Every other route is drawn by the app: the shell fetches it at once, alongside the entry.
      const appOnly = [...appFiles].filter((file) => !bootFiles.has(file));
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
        const source = appShell.replace("</head>", `${modulePreloads(files)}</head>`);
        this.emitFile({ type: "asset", fileName: route.file, source });
        manifest.routes[route.path] = route.file;
      }
      this.emitFile({
        type: "asset",
        fileName: renderer.PRERENDER_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
