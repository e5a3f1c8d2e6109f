import { DRIVER_CANCEL_REASONS } from "@campusgo/domain/constants";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { isolatedSpot, offset } from "./helpers/geo.ts";
import { acceptFirstOffer, bookThroughApi, driverSignedInAt, goOnline, riderAt } from "./helpers/journeys.ts";
import { serverRide } from "./helpers/rides.ts";

// Two browsers and a real driver: generous on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

interface DeviceCalls {
  vibrations: unknown[];
  wakeLocks: string[];
}

/** Records the driver's vibrations and screen wake locks instead of asking the device. */
async function recordDeviceCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls = { vibrations: [] as unknown[], wakeLocks: [] as string[] };
    Object.assign(window, { __deviceCalls: calls });
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: (pattern: unknown) => {
        calls.vibrations.push(pattern);
        return true;
      },
    });
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          calls.wakeLocks.push(type);
          const sentinel = Object.assign(new EventTarget(), {
            type,
            released: false,
            onrelease: null,
            release: async () => {
              sentinel.released = true;
            },
          });
          return sentinel;
        },
      },
    });
  });
}

const deviceCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __deviceCalls: DeviceCalls }).__deviceCalls);

/** The tab link in the dashboard's navigation that is on screen (side bar on desktop, top bar on phones). */
const tabLink = (page: Page, name: string | RegExp) =>
  page
    .getByRole("navigation", { name: "Driver dashboard" })
    .filter({ visible: true })
    .getByRole("link", { name });

test("a driver on another tab is told of a new request, offers from the Dashboard tab and gets a map", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(8, testInfo);
  const rider = await riderAt(page, spot);
  const { page: driverPage, close } = await driverSignedInAt(
    browser,
    page,
    testInfo,
    offset(spot, 900, 0),
    recordDeviceCalls,
  );
  await goOnline(driverPage);
  await expect.poll(async () => (await deviceCalls(driverPage)).wakeLocks).toContain("screen");

  // The driver looks at their earnings while a rider books.
  await tabLink(driverPage, "Earning").click();
  await expect(driverPage.getByText("No Earning Found")).toBeVisible();
  const pickup = { ...spot, name: "Hill-Top" };
  const destination = { ...offset(spot, 1500, 0), name: "Main gate" };
  const rideId = await bookThroughApi(page.request, pickup, destination);

  // A toast, a vibration and a count on the Request tab, without leaving the Earning tab.
  await expect(
    driverPage.getByRole("status").filter({ hasText: "New ride request: Hill-Top to Main gate" }),
  ).toBeVisible();
  const badge = tabLink(driverPage, /Request/).getByTestId("request-badge");
  await expect(badge).toHaveText("1 new");
  await expect.poll(async () => (await deviceCalls(driverPage)).vibrations.length).toBeGreaterThan(0);

  // The Dashboard tab shows the request with its offer actions.
  await tabLink(driverPage, "Dashboard").click();
  const card = driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Hill-Top");
  await expect(badge).toHaveText("1 new");
  await expectAccessible(driverPage);
  await card.getByRole("button", { name: /^Offer ₦/ }).click();
  await expect(card).toContainText("Waiting for the rider");

  // Opening the Request tab clears the count.
  await tabLink(driverPage, /Request/).click();
  await expect(driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` })).toBeVisible();
  await expect(badge).toBeHidden();

  // The search box filters the open tab.
  const search = driverPage.getByRole("searchbox", { name: "Search rides" });
  await search.fill("Odenigwe");
  await expect(driverPage.getByText('No results for "Odenigwe"')).toBeVisible();
  await search.fill("hill-top");
  await expect(driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` })).toBeVisible();
  await search.fill("");

  // Accepted: the ride's map shows the pickup and the destination, and Navigate leads to the pickup.
  await acceptFirstOffer(page.request, rideId);
  await tabLink(driverPage, "Dashboard").click();
  const active = driverPage.getByTestId("active-ride");
  await expect(active.getByRole("heading", { name: "Head to the pickup" })).toBeVisible();
  const map = active.getByRole("region", { name: "Map of the ride" });
  await expect(map.getByTestId("map-pickup")).toBeVisible();
  await expect(map.getByTestId("map-destination")).toBeVisible();
  const navigate = active.getByRole("link", { name: /Navigate to pickup/ });
  await expect(navigate).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${spot.lat.toFixed(6)},${spot.lon.toFixed(6)}&travelmode=driving`,
  );
  // The main action is on screen without scrolling.
  await expect(active.getByRole("button", { name: "Arrived", exact: true })).toBeInViewport();
  await expectAccessible(driverPage);

  await close();
  expect(consoleErrors).toEqual([]);
});

test("the driver cancels with the driver's reasons and the rider is told", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(9, testInfo);
  await riderAt(page, spot);
  const { page: driverPage, close } = await driverSignedInAt(browser, page, testInfo, offset(spot, 700, 0));
  await goOnline(driverPage);
  const rideId = await bookThroughApi(
    page.request,
    { ...spot, name: "Odim gate" },
    { ...offset(spot, 1200, 300), name: "Main gate" },
  );
  const card = driverPage.getByRole("listitem", { name: /^Request from / });
  await card.getByRole("button", { name: /^Offer ₦/ }).click();
  await expect(card).toContainText("Waiting for the rider");
  await acceptFirstOffer(page.request, rideId);
  await page.goto(`/dashboard/driver-call?ride=${rideId}`);
  // The rider's screen loads its code and the ride: slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible({
    timeout: 30_000,
  });

  const active = driverPage.getByTestId("active-ride");
  await active.getByRole("button", { name: "Cancel ride" }).click();
  const dialog = driverPage.getByRole("dialog", { name: "Cancel ride" });
  await expect(dialog.getByRole("listitem")).toHaveText([...DRIVER_CANCEL_REASONS]);
  await expectAccessible(driverPage);
  await dialog.getByRole("button", { name: "Rider not at pickup" }).click();
  await expect(dialog.getByRole("button", { name: "Rider not at pickup" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(active).toBeHidden();

  const cancelled = await serverRide(page.request, rideId);
  expect(cancelled.status).toBe("cancelled");
  expect(cancelled.cancelledBy).toBe("driver");
  expect(cancelled.cancelReason).toBe("Rider not at pickup");
  await expect(page.getByText("Your driver cancelled this ride. Reason: Rider not at pickup.")).toBeVisible();

  await close();
  expect(consoleErrors).toEqual([]);
});
