/**
 * Takes the landing page's hero picture from the real app: the demo rider books a keke on a running demo
 * server (`npm start`), simulated drivers send their offers, and the bidder screen is captured at phone size
 * and saved as apps/web/public/images/hero-app.webp. The ride is cancelled afterwards.
 *
 *   node --import tsx scripts/hero-shot.ts [http://localhost:3000]
 */
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const base = process.argv[2] ?? "http://localhost:3000";
const output = fileURLToPath(new URL("../apps/web/public/images/hero-app.webp", import.meta.url));
const pickup = { latitude: 6.8668, longitude: 7.4101, accuracy: 10 }; // Student Union Building

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
});
try {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    geolocation: pickup,
    permissions: ["geolocation"],
  });
  const page = await context.newPage();

  await page.goto("/login");
  await page.getByRole("button", { name: "Rider", exact: true }).click();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByRole("dialog").getByRole("button", { name: "Use my location" }).click();
  await page.getByText("Keke ride", { exact: true }).click();
  await page.getByRole("button", { name: /Where to\?/ }).click();
  await page.getByRole("combobox", { name: "Destination" }).fill("Nnamdi Azikiwe");
  await page.getByRole("option", { name: /Nnamdi Azikiwe Library/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /Without luggage/ }).check();
  await page.getByRole("button", { name: "Send Request" }).click();

  await page.waitForURL(/\/dashboard\/bidder\?ride=/, { timeout: 60_000 });
  const rideId = new URL(page.url()).searchParams.get("ride");
  const offers = page.getByRole("listitem", { name: /^Offer from / });
  await offers.nth(1).waitFor({ timeout: 60_000 });
  // Let the toasts fade and the map settle.
  await page.waitForTimeout(5_000);
  const png = await page.screenshot();
  await sharp(png).webp({ quality: 78 }).toFile(output);
  console.log(`saved ${output}`);

  if (rideId) {
    await page.request.post(`/api/rides/${rideId}/cancel`, {
      headers: { "x-campusgo-csrf": "1" },
      data: { reason: "Other reasons" },
    });
  }
} finally {
  await browser.close();
}
