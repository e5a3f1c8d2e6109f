import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { chooseDestination, dashboardWithLocation, sendWithoutLuggage } from "./helpers/booking.ts";
import { isolatedSpot, offset } from "./helpers/geo.ts";
import { driverOnlineAt, offerAndAccept, riderAt } from "./helpers/journeys.ts";

// Two browsers, a real driver and two rides: generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** A Keke ride from where the device is to `destination`, without luggage; the rider lands on the search. */
async function bookKeke(page: Page, destination: string, first: boolean) {
  if (first) await dashboardWithLocation(page);
  else {
    // The location popup asks once per visit.
    await page.goto("/dashboard");
    await expect(page.getByLabel("Pickup")).not.toHaveValue("");
  }
  await page.getByText("Keke ride", { exact: true }).click();
  await chooseDestination(page, destination);
  return sendWithoutLuggage(page);
}

/** Opens My Bookings on a tab and the booking to `destination` in it. */
async function openBooking(page: Page, tab: "Completed" | "Cancelled", destination: string, rideId: string) {
  await page.goto("/dashboard/my-bookings");
  await page.getByRole("tab", { name: tab }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: new RegExp(`to ${destination}, booking details`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-bookings/${rideId}$`));
  await expect(page.getByRole("heading", { name: "Booking details" })).toBeVisible();
}

test("a cancelled and a completed ride open their details from My Bookings", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(7, testInfo);
  const rider = await riderAt(page, spot);
  const {
    driver,
    page: driverPage,
    close,
    // Completing away from the destination is first answered with a question (409), which the browser prints.
  } = await driverOnlineAt(browser, page, testInfo, offset(spot, 700, 0), [/status of 409 \(Conflict\)/]);
  const request = driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` });

  // A ride the rider cancels while it searches.
  const cancelledId = await bookKeke(page, "Odenigwe", true);
  await expect(request).toBeVisible();
  await page.getByRole("link", { name: "Cancel Ride" }).click();
  await page.getByRole("button", { name: "Waiting for a long time" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Ride cancelled" })).toBeVisible();
  await expect(request).toBeHidden();

  await openBooking(page, "Cancelled", "Odenigwe", cancelledId);
  const details = page.getByRole("main");
  await expect(details).toContainText("Odenigwe");
  await expect(details).toContainText("Cancelled");
  await expect(details).toContainText("You cancelled: Waiting for a long time");
  await expect(details).toContainText("Suggested fare");
  await expect(page.getByTestId("agreed-amount")).toHaveText("Not agreed yet");
  await expectAccessible(page);
  await page.getByRole("link", { name: "My Bookings" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/my-bookings$/);

  // A ride the driver takes from offer to completion; the rider rates it.
  const completedId = await bookKeke(page, "Main gate", false);
  await offerAndAccept(page, driverPage, rider, driver);
  const pin = ((await page.getByTestId("pickup-pin").textContent()) ?? "").trim();
  const active = driverPage.getByTestId("active-ride");
  await active.getByRole("button", { name: "Arrived", exact: true }).click();
  await active.getByLabel("Rider's PIN").fill(pin);
  await active.getByRole("button", { name: "Start trip" }).click();
  await expect(page.getByRole("heading", { name: "On your way" })).toBeVisible();
  await active.getByRole("button", { name: "Complete trip" }).click();
  await driverPage
    .getByRole("alertdialog", { name: "End the trip here?" })
    .getByRole("button", { name: "End the trip here" })
    .click();
  await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible();
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByText(/You rated .+ 4 of 5 stars/)).toBeVisible();

  await openBooking(page, "Completed", "Main gate", completedId);
  await expect(details).toContainText("Main gate");
  await expect(details).toContainText("Completed");
  await expect(details).toContainText(driver.fullName);
  await expect(details).toContainText("ENU-482-KK");
  await expect(page.getByTestId("agreed-amount")).toContainText("₦");
  await expect(details).toContainText(/You rated .+ 4 of 5 stars/);
  await expectAccessible(page);

  await close();
  expect(consoleErrors).toEqual([]);
});
