import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger } from "./helpers/accounts.ts";
import { chooseDestination, dashboardWithLocation } from "./helpers/booking.ts";
import { CAMPUS, placeDevice } from "./helpers/geo.ts";
import { offlineMaps } from "./helpers/rides.ts";
import { signIn } from "./kyc-helpers.ts";

test("without map tiles the rider's map says so and draws the campus plan with the trip and the drivers nearby on it", async ({
  page,
  consoleErrors,
}) => {
  const rider = await activatedPassenger(page.request);
  await offlineMaps(page);
  await placeDevice(page.context(), CAMPUS);
  await signIn(page, rider.email, rider.password);

  await dashboardWithLocation(page);
  await page.getByText("Keke ride", { exact: true }).click();
  await chooseDestination(page, "Main gate");

  const map = page.getByRole("region", { name: "Map" });
  await expect(map.getByText("Map tiles unavailable — showing the campus plan")).toBeVisible();
  await expect(map.locator(".cg-pin-pickup")).toBeVisible();
  await expect(map.locator(".cg-pin-destination")).toBeVisible();
  await expect(map.locator(".cg-place-label").first()).toBeVisible();
  expect(await map.locator(".cg-place-label").count()).toBeGreaterThan(0);
  // The demo's simulated drivers around the campus show on the plan as they would on tiles.
  await expect(map.locator(".cg-map-plan")).toBeVisible();
  await expect
    .poll(() => map.locator(".cg-map-plan .cg-nearby").count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(map.locator(".cg-nearby").first()).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
