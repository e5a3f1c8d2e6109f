import { describe, expect, it } from "vitest";
import {
  buildGraph,
  findCycles,
  findFeatureViolations,
  listImports,
  resolveImport,
} from "./import-graph.mjs";

const graphOf = (edges) => new Map(Object.entries(edges));

describe("listImports", () => {
  it("finds static, type-only, re-exported and dynamic imports, not ones in comments or strings", () => {
    const source = `
      import a from "./a.ts";
      import type { B } from "./b.ts";
      export { c } from "./c.ts";
      const d = () => import("./d.tsx");
      // import e from "./e.ts";
      const f = "import g from './g.ts'";
    `;
    expect(listImports(source).sort()).toEqual(["./a.ts", "./b.ts", "./c.ts", "./d.tsx"]);
  });
});

describe("resolveImport", () => {
  const files = new Set(["lib/x.ts", "features/a/index.ts", "components/b.tsx"]);
  const exists = (file) => files.has(file);

  it("resolves relative imports, with or without an extension, and folders to their index", () => {
    expect(resolveImport("features/a/y.ts", "../../lib/x.ts", { exists })).toBe("lib/x.ts");
    expect(resolveImport("features/a/y.ts", "../../components/b", { exists })).toBe("components/b.tsx");
    expect(resolveImport("lib/x.ts", "../features/a", { exists })).toBe("features/a/index.ts");
  });

  it("resolves an alias and leaves packages out", () => {
    expect(resolveImport("features/a/y.ts", "@/lib/x.ts", { exists, alias: { "@/": "" } })).toBe("lib/x.ts");
    expect(resolveImport("lib/x.ts", "react", { exists, alias: { "@/": "" } })).toBeNull();
  });
});

describe("findCycles", () => {
  it("reports each loop once, as a chain that ends where it starts", () => {
    const graph = graphOf({ a: ["b"], b: ["c"], c: ["a"], d: ["a"] });
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  it("reports a file importing itself and separate loops separately", () => {
    const graph = graphOf({ a: ["a"], b: ["c"], c: ["b"] });
    expect(findCycles(graph)).toEqual([
      ["a", "a"],
      ["b", "c", "b"],
    ]);
  });

  it("finds none in a graph without loops", () => {
    expect(findCycles(graphOf({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });
});

describe("findFeatureViolations", () => {
  it("allows a feature's own files, shared code and another feature's index.ts", () => {
    const graph = graphOf({
      "features/rides/a.ts": ["features/rides/b/c.ts", "lib/x.ts", "features/auth/index.ts"],
      "app/router.tsx": ["features/rides/a.ts"],
    });
    expect(findFeatureViolations(graph)).toEqual([]);
  });

  it("reports a feature reaching into another feature's internals", () => {
    const graph = graphOf({ "features/dashboard/x.tsx": ["features/landing/components/y.tsx"] });
    expect(findFeatureViolations(graph)).toEqual([
      { from: "features/dashboard/x.tsx", to: "features/landing/components/y.tsx" },
    ]);
  });
});

describe("buildGraph", () => {
  it("keeps only the edges to files of the set", () => {
    const sources = new Map([
      ["a.ts", 'import "./b.ts"; import React from "react"; import "./missing.ts";'],
      ["b.ts", ""],
    ]);
    expect(buildGraph(sources)).toEqual(graphOf({ "a.ts": ["b.ts"], "b.ts": [] }));
  });
});
