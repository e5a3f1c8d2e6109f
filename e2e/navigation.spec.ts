import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger } from "./helpers/accounts.ts";
import { chooseDestination, dashboardWithLocation, sendWithoutLuggage } from "./helpers/booking.ts";
import { isolatedSpot, offset } from "./helpers/geo.ts";
import { driverOnlineAt, riderAt } from "./helpers/journeys.ts";
import { signIn } from "./kyc-helpers.ts";

// A live ride and, in one test, a real driver in a second window: generous on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The rider books a ride of `ride` from where the device is to Main gate, without luggage, and lands on the
 * search screen. The bookings of these tests are Okada rides where no Okada driver is online (slot 5 holds
 * only a Keke driver of bookings.spec.ts), so they keep searching.
 */
async function bookRide(page: Page, ride: "Keke ride" | "Okada ride") {
  await dashboardWithLocation(page);
  await page.getByText(ride, { exact: true }).click();
  await chooseDestination(page, "Main gate");
  return sendWithoutLuggage(page);
}

const escaped = (id: string) => id.replace(/[-]/g, "\\-");

test("a searching ride: back stays on it, the bar follows the rider and View returns to it", async ({
  page,
  consoleErrors,
}, testInfo) => {
  await riderAt(page, isolatedSpot(5, testInfo));
  const rideId = await bookRide(page, "Okada ride");
  const onRide = new RegExp(`/dashboard/looking-for\\?ride=${escaped(rideId)}$`);

  // Back from the ride's screen: the booking steps behind it open the ride instead.
  await page.goBack();
  await expect(page).toHaveURL(onRide);
  await expect(page.getByText("Connecting to available driver nearby")).toBeVisible();
  // An old link to a booking step does the same.
  await page.goto("/dashboard/luggage");
  // A whole page load: the session and the active ride are asked first.
  await expect(page).toHaveURL(onRide, { timeout: 30_000 });
  // So does the Bus item (booking a shuttle) while the ride searches.
  await page.getByRole("link", { name: "Bus" }).click();
  await expect(page).toHaveURL(onRide);

  // Away from the ride, the bar says where it is; View opens its screen again.
  await page.getByRole("link", { name: "My Bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-bookings$/);
  const bar = page.getByRole("region", { name: "Ride in progress" });
  await expect(bar).toContainText("Finding you a driver");
  await bar.getByRole("link", { name: /View/ }).click();
  await expect(page).toHaveURL(onRide);
  await expect(bar).toBeHidden();

  // On the other screens too.
  await page.goto("/dashboard/settings");
  await expect(bar).toContainText("Finding you a driver");
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test("/mainpage, /rides and the Bus item lead where they should", async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Signed out: /mainpage is the landing page; /rides asks to log in, then comes back to the bookings.
  await page.goto("/mainpage");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/rides");
  await expect(page).toHaveURL(/\/login\?next=%2Frides$/);
  const rider = await activatedPassenger(page.request);
  await page.getByLabel("E-mail or phone number").fill(rider.email);
  await page.getByLabel("Password", { exact: true }).fill(rider.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-bookings$/);
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();

  // Signed in: /mainpage is the dashboard; Bus opens the booking flow with the Shuttle ride chosen.
  await page.goto("/mainpage");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole("dialog", { name: "Enable your location" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await page.getByRole("link", { name: "Bus" }).click();
  await expect(page).toHaveURL(/\/dashboard\/set-routes$/);
  await expect(page.getByRole("heading", { name: "Set your route" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Shuttle ride/ })).toBeChecked();
  await expectAccessible(page);

  // A driver's /rides is the history tab of the driver dashboard.
  const driverContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, "driver@campusgo.demo");
  await driverPage.goto("/rides");
  await expect(driverPage).toHaveURL(/\/dashboard\?tab=history$/);
  await driverContext.close();
  expect(consoleErrors).toEqual([]);
});

test("/drivers lists a verified driver online nearby, and the bell's count clears when opened", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(6, testInfo);
  const rider = await riderAt(page, spot);
  const {
    driver,
    page: driverPage,
    close,
  } = await driverOnlineAt(browser, page, testInfo, offset(spot, 640, 0));

  await page.goto("/drivers");
  await expect(page.getByRole("heading", { name: "Drivers near you" })).toBeVisible();
  const card = page.getByRole("listitem", { name: driver.fullName });
  await expect(card).toContainText("Keke · ENU-482-KK");
  await expect(card).toContainText("New driver");
  await expect(card).toContainText("600m");
  await expect(card).toContainText("Available");
  await expectAccessible(page);

  // A Keke ride: while the rider is away from its offers, the driver's offer adds to the bell.
  await bookRide(page, "Keke ride");
  await page.getByRole("link", { name: "My Bookings" }).click();
  await expect(page.getByRole("region", { name: "Ride in progress" })).toContainText("Finding you a driver");
  const request = driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` });
  await request.getByRole("button", { name: /^Offer ₦/ }).click();
  const bell = page.getByRole("button", { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toContainText("New offer");
  await expect(bell).toHaveAccessibleName("Notifications");
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Close notifications" }).click();
  // Read on the server too: a reload shows no count.
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Notifications/ }).first()).toHaveAccessibleName(
    "Notifications",
  );

  await close();
  expect(consoleErrors).toEqual([]);
});
