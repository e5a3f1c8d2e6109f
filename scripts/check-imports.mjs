#!/usr/bin/env node
/**
 * Keeps the web app's module structure honest: fails (exit 1) on any import cycle in apps/web/src,
 * and on any file in features/X importing features/Y other than through features/Y/index.ts.
 * Usage: node scripts/check-imports.mjs [source-root]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildGraph, findCycles, findFeatureViolations } from "./import-graph.mjs";

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sourceRoot = path.resolve(process.argv[2] ?? path.join(repoRoot, "apps/web/src"));
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs)$/;

/** Every source file under the root, keyed by its path relative to the root (forward slashes). */
function readSources(root) {
  const sources = new Map();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join("/");
    sources.set(relative, readFileSync(absolute, "utf8"));
  }
  return sources;
}

const graph = buildGraph(readSources(sourceRoot), { alias: { "@/": "" } });
const cycles = findCycles(graph);
const violations = findFeatureViolations(graph);

for (const cycle of cycles) {
  console.error(`import cycle: ${cycle.join(" -> ")}`);
}
for (const { from, to } of violations) {
  console.error(`feature internals imported: ${from} -> ${to} (import it through its index.ts)`);
}
if (cycles.length > 0 || violations.length > 0) {
  console.error(`\n${cycles.length} cycle(s), ${violations.length} cross-feature import(s) in ${sourceRoot}`);
  process.exit(1);
}
console.log(`imports ok: ${graph.size} files, no cycles, features import each other only through index.ts`);
