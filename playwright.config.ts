import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "./scripts/chromium.mjs";

// One throwaway data folder per run, shared by the runner and its workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "campusgo-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const reportFile = process.env.PLAYWRIGHT_REPORT_FILE;

/**
 * Where a spec runs. Pages whose layout differs by width (the landing, the public pages, the menus and bars)
 * run at both sizes. The long journeys run once, on the phone our riders and drivers use; the admin's back office
 * runs once, at desktop size. Every journey at both sizes doubled the browser time and took CI past 30 minutes.
 */
const PHONE_ONLY = [
  "admin-people",
  "safety-share",
  "safety-sos",
  "trip-checks",
  "accounts-activation",
  "accounts-google",
  "accounts-profile",
  "accounts-recovery",
  "accounts-signup",
  "accounts-validation",
  "booking-ahead",
  "deliveries-sender",
  "deliveries-dispute",
  "bookings",
  "deliveries-driver",
  "deliveries-return",
  "driver-alerts",
  "driver-shuttle",
  "driver-shuttle-scan",
  "shuttle-seats",
  "shuttle-journey",
  "kyc-earlier",
  "kyc-journey",
  "kyc-wizard",
  "offline",
  "payments-driver",
  "payments-rider",
  "rides",
  "rides-demo",
  "round-trip",
  "search-screen",
  // Its admin part opens a desktop-sized window of its own.
  "trips-ended-short",
].map((name) => `**/${name}.spec.ts`);
const DESKTOP_ONLY = ["admin-area", "admin-payments", "kyc-review"].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  // Journeys run two browsers each, three at a time, on a 2-core machine (many wait on timers and sockets, not
  // the CPU): generous limits.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: reportFile ? [["list"], ["json", { outputFile: reportFile }]] : [["list"]],
  use: {
    baseURL,
    // A failed journey keeps its trace: the DOM at each step, without the screencast, which costs this machine
    // more CPU than the journey itself.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [...CHROME_FLAGS],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: PHONE_ONLY,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: DESKTOP_ONLY,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 360, height: 800 },
        // One device pixel per CSS pixel: the layout is the phone's, and drawing four times the pixels on a 2-core
        // machine slowed every journey.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: "node --import tsx apps/api/src/server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      // Development mode: the journeys read activation links and codes from the mail outbox, which production
      // never has (docs/decisions/0006-runtime-modes.md).
      NODE_ENV: "development",
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Journeys use the demo accounts and simulated drivers, whichever database the run uses.
      DEMO: "1",
      // The simulated drivers drive four times town speed, so a demo trip takes about a minute.
      SIMULATOR_SPEED: "4",
      // A search with no driver ends after 1 minute instead of 2, so a journey can see it end (the
      // looking-for screen's "No available driver" overlay shows only then); offers come within seconds.
      DISPATCH_TIMEOUT_MS: "60000",
      // "Accept the best offer up to": offers gather for 2 seconds instead of a minute.
      AUTO_ACCEPT_WINDOW_MS: "2000",
      // A package's free wait at the drop-off lasts 20 seconds instead of 10 minutes, so a journey reaches the way
      // back.
      DELIVERY_FREE_WAIT_MS: "20000",
      // Every journey signs in from 127.0.0.1: the limit of logins from one address is the whole suite's, not a
      // campus's (the API tests check the limit itself).
      LOGIN_TRIES_PER_IP_PER_MINUTE: "300",
      // No simulated buses: each shuttle journey makes its own line and run; the demo's loops are checked by the API
      // tests and the embedded mode's smoke.
      SIMULATED_BUSES: "0",
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_ENV ? JSON.parse(process.env.E2E_ENV) : {}),
    },
  },
});
