import { CAMPUS_PLACES, DEFAULT_FARES, estimateTrip, formatNaira } from "@campusgo/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, isMobile, test } from "./fixtures.ts";
import { chooseDestination, dashboardWithLocation } from "./helpers/booking.ts";
import { isolatedSpot, offset } from "./helpers/geo.ts";
import { riderAt } from "./helpers/journeys.ts";
import { secondWindow } from "./helpers/rides.ts";
import { ADMIN_EMAIL, CSRF, signIn } from "./kyc-helpers.ts";

// Phone and desktop: each project changes the fare of a ride type of its own (desktop the Keke, phone the Okada),
// so the two can run at once; each puts the starting fare back at the end.
test.describe.configure({ timeout: 180_000 });

const mainGate = CAMPUS_PLACES.find((p) => p.slug === "main-gate") as (typeof CAMPUS_PLACES)[number];

/** The admin's area, on whichever navigation the screen shows. */
async function openOperations(page: Page, link: string) {
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" }).locator("visible=true");
  if (isMobile(page)) {
    await nav.getByRole("link", { name: "Operations" }).click();
    await page.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: link }).click();
  } else {
    await nav.getByRole("link", { name: link }).click();
  }
}

async function putFareBack(request: APIRequestContext, rideType: number) {
  const start = DEFAULT_FARES.find((f) => f.rideType === rideType);
  if (!start) return;
  const { rideType: _, ...fare } = start;
  const answer = await request.put(`/api/admin/service/fares/${rideType}`, { data: fare, headers: CSRF });
  expect(answer.status(), await answer.text()).toBe(200);
}

test("the admin changes a ride type's fare and a rider's next booking shows the new suggested price", async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === "mobile";
  const rideType = phone ? 2 : 1;
  const ride = phone ? "Okada ride" : "Keke ride";
  const label = phone ? "Okada" : "Keke";
  const start = DEFAULT_FARES.find((f) => f.rideType === rideType) as (typeof DEFAULT_FARES)[number];
  const spot = offset(isolatedSpot(13, testInfo), 0, 0);
  const trip = { pickup: spot, destination: mainGate, roundTrip: false, waitMinutes: 0 };

  // The rider's price before: the starting fare table's.
  await riderAt(page, spot);
  await dashboardWithLocation(page);
  await page.getByText(ride, { exact: true }).click();
  await chooseDestination(page, "Main gate");
  await expect(page.getByTestId("upfront-fare")).toContainText(
    formatNaira(estimateTrip(start, trip).fareKobo),
  );

  // The admin, in another browser, raises the base fare by ₦500.
  // The minimum below the base is refused with a 400, which the browser prints.
  const admin = await secondWindow(browser, page, testInfo, [/status of 400 \(Bad Request\)/]);
  try {
    await signIn(admin.page, ADMIN_EMAIL);
    await openOperations(admin.page, phone ? "Fares" : "Fares and dispatch");
    await expect(admin.page).toHaveURL(/\/admin\/service$/);
    await expect(admin.page.getByRole("heading", { name: "Fares and dispatch", level: 1 })).toBeVisible();
    const form = admin.page.getByRole("form", { name: `${label} fare` });
    // A minimum below the base is refused in words, and nothing changes.
    await form.getByLabel("Minimum fare").fill("1");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("alert")).toHaveText("The minimum fare cannot be less than the base fare");
    const base = start.baseKobo / 100 + 500;
    await form.getByLabel("Base fare").fill(String(base));
    await form.getByLabel("Minimum fare").fill(String(base));
    await expectAccessible(admin.page);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(admin.page.getByText(`${label}: Fares saved: the next booking uses them`)).toBeVisible();
    await expect(form).toContainText(`Now: ${formatNaira(base * 100)}`);

    // The rider's next booking shows the new suggested price.
    const raised = estimateTrip({ ...start, baseKobo: base * 100, minimumKobo: base * 100 }, trip).fareKobo;
    // The location was given already: the dashboard opens on it.
    await page.goto("/dashboard");
    await expect(page.getByLabel("Pickup")).not.toHaveValue("");
    await page.getByText(ride, { exact: true }).click();
    // The destination chosen before is kept: its button (first, before the saved places) opens the route.
    await page.getByRole("button", { name: "Main gate", exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/set-routes/);
    await expect(page.getByTestId("upfront-fare")).toContainText(formatNaira(raised));
    await putFareBack(admin.page.request, rideType);
  } finally {
    await admin.close();
  }
});

test("the admin adds a place on the map and it appears in the rider's place search", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const name = `Ogbu gate ${testInfo.project.name} ${Date.now() % 100000}`;
  await signIn(page, ADMIN_EMAIL);
  await openOperations(page, phone(page) ? "Places" : "Campus places");
  await expect(page).toHaveURL(/\/admin\/places$/);
  await expect(page.getByRole("heading", { name: "Campus places", level: 1 })).toBeVisible();
  const map = page.getByTestId("places-map");
  await expect(map.getByTestId("place-marker").first()).toBeVisible();

  // A tap on the map marks the new place; a name too short is refused in words.
  await map.click({ position: { x: 60, y: 60 } });
  const form = page.getByRole("form", { name: "New place" });
  await expect(page.getByTestId("new-place-marker")).toBeVisible();
  await form.getByLabel("Name").fill("x");
  await form.getByRole("button", { name: "Add place" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please give the place a name (2 to 80 characters)");
  // The refusal is a 400 the browser prints: expected, taken off the list.
  const refused = consoleErrors.findIndex((e) => /status of 400 \(Bad Request\)/.test(e));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Kind").selectOption({ label: "Gate" });
  await expectAccessible(page);
  await form.getByRole("button", { name: "Add place" }).click();
  await expect(page.getByText(`Place added: ${name}`)).toBeVisible();
  await expect(page.getByRole("form", { name })).toBeVisible();
  await expect(page.getByRole("listitem").getByRole("button", { name: new RegExp(name) })).toBeVisible();

  // A rider, in another browser, finds it in the place search.
  const rider = await secondWindow(browser, page, testInfo);
  try {
    await riderAt(rider.page, isolatedSpot(14, testInfo));
    await dashboardWithLocation(rider.page);
    await rider.page.getByText("Keke ride", { exact: true }).click();
    await rider.page.getByRole("button", { name: /Where to\?/ }).click();
    await rider.page.getByRole("combobox", { name: "Destination" }).fill(name.slice(0, 12));
    await expect(rider.page.getByRole("option", { name: new RegExp(name) })).toBeVisible();

    // Hidden, it is no longer offered.
    await page.getByRole("form", { name }).getByRole("button", { name: "Hide" }).click();
    await expect(page.getByText("Place hidden: riders no longer find it")).toBeVisible();
    await rider.page.goto("/dashboard");
    await expect(rider.page.getByLabel("Pickup")).not.toHaveValue("");
    await rider.page.getByText("Keke ride", { exact: true }).click();
    await rider.page.getByRole("button", { name: /Where to\?/ }).click();
    await rider.page.getByRole("combobox", { name: "Destination" }).fill(name);
    await expect(rider.page.getByRole("option", { name: new RegExp(name) })).toHaveCount(0);
  } finally {
    await rider.close();
  }

  // Live operations: the service as it runs, drivers online counted (demo mode's simulated drivers).
  await openOperations(page, phone(page) ? "Live" : "Live operations");
  await expect(page).toHaveURL(/\/admin\/live$/);
  await expect(page.getByRole("heading", { name: "Live operations", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Search queue" })).toBeVisible();
  await expect(page.getByTestId("live-map").getByTestId("live-driver").first()).toBeVisible();
  await expectAccessible(page);
});

const phone = (page: Page) => isMobile(page);
