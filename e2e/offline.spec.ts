import { expect, test } from "./fixtures.ts";
import { dismissLocationPopup } from "./helpers/accounts.ts";
import { bookKeke } from "./helpers/booking.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { driverOnlineAt, offerAndAccept, riderAt } from "./helpers/journeys.ts";
import { serverRide } from "./helpers/rides.ts";

// Two browsers and a real driver: generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Every slot of isolatedSpot is taken: this spot lies south of its grid, more than 7 km from every slot, from
 * admin-payments' spots and from the campus, so no other test's driver or rider is ever in reach. The test runs
 * in the mobile project only, so one spot is enough.
 */
const SPOT: Spot = { lat: 6.4, lon: 7.45 };

const OFFLINE_WORDS = "You are offline. We will reconnect when you are back.";

test("offline during a ride: one banner, the ride as it last was and no error toast; back online the ride catches up without a reload", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one phone-sized run is enough for this journey");
  const rider = await riderAt(page, SPOT);
  const {
    driver,
    page: driverPage,
    close,
  } = await driverOnlineAt(browser, page, testInfo, offset(SPOT, 800, 0));

  // A ride booked, offered on and accepted through the screens.
  const rideId = await bookKeke(page, "Main gate");
  await offerAndAccept(page, driverPage, rider, driver);
  const pin = page.getByTestId("pickup-pin");
  const pinShown = ((await pin.textContent()) ?? "").trim();
  // Marks this document: it is still the same one (not reloaded) at the end.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // The rider's phone loses its network: one banner says so, the ride stays on screen as it was.
  const banner = page.getByText(OFFLINE_WORDS);
  await expect(banner).toBeHidden();
  await page.context().setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCount(1);

  // Meanwhile the driver arrives.
  const active = driverPage.getByTestId("active-ride");
  await active.getByRole("button", { name: "Arrived", exact: true }).click();
  await expect(active.getByLabel("Rider's PIN")).toBeVisible();
  expect((await serverRide(driverPage.request, rideId)).status).toBe("arrived");

  // Offline, the rider still sees the ride as it last was, and no toast blames the connection.
  await expect(page.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible();
  await expect(pin).toHaveText(pinShown);
  await expect(page.getByText(driver.fullName)).toBeVisible();
  await expect(page.locator("[data-rht-toaster]").getByText(/connection|reach CampusGo/i)).toHaveCount(0);

  // Back online: the banner goes, the screen joins the ride again and shows where it is now, same document.
  await page.context().setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByRole("heading", { name: "Your driver has arrived" })).toBeVisible();
  await expect(page.getByText("Show your PIN to the driver to start the trip.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(page.locator("[data-rht-toaster]").getByText(/connection|reach CampusGo/i)).toHaveCount(0);

  await close();
  expect(consoleErrors).toEqual([]);
});

test("opened again without a network once visited: the app and the signed-in rider come from the phone, no endless loading", async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one phone-sized run is enough for this journey");
  await riderAt(page, offset(SPOT, 0, 3000));
  await page.goto("/dashboard");
  await dismissLocationPopup(page);
  const heading = page.locator("main").getByRole("heading", { level: 1 });
  const before = (await heading.textContent()) ?? "";
  // The service worker is ready; from the next visit on it answers for the app, its fonts and the places.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await dismissLocationPopup(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await dismissLocationPopup(page);
  await expect(page.getByText(OFFLINE_WORDS)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading).toHaveText(before);
  await expect(page.locator("[data-rht-toaster]").getByText(/connection|reach CampusGo/i)).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE_WORDS)).toBeHidden();
  // Offline, the service worker answers what it does not keep (the session, the ride) with a network error.
  expect(consoleErrors.filter((error) => error !== "Failed to load resource: net::ERR_FAILED")).toEqual([]);
  consoleErrors.length = 0;
});
