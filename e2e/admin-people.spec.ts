import { expect, expectAccessible, test } from "./fixtures.ts";
import { approvedDriver, DRIVER_PASSWORD } from "./helpers/rides.ts";
import { CSRF, openAdmin, signIn } from "./kyc-helpers.ts";

const SUPPORT_EMAIL = "support@campusgo.demo";

test("an admin suspends a driver with a reason: the driver's dashboard says why and the online switch is off", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const driver = await approvedDriver(baseURL ?? "");
  await signIn(page, driver.email, DRIVER_PASSWORD);
  const online = await page.request.put("/api/driver/status", { headers: CSRF, data: { online: true } });
  expect(online.status(), await online.text()).toBe(200);
  await page.goto("/dashboard");
  const onlineSwitch = page.getByRole("switch", { name: "Online" });
  await expect(onlineSwitch).toHaveAttribute("aria-checked", "true");

  // The admin, on a phone too, finds the driver under Drivers and suspends them with a reason.
  const admin = await openAdmin(browser, page, testInfo);
  await admin.page.goto("/admin/drivers");
  await admin.page.getByRole("searchbox", { name: "Search drivers" }).fill(driver.email);
  await expect(admin.page.getByText("1 driver matching")).toBeVisible();
  await admin.page
    .getByRole("button", { name: `Suspend ${driver.fullName}` })
    .locator("visible=true")
    .click();
  const dialog = admin.page.getByRole("alertdialog", { name: `Suspend ${driver.fullName}?` });
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog.getByText("Say why, in at least 3 characters: the person reads it")).toBeVisible();
  const reason = "Three riders reported reckless driving at the main gate";
  await dialog.getByLabel("Reason").fill(reason);
  await expectAccessible(admin.page);
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(admin.page.getByText("Suspended: they have been told why")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.page.getByText(reason).locator("visible=true")).toBeVisible();
  await expect(
    admin.page.getByRole("button", { name: `Reinstate ${driver.fullName}` }).locator("visible=true"),
  ).toBeVisible();
  // Filtered to the suspended drivers, they are there.
  await admin.page.getByLabel("Suspension").selectOption("yes");
  await expect(admin.page).toHaveURL(/suspended=yes/);
  await expect(admin.page.getByText("1 driver matching")).toBeVisible();
  await expect(admin.page.getByText(reason).locator("visible=true")).toBeVisible();
  await admin.close();

  // The driver's dashboard: the suspension and why, and the switch off and locked.
  await page.reload();
  const card = page.getByTestId("suspended-card");
  await expect(card).toBeVisible();
  await expect(card).toContainText(reason);
  await expect(onlineSwitch).toHaveAttribute("aria-checked", "false");
  await expect(onlineSwitch).toBeDisabled();
  await expectAccessible(page);
  const again = await page.request.put("/api/driver/status", { headers: CSRF, data: { online: true } });
  expect(again.status()).toBe(403);
  expect((await again.json()).message).toContain(reason);
  expect(consoleErrors).toEqual([]);
});

test("a support agent sees no money in the menu, no refund button, and the refund is refused", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, SUPPORT_EMAIL);
  await page.goto("/admin");
  // Support lands on the inbox; the menu has people and SOS, and neither money nor verifications.
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  const menu = page.getByRole("navigation", { name: "Admin" }).locator("visible=true");
  await expect(menu.getByRole("link", { name: "Riders" })).toBeVisible();
  await expect(menu.getByRole("link", { name: /Money/ })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: /KYC/ })).toHaveCount(0);
  await expectAccessible(page);

  // Riders: no Suspend button for support.
  await menu.getByRole("link", { name: "Riders" }).click();
  await expect(page.getByRole("heading", { name: "Riders" })).toBeVisible();
  // Newest riders come first, and other journeys sign riders up meanwhile: find the demo rider by search.
  await page.getByRole("searchbox", { name: "Search riders" }).fill("rider@campusgo.demo");
  await expect(page.getByText("rider@campusgo.demo").locator("visible=true").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Suspend/ })).toHaveCount(0);

  // The payments page by its address: not part of the right, and no refund button.
  await page.goto("/admin/payments");
  await expect(page.getByRole("heading", { name: "Not part of your right" })).toBeVisible();
  await expect(page.getByText("Your admin right (Support) does not cover this page.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Refund/ })).toHaveCount(0);
  await expectAccessible(page);

  // The API refuses the refund itself.
  const refund = await page.request.post("/api/admin/trips/00000000-0000-4000-8000-000000000000/refund", {
    headers: CSRF,
    data: { amountKobo: 50_000, reason: "Driver never came", destination: "wallet" },
  });
  expect(refund.status()).toBe(403);
  expect((await refund.json()).message).toBe("Your admin right (Support) does not allow this");
  expect(consoleErrors).toEqual([]);
});
