import { expect, expectAccessible, test } from "./fixtures.ts";
import { adminWindow } from "./helpers/admin.ts";
import { call } from "./helpers/deliveries.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { bookThroughApi, driverOnlineAt, offerAndAccept, riderAt } from "./helpers/journeys.ts";
import { offlineMaps } from "./helpers/rides.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// Two phones and the admin's window: generous on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

// A spot of its own, at least 7 km from every other journey's (and from the campus); phone project only.
const SPOT: Spot = { lat: 6.05, lon: 7.15 };

test("a rider on a live ride presses SOS, confirms, sees help on the way, and the admin's screen shows it at once", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const rider = await riderAt(page, SPOT);
  await call(page.request, "/api/me/trusted-contacts", { name: "Mama Ngozi", phone: "0803 555 0142" });

  // The admin's desk, on a phone too, open on the KYC queue before anything happens.
  const admin = await adminWindow(browser, testInfo);
  const desk = admin.page;
  await desk.setViewportSize({ width: 360, height: 800 });
  await offlineMaps(desk);
  await signIn(desk, ADMIN_EMAIL);
  await desk.goto("/admin");
  await expect(desk.getByRole("heading", { level: 1 })).toBeVisible();

  // A driver offers on the rider's request and the rider accepts: the driver is on the way.
  const driverWindow = await driverOnlineAt(browser, page, testInfo, offset(SPOT, 800, 0));
  const rideId = await bookThroughApi(
    page.request,
    { ...SPOT, name: "Ugwuoye junction" },
    { ...offset(SPOT, 2_500, 0), name: "Eke market" },
  );
  await page.goto(`/dashboard/bidder?ride=${rideId}`);
  await offerAndAccept(page, driverWindow.page, rider, driverWindow.driver);

  // SOS: one tap asks to confirm, with the numbers to call at once; the confirm sends it.
  await page.getByTestId("sos-button").click();
  const confirm = page.getByRole("alertdialog", { name: "Send an SOS?" });
  await expect(confirm.getByText(/admins are alerted at once/)).toBeVisible();
  await expect(confirm.getByRole("link", { name: /112/ }).first()).toHaveAttribute("href", "tel:112");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Yes, send SOS" }).click();
  const sheet = page.getByRole("alertdialog", { name: "Help is on the way" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("✓ CampusGo admins alerted")).toBeVisible();
  await expect(sheet.getByText("✓ 1 trusted contact texted")).toBeVisible();
  await expect(sheet.getByRole("link", { name: /Emergency.*112/ })).toHaveAttribute("href", "tel:112");
  await expectAccessible(page);

  // The admin's screen, on whatever page, shows the banner with the rider, the trip and a running timer.
  const banner = desk.getByTestId("sos-banner");
  await expect(banner.getByRole("alert")).toContainText(`${rider.fullName} (rider) on a ride`);
  await expect(banner.getByRole("alert")).toContainText("Ugwuoye junction to Eke market");
  const timer = banner.getByTestId("sos-banner-timer");
  await expect(timer).toHaveText(/^\d+:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? "");
  await expectAccessible(desk);
  await banner.getByRole("link", { name: "Open SOS" }).click();
  await expect(desk.getByRole("heading", { name: "SOS", level: 1 })).toBeVisible();
  const card = desk.getByTestId("sos-card").filter({ hasText: rider.fullName });
  await expect(card).toContainText("Open");
  await expect(card).toContainText("1 texted");

  // Only the rider says they are safe: the banner goes, the SOS stays in the history for the admin to close.
  await sheet.getByRole("button", { name: "I'm safe now" }).click();
  await expect(page.getByText("Glad you are safe. Your SOS is closed.")).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(card).toContainText("Said they are safe");
  await card.getByRole("button", { name: "Resolve with a note" }).click();
  const resolve = desk.getByRole("dialog", { name: "Resolve SOS" });
  await resolve.getByLabel("What was done").fill("Called the rider: she felt unsafe at a stop, now home");
  await resolve.getByRole("button", { name: "Resolve" }).click();
  await expect(card).toContainText("Resolved");
  await expect(card).toContainText("Called the rider");

  await driverWindow.close();
  await admin.close();
  expect(consoleErrors).toEqual([]);
});

test("practice SOS from Trusted contacts goes through the same screens and alerts nobody", async ({
  page,
  consoleErrors,
}) => {
  await riderAt(page, offset(SPOT, 0, 3_000));
  await page.goto("/dashboard/trusted-contacts");
  await page.getByTestId("practice-sos-button").click();
  const confirm = page.getByRole("alertdialog", { name: "Practice: send an SOS?" });
  await expect(confirm.getByText(/nobody is alerted/)).toBeVisible();
  await confirm.getByRole("button", { name: "Send a practice SOS" }).click();
  const sheet = page.getByRole("alertdialog", { name: "Practice: help would be on the way" });
  await expect(sheet.getByText("Practice SOS: nobody was alerted and nothing was sent.")).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole("button", { name: "I'm safe now" }).click();
  await expect(sheet).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
