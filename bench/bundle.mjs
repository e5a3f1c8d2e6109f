// Prints the gzip size of the JavaScript the landing page loads (budget 60 KB, no map code), of what a
// hydrated public page such as /login loads, and of all chunks.
// Usage: npm run bench:bundle  (builds first). Reads the built HTML and apps/web/dist/.vite/manifest.json.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = process.argv[2] ?? "apps/web/dist";
const BUDGET_KB = 60;
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The scripts a built page loads: its module scripts and preloads (named in its HTML, or in
 * `<meta name="campusgo:boot">` for its inline start script to ask for once it has painted), their static imports,
 * and the service worker's registration (with its dynamic imports), which every page loads once it has loaded. */
function pageScripts(html) {
  const files = new Set();
  const visit = (file, withDynamic = false) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    for (const key of [...(chunk?.imports ?? []), ...(withDynamic ? (chunk?.dynamicImports ?? []) : [])]) {
      const imported = manifest[key];
      if (imported) visit(imported.file, withDynamic);
    }
  };
  const page = readFileSync(join(dist, html), "utf8");
  for (const [, src] of page.matchAll(
    /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+)"/g,
  )) {
    visit(src);
  }
  const boot = /<meta name="campusgo:boot" content="([^"]*)">/.exec(page)?.[1] ?? "";
  for (const src of boot.split(" ").filter(Boolean)) visit(src.slice(1));
  for (const [key, chunk] of Object.entries(manifest))
    if (key.includes("pwa-register")) visit(chunk.file, true);
  return files;
}

function report(label, html) {
  let bytes = 0;
  let mapCode = false;
  // Its inline scripts, with the page.
  for (const [, code] of readFileSync(join(dist, html), "utf8").matchAll(/<script[^>]*>([^<]+)<\/script>/g)) {
    const size = gzipSync(code, { level: 9 }).length;
    bytes += size;
    console.log(`  ${label.padEnd(8)} ${kb(size).padStart(7)} KB  (inline)`);
  }
  for (const file of pageScripts(html)) {
    const size = gz(file);
    bytes += size;
    if (/leaflet-container|L\.TileLayer|react-leaflet/.test(readFileSync(join(dist, file), "utf8")))
      mapCode = true;
    console.log(`  ${label.padEnd(8)} ${kb(size).padStart(7)} KB  ${file}`);
  }
  return { bytes, mapCode };
}

const landing = report("landing", "index.html");
const login = report("login", "login.html");
const assets = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
const allBytes = assets.reduce((sum, f) => sum + gz(join("assets", f)), 0);

console.log(
  `landing page JavaScript: ${kb(landing.bytes)} KB gzip (budget ${BUDGET_KB} KB, ${((landing.bytes / 1024 / BUDGET_KB) * 100).toFixed(0)}% of it)`,
);
console.log(`login page JavaScript (hydrated with the app): ${kb(login.bytes)} KB gzip`);
console.log(`map code in the landing page: ${landing.mapCode ? "YES" : "no"}`);
console.log(`all JavaScript chunks: ${assets.length} files, ${kb(allBytes)} KB gzip`);
if (landing.bytes / 1024 > BUDGET_KB || landing.mapCode) process.exit(1);
