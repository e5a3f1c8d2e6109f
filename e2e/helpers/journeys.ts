import { expect, type Page } from "@playwright/test";
import { signIn } from "../kyc-helpers.ts";
import { activatedPassenger, type TestAccount } from "./accounts.ts";
import { placeDevice, type Spot } from "./geo.ts";
import { type ApprovedDriver, approvedDriver, DRIVER_PASSWORD, offlineMaps, secondWindow } from "./rides.ts";

/** A fresh rider signed in on `page`, with the device at `spot`. */
export async function riderAt(page: Page, spot: Spot): Promise<TestAccount> {
  const rider = await activatedPassenger(page.request);
  await offlineMaps(page);
  await placeDevice(page.context(), spot);
  await signIn(page, rider.email, rider.password);
  return rider;
}

/** An approved driver online in a second window, the device at `spot`, on the Request tab. */
export async function driverOnlineAt(
  browser: Parameters<typeof secondWindow>[0],
  page: Page,
  testInfo: Parameters<typeof secondWindow>[2],
  spot: Spot,
  allowedErrors: RegExp[] = [],
) {
  const driver: ApprovedDriver = await approvedDriver(testInfo.project.use.baseURL as string);
  const window = await secondWindow(browser, page, testInfo, allowedErrors);
  await offlineMaps(window.page);
  await placeDevice(window.context, spot);
  await signIn(window.page, driver.email, DRIVER_PASSWORD);
  await window.page.goto("/dashboard?tab=request");
  await expect(window.page.getByText("No Request Found")).toBeVisible();
  const online = window.page.getByRole("switch", { name: "Online" });
  await expect(online).toHaveAttribute("aria-checked", "false");
  await online.click();
  await expect(online).toHaveAttribute("aria-checked", "true");
  await expect(window.page.getByText("Sharing your location with riders nearby")).toBeVisible();
  return { driver, ...window };
}
