import { expect, expectAccessible, test } from "./fixtures.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

test("signed-out visitors are sent to /login; riders and drivers see that the area is for admins", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, "rider@campusgo.demo");
  await page.goto("/admin/drivers");
  await expect(page.getByRole("heading", { name: "This area is for admins only" })).toBeVisible();
  await expect(page.getByText("403")).toBeVisible();
  await expectAccessible(page);

  await signIn(page, "driver@campusgo.demo");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "This area is for admins only" })).toBeVisible();
  // The API refuses too, whatever the screen shows.
  expect((await page.request.get("/api/admin/kyc")).status()).toBe(403);
  expect(consoleErrors).toEqual([]);
});

test("an admin finds drivers and riders by search and reads the audit log", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, ADMIN_EMAIL);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Driver verifications" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Drivers" }).first().click();
  await expect(page.getByRole("heading", { name: "Drivers" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search drivers" }).fill("driver@campusgo.demo");
  await expect(page).toHaveURL(/q=driver%40campusgo\.demo/);
  await expect(page.getByText("1 driver matching")).toBeVisible();
  const demo = page.getByRole("link", { name: "Chidi Driver" }).locator("visible=true");
  await expect(demo).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("searchbox", { name: "Search drivers" }).fill("nobody-by-this-name");
  await expect(page.getByText('No drivers match "nobody-by-this-name".')).toBeVisible();

  await page.getByRole("link", { name: "Riders" }).first().click();
  await page.getByRole("searchbox", { name: "Search riders" }).fill("Ada Rider");
  await expect(page.getByText("rider@campusgo.demo").locator("visible=true")).toBeVisible();
  await expectAccessible(page);

  // The approved demo driver's page shows the documents area and no decision buttons.
  await page.goto("/admin/drivers?q=driver%40campusgo.demo");
  await page.getByRole("link", { name: "Chidi Driver" }).locator("visible=true").click();
  await expect(page.getByRole("heading", { name: "Chidi Driver" })).toBeVisible();
  await expect(page.getByText("This driver is approved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Audit log" }).first().click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
