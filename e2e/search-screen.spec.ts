import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { bookKeke } from "./helpers/booking.ts";
import type { Spot } from "./helpers/geo.ts";
import { riderAt } from "./helpers/journeys.ts";
import { serverRide } from "./helpers/rides.ts";

// The search runs until the server ends it (DISPATCH_TIMEOUT_MS in playwright.config.ts: 1 minute).
test.describe.configure({ timeout: 300_000 });

/**
 * A spot of this file's own, more than 10 km from the campus (where the demo's simulated drivers drive) and from
 * the isolatedSpot grid south of the campus: no driver is ever within reach.
 */
const LONELY: Spot = { lat: 6.98, lon: 7.36 };

/**
 * The looking-for bar follows the server's search window (from searchStartedAt to searchExpiresAt, by the page's
 * own clock) over several readings a second apart, within a tick and a rounding.
 */
async function expectBarFollowsSearch(page: Page, rideId: string): Promise<void> {
  const ride = await serverRide(page.request, rideId);
  const start = Date.parse(ride.searchStartedAt ?? "");
  const end = Date.parse(ride.searchExpiresAt ?? "");
  expect(end - start, "the server's search window").toBeGreaterThan(0);
  const bar = page.getByRole("progressbar", { name: "Looking for a driver" });
  await expect(async () => {
    for (let reading = 0; reading < 4; reading += 1) {
      const { value, now } = await bar.evaluate((element) => ({
        value: Number(element.getAttribute("aria-valuenow")),
        now: Date.now(),
      }));
      const expected = Math.min(100, ((now - start) / (end - start)) * 100);
      expect(
        Math.abs(value - expected),
        `bar ${value} against the search's ${expected.toFixed(1)}`,
      ).toBeLessThanOrEqual(3);
      await page.waitForTimeout(700);
    }
  }).toPass({ timeout: 20_000 });
}

test("the looking-for screen says how far it looks while the server searches, and no driver only once it ends", async ({
  page,
  consoleErrors,
}, testInfo) => {
  // The search waits out the server's timeout: one phone-sized run is enough.
  test.skip(testInfo.project.name !== "mobile", "one phone-sized run is enough for this journey");
  await riderAt(page, LONELY);
  const rideId = await bookKeke(page, "Hill-top");
  const overlay = page.getByRole("dialog", { name: "No available driver at your Location" });

  // Searching: the spec's bar and words, and the radius the server searches in. The bar moves steadily over the
  // server's search window, not a few seconds of its own.
  await expect(page.getByText("Connecting to available driver nearby")).toBeVisible();
  const bar = page.getByRole("progressbar", { name: "Looking for a driver" });
  await expect(bar).toBeVisible();
  await expectBarFollowsSearch(page, rideId);
  await expect(page.getByTestId("search-radius")).toHaveText(/^Searching within \d km$/);
  await expect(page.getByRole("link", { name: "Cancel Ride" })).toBeVisible();
  await expect(overlay).toBeHidden();

  // The rider may ask for the choices; the search goes on.
  await page.getByRole("button", { name: "No driver yet?" }).click();
  await expect(overlay).toContainText("No driver has answered yet");
  await overlay.getByRole("button", { name: "Keep waiting" }).click();
  await expect(overlay).toBeHidden();

  // The server widens the search (every 10 s) and the screen follows; the bar still follows the window, and no
  // overlay while the server searches.
  await expect(page.getByTestId("search-radius")).toHaveText(/^Searching within [3-6] km$/, {
    timeout: 30_000,
  });
  await expectBarFollowsSearch(page, rideId);
  await expect(overlay).toBeHidden();
  expect((await serverRide(page.request, rideId)).status).toBe("searching");
  await expectAccessible(page);

  // The server ends the search: now the overlay, with Refresh and Cancel Ride.
  await expect(overlay).toBeVisible({ timeout: 90_000 });
  expect((await serverRide(page.request, rideId)).status).toBe("expired");
  await expect(overlay).toContainText(/No driver within \d+(\.\d)? km took your request/);
  await expect(overlay.getByRole("button", { name: "Cancel Ride" })).toBeVisible();
  await expect(page.getByTestId("search-radius")).toContainText("Searched within");
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expectAccessible(page);
  const reached = (await serverRide(page.request, rideId)).searchRadiusM;

  // Refresh searches again, a step wider.
  await overlay.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Searching again...")).toBeVisible();
  await expect.poll(async () => (await serverRide(page.request, rideId)).status).toBe("searching");
  expect((await serverRide(page.request, rideId)).searchRadiusM).toBeGreaterThanOrEqual(reached);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
