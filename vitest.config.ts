import { defineConfig } from "vitest/config";

const reportFile = process.env.VITEST_REPORT_FILE;

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
          globalSetup: ["apps/api/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
