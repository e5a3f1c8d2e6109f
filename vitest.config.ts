import { defineConfig } from "vitest/config";

const reportFile = process.env.VITEST_REPORT_FILE;

/** What every API test file shares: a migrated template database, and the time a server needs to start. */
const API = {
  globalSetup: ["apps/api/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** API test files that mock a module (vi.mock) or spy on a global. */
const MOCKING_FILES = ["apps/api/test/image-sizes.test.ts", "apps/api/test/housekeeping.test.ts"];

export default defineConfig({
  test: {
    // The API tests mostly wait on the database, timers and sockets, not the CPU: four files at a time on a
    // 2-core machine halve the run (278 s -> 143 s measured) where the default would run one.
    maxWorkers: 4,
    reporters: reportFile ? ["default", ["json", { outputFile: reportFile }]] : ["default"],
    projects: [
      { test: { name: "domain", include: ["packages/domain/test/**/*.test.ts"] } },
      // The web app's pure logic (no DOM): formatting, parsing, guards.
      { test: { name: "web", include: ["apps/web/src/**/*.test.ts"], environment: "node" } },
      // The repository's own scripts, e.g. the import-graph rules of scripts/check-imports.mjs.
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
      {
        test: {
          name: "api",
          include: ["apps/api/test/**/*.test.ts"],
          exclude: MOCKING_FILES,
          // The files of a worker share one module graph: each file building its own copy of the server's
          // modules was most of the run (537 s -> 215 s measured). Every file starts its own app and database.
          isolate: false,
          ...API,
        },
      },
      // The files that replace a module or a global for their own run get a fresh module graph each.
      { test: { name: "api-isolated", include: MOCKING_FILES, ...API } },
    ],
  },
});
