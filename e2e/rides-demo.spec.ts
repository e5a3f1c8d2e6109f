import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger } from "./helpers/accounts.ts";
import { CAMPUS, placeDevice } from "./helpers/geo.ts";
import { offlineMaps, rideIdOf, serverRide } from "./helpers/rides.ts";
import { signIn } from "./kyc-helpers.ts";

// The simulated drivers drive at town speed: a whole trip takes a few minutes.
test.describe.configure({ timeout: 360_000 });

test("in demo mode, a rider alone books a ride that simulated drivers offer on, drive and finish", async ({
  page,
  consoleErrors,
}, testInfo) => {
  // The two viewports book different ride types, so they never compete for the same simulated driver.
  const ride = testInfo.project.name === "mobile" ? "Okada ride" : "Keke ride";
  const rider = await activatedPassenger(page.request);
  await offlineMaps(page);
  await placeDevice(page.context(), CAMPUS);
  await signIn(page, rider.email, rider.password);

  await page.goto("/dashboard");
  await page.getByRole("dialog").getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByLabel("Pickup")).toHaveValue("Student Union Building");
  // Online simulated drivers show on the map around the rider, without names.
  await expect.poll(() => page.locator(".cg-nearby").count(), { timeout: 30_000 }).toBeGreaterThan(0);

  await page.getByText(ride, { exact: true }).click();
  await page.getByRole("button", { name: /Where to\?/ }).click();
  await page.getByRole("combobox", { name: "Destination" }).fill("Nnamdi Azikiwe");
  await page.getByRole("option", { name: /Nnamdi Azikiwe Library/ }).click();
  await expect(page.getByTestId("upfront-fare")).toContainText("₦");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /Without luggage/ }).check();
  await page.getByRole("button", { name: "Send Request" }).click();

  // Offers from simulated drivers arrive within seconds and open the bidder.
  await expect(page).toHaveURL(/\/dashboard\/bidder\?ride=/, { timeout: 30_000 });
  const rideId = rideIdOf(page);
  const offers = page.getByRole("listitem", { name: /^Offer from / });
  await expect(offers.first()).toBeVisible();
  await expect(offers.first()).toContainText("₦");
  await expectAccessible(page);
  // The nearest of the drivers who answered so far, for a shorter wait.
  const minutes = (await offers.allTextContents()).map((t) => Number(/(\d+)mins? away/.exec(t)?.[1] ?? 999));
  const nearest = minutes.indexOf(Math.min(...minutes));
  await offers.nth(nearest).getByRole("button", { name: "Accept" }).click();

  await expect(page).toHaveURL(/\/dashboard\/driver-call\?ride=/);
  await expect(page.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible();
  await expect(page.getByTestId("pickup-pin")).toHaveText(/^\d{4}$/);
  await expect(page.locator(".cg-marker-driver")).toBeVisible();
  await expect(page.getByTestId("driver-distance")).toContainText("away");

  // The simulated driver comes, starts with the PIN, drives and completes; the rider follows live.
  await expect(
    page
      .getByRole("heading", { name: "On your way" })
      .or(page.getByRole("heading", { name: "You have arrived" })),
  ).toBeVisible({
    timeout: 240_000,
  });
  await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible({ timeout: 240_000 });
  await expectAccessible(page);
  const done = await serverRide(page.request, rideId);
  expect(done.status).toBe("completed");
  expect(done.amountKobo).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});
