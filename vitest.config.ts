import { defineConfig } from "vitest/config";

const reportFile = process.env.VITEST_REPORT_FILE;

export default defineConfig({
  test: {
    reporters: reportFile ? ["default", ["json", { outputFile: reportFile }]] : ["default"],
    projects: [
      { test: { name: "domain", include: ["packages/domain/test/**/*.test.ts"] } },
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
