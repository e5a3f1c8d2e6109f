import type { Page } from "@playwright/test";
import { appIsLive, expect, expectAccessible, test } from "./fixtures.ts";
import { holdScripts } from "./helpers/scripts.ts";

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

test.describe("account type (/signup-as)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/signup-as");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Continue stays disabled until a card is chosen", async ({ page, consoleErrors }) => {
    const group = page.getByRole("group", { name: "Choose account type" });
    await expect(group.getByRole("radio")).toHaveCount(2);
    await expect(page.getByRole("radio", { name: "I want to Book Rides" })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: "I want to Drive" })).not.toBeChecked();
    await expect(continueButton(page)).toBeDisabled();
    await continueButton(page).click({ force: true });
    await expect(page).toHaveURL(/\/signup-as$/);
    expect(consoleErrors).toEqual([]);
  });

  test("I want to Book Rides leads to passenger sign-up", async ({ page, consoleErrors }) => {
    const rides = page.getByRole("radio", { name: "I want to Book Rides" });
    await rides.click();
    await expect(rides).toBeChecked();
    await expect(continueButton(page)).toBeEnabled();
    await expectAccessible(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/passengers-signup$/);
    expect(consoleErrors).toEqual([]);
  });

  test("I want to Drive leads to driver sign-up", async ({ page, consoleErrors }) => {
    await page.getByRole("radio", { name: "I want to Book Rides" }).click();
    const drive = page.getByRole("radio", { name: "I want to Drive" });
    await drive.click();
    await expect(drive).toBeChecked();
    await expect(page.getByRole("radio", { name: "I want to Book Rides" })).not.toBeChecked();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/driver-signup$/);
    expect(consoleErrors).toEqual([]);
  });

  test("works from the keyboard as a radio group", async ({ page, consoleErrors }) => {
    const rides = page.getByRole("radio", { name: "I want to Book Rides" });
    const drive = page.getByRole("radio", { name: "I want to Drive" });
    // Continue is enabled by the app: a Tab pressed before it is live passes the still-disabled button.
    await appIsLive(page);
    await rides.focus();
    await page.keyboard.press("Space");
    await expect(rides).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(drive).toBeChecked();
    await expect(drive).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(continueButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/driver-signup$/);
    expect(consoleErrors).toEqual([]);
  });

  test("links the terms, the privacy policy and login, with no accessibility violations", async ({
    page,
    consoleErrors,
  }) => {
    await expect(page.getByRole("link", { name: "Terms of use" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("account type before the app's code has come", () => {
  // Scripts a service worker answers would pass by the hold below.
  test.use({ serviceWorkers: "block" });

  test("the card chosen last is the one the app takes over", async ({ page, consoleErrors }) => {
    const scripts = await holdScripts(page);
    await page.goto("/signup-as", { waitUntil: "domcontentloaded" });
    // The page has painted and asked for the app's code, which has not come.
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await page.getByRole("radio", { name: "I want to Book Rides" }).click();
    await page.getByRole("radio", { name: "I want to Drive" }).click();
    await scripts.letThrough();
    await expect(page.locator("html[data-live]")).toHaveCount(1);
    await expect(page.getByRole("radio", { name: "I want to Drive" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "I want to Book Rides" })).not.toBeChecked();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/driver-signup$/);
    expect(consoleErrors).toEqual([]);
  });
});
