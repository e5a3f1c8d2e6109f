// Prints the gzip size of the JavaScript the landing route loads (budget 120 KB, no map code) and of all chunks.
// Usage: npm run bench:bundle  (builds first). Reads apps/web/dist/.vite/manifest.json.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = process.argv[2] ?? "apps/web/dist";
const BUDGET_KB = 120;
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The entry's static import graph, plus the service-worker registration it loads once the page has loaded. */
const landing = new Set();
const visit = (key, withDynamic = false) => {
  const chunk = manifest[key];
  if (!chunk || landing.has(chunk.file)) return;
  landing.add(chunk.file);
  for (const dep of [...(chunk.imports ?? []), ...(withDynamic ? (chunk.dynamicImports ?? []) : [])]) {
    visit(dep, withDynamic);
  }
};
visit("index.html");
for (const key of Object.keys(manifest)) if (key.includes("pwa-register")) visit(key, true);

let landingBytes = 0;
let mapCode = false;
for (const file of landing) {
  const size = gz(file);
  landingBytes += size;
  if (/leaflet-container|L\.TileLayer|react-leaflet/.test(readFileSync(join(dist, file), "utf8")))
    mapCode = true;
  console.log(`  landing  ${kb(size).padStart(7)} KB  ${file}`);
}

const assets = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
const allBytes = assets.reduce((sum, f) => sum + gz(join("assets", f)), 0);

console.log(
  `landing route JavaScript: ${kb(landingBytes)} KB gzip (budget ${BUDGET_KB} KB, ${((landingBytes / 1024 / BUDGET_KB) * 100).toFixed(0)}% of it)`,
);
console.log(`map code in the landing route: ${mapCode ? "YES" : "no"}`);
console.log(`all JavaScript chunks: ${assets.length} files, ${kb(allBytes)} KB gzip`);
if (landingBytes / 1024 > BUDGET_KB || mapCode) process.exit(1);
