/**
 * Pure logic behind scripts/check-imports.mjs: turning source text into import edges, and finding
 * the two kinds of import the web app forbids (cycles, and reaching into another feature's internals).
 * Nothing here touches the file system, so the rules can be tested on small made-up graphs.
 */
import path from "node:path";
import ts from "typescript";

/** Extensions tried, in order, when an import names a file without one (or names a folder). */
const EXTENSIONS = [".ts", ".tsx", ".js", ".jsx", ".mjs"];

/**
 * Every module specifier a file imports: static imports and re-exports (type-only ones too, since
 * they tie the modules' designs together just the same) and dynamic `import()` calls.
 */
export function listImports(sourceText) {
  const { importedFiles } = ts.preProcessFile(sourceText, true, true);
  return importedFiles.map((file) => file.fileName);
}

/**
 * The file an import points at, or null when it leaves the app (a package) or names nothing there.
 * `alias` maps a prefix such as "@/" to a folder; `exists` says whether a path is a known file.
 */
export function resolveImport(fromFile, specifier, { exists, alias = {} }) {
  let base = null;
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    base = path.posix.join(path.posix.dirname(fromFile), specifier);
  } else {
    const prefix = Object.keys(alias).find((key) => specifier.startsWith(key));
    if (prefix === undefined) return null;
    base = path.posix.join(alias[prefix], specifier.slice(prefix.length));
  }
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find((candidate) => exists(candidate)) ?? null;
}

/**
 * The import graph of a set of files: each file (a path relative to the source root) mapped to the
 * files of the set it imports. `sources` maps each file to its text.
 */
export function buildGraph(sources, { alias = {} } = {}) {
  const exists = (file) => sources.has(file);
  const graph = new Map();
  for (const [file, text] of sources) {
    const targets = listImports(text)
      .map((specifier) => resolveImport(file, specifier, { exists, alias }))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every import cycle, one chain per group of files that reach each other (Tarjan's strongly
 * connected components), each chain starting and ending at the same file so it reads as a loop.
 * `graph` maps a file to the files it imports.
 */
export function findCycles(graph) {
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;

  const visit = (node) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(next)));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(next)));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) components.push(new Set(component));
  };

  for (const node of [...graph.keys()].sort()) {
    if (!index.has(node)) visit(node);
  }
  return components.map((component) => cycleWithin(graph, component));
}

/** One shortest loop through the alphabetically first file of a strongly connected group. */
function cycleWithin(graph, component) {
  const start = [...component].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) return [...pathTo(cameFrom, node), start];
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  return [start, start];
}

function pathTo(cameFrom, node) {
  const chain = [];
  for (let at = node; at !== null; at = cameFrom.get(at)) chain.unshift(at);
  return chain;
}

/** The feature a file belongs to ("features/<name>/..." under the app root), or null. */
export function featureOf(file) {
  const match = /^features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/**
 * Imports from one feature into another feature's internals. A feature's public surface is its
 * top-level index file; anything else inside it is private to that feature.
 * Paths are relative to the app's source root.
 */
export function findFeatureViolations(graph) {
  const violations = [];
  for (const [from, targets] of graph) {
    const fromFeature = featureOf(from);
    if (fromFeature === null) continue;
    for (const to of targets) {
      const toFeature = featureOf(to);
      if (toFeature === null || toFeature === fromFeature) continue;
      if (!isPublicSurface(to, toFeature)) violations.push({ from, to });
    }
  }
  return violations;
}

function isPublicSurface(file, feature) {
  return EXTENSIONS.some((ext) => file === `features/${feature}/index${ext}`);
}
