import { RIDE_MESSAGES } from "@campusgo/domain";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, isMobile, test } from "./fixtures.ts";
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

/** On set-routes: types into a place field and picks the first suggestion named like that. */
async function pickPlace(page: Page, field: "Pickup" | "Destination", name: string) {
  await page.getByRole("combobox", { name: field }).fill(name);
  await page
    .getByRole("option", { name: new RegExp(name) })
    .first()
    .click();
}

/** Fails if `over` overlaps any of `others` on screen. */
async function expectClearOf(over: Locator, others: Locator[]) {
  const a = await over.boundingBox();
  expect(a, "the toast is on screen").not.toBeNull();
  for (const other of others) {
    const b = await other.boundingBox();
    if (!a || !b) continue;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `the toast covers ${other}`).toBe(false);
  }
}

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
  // So does Shuttle hire, on the Bus item's screen, while the ride searches. (Its screen is fetched first: the test
  // waits for the step to open and give way, or the next click would race the redirect.)
  await page.getByRole("link", { name: "Bus" }).click();
  await expect(page.getByRole("heading", { name: "Campus shuttles" })).toBeVisible();
  await Promise.all([
    page.waitForURL(/\/dashboard\/set-routes/),
    page.getByRole("link", { name: "Shuttle hire" }).click(),
  ]);
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
  // Each screen names itself in the tab, the login's title does not stay.
  await expect(page).toHaveTitle("My Bookings · CampusGo");

  // Signed in: /mainpage is the dashboard; Bus opens the campus shuttles, where Shuttle hire opens the booking flow
  // with Shuttle hire chosen.
  await page.goto("/mainpage");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle("Book a ride · CampusGo");
  await page
    .getByRole("dialog", { name: "Enable your location" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await page.getByRole("link", { name: "Bus" }).click();
  await expect(page).toHaveURL(/\/dashboard\/shuttle$/);
  await expect(page.getByRole("heading", { name: "Campus shuttles", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Campus shuttles · CampusGo");
  await page.getByRole("link", { name: "Shuttle hire" }).click();
  await expect(page).toHaveURL(/\/dashboard\/set-routes$/);
  const heading = page.getByRole("heading", { name: "Set your route" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("radio", { name: /Shuttle hire/ })).toBeChecked();
  await expect(page).toHaveTitle("Set your route · CampusGo");
  await expectAccessible(page);

  // A refusal: a toast clear of the heading and of the map above the sheet, gone once it is put right.
  const toasts = page.locator("[data-rht-toaster]");
  await page.getByRole("button", { name: "Continue" }).click();
  const refusal = toasts.getByText("Please set your pickup point.");
  await expect(refusal).toBeVisible();
  await expectClearOf(refusal, [heading, ...(isMobile(page) ? [] : [page.locator("[data-ride-sheet]")])]);
  if (isMobile(page)) {
    // On a phone the map fills the top of the screen above the sheet: the toast stays over the sheet.
    const sheetTop = (await page.locator("[data-ride-sheet]").boundingBox())?.y ?? 0;
    expect((await refusal.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(sheetTop);
  }
  await pickPlace(page, "Pickup", "Main gate");
  await expect(refusal).toBeHidden();

  // The same place at both ends is refused as it is picked, in the server's words, not only at Continue.
  const destination = page.getByRole("combobox", { name: "Destination" });
  await pickPlace(page, "Destination", "Main gate");
  await expect(page.getByRole("alert").filter({ hasText: RIDE_MESSAGES.sameLocation })).toBeVisible();
  await expect(destination).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("upfront-fare")).toBeHidden();
  await pickPlace(page, "Destination", "Hill-top");
  await expect(page.getByText(RIDE_MESSAGES.sameLocation)).toBeHidden();
  await expect(page.getByTestId("upfront-fare")).toContainText("₦");

  // The luggage step's refusal goes once an option is chosen, and never follows the rider to another screen.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/luggage$/);
  const send = page.getByRole("button", { name: "Send Request" });
  const choose = toasts.getByText("Please select an option to continue.");
  await send.click();
  await expect(choose).toBeVisible();
  await page.getByRole("radio", { name: /Without luggage/ }).check();
  await expect(choose).toBeHidden();
  await page.getByRole("radio", { name: /With luggages/ }).check();
  await send.click();
  const picture = toasts.getByText("Please upload an image of your luggage.");
  await expect(picture).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(heading).toBeVisible();
  await expect(picture).toHaveCount(0);

  // A driver's /rides is the history tab of the driver dashboard.
  const driverContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, "driver@campusgo.demo");
  await driverPage.goto("/rides");
  await expect(driverPage).toHaveURL(/\/dashboard\?tab=history$/);
  await expect(driverPage).toHaveTitle("Driver dashboard · CampusGo");
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
