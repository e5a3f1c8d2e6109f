import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger, uniqueEmail, uniquePhone } from "./helpers/accounts.ts";
import { activationPath, newestMailTo } from "./helpers/mail.ts";

const PASSWORD = "okada-to-odim-gate";

/** Signs a driver up through the form of this browser and returns the e-mailed activation link. */
async function signUpDriver(page: Page): Promise<{ email: string; link: string; whois: string }> {
  const email = uniqueEmail("driver");
  await page.goto("/driver-signup");
  await page.getByLabel("Full name").fill("Obinna Eze");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone number").fill(uniquePhone());
  await page.getByLabel("City").selectOption("Anambra");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create driver account" }).click();
  const modal = page.getByRole("dialog", { name: "Check Your Email" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Close", exact: true }).click();
  const link = activationPath(await newestMailTo(page.request, email, { subject: "Activate" }));
  return { email, link, whois: new URL(link, "http://x").searchParams.get("whois") ?? "" };
}

async function expectActivated(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Activation Successful" })).toBeVisible();
  await expect(page.getByText("You can now continue.")).toBeVisible();
  await expectAccessible(page);
}

test("the browser that signed the driver up is signed in by the link and goes straight to the KYC setup", async ({
  page,
  consoleErrors,
}) => {
  const { link, whois } = await signUpDriver(page);
  await page.goto(link);
  await expectActivated(page);
  await page.getByRole("link", { name: "Complete Account Setup" }).click();
  await expect(page).toHaveURL(`/driver-kyc?whois=${whois}`);
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("Means of identification")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("any other browser opening a driver's link activates the account, is asked to log in, then lands on the KYC setup", async ({
  page,
  consoleErrors,
  browser,
}, testInfo) => {
  // The driver signs up in one browser; the link is opened in another (this page), as when someone sends
  // their own link to a victim in the attack run.
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const signingUp = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
  const { email, link, whois } = await signUpDriver(await signingUp.newPage()).finally(() =>
    signingUp.close(),
  );

  await page.goto(link);
  await expectActivated(page);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem("current_user"))).toBeNull();

  await page.getByRole("link", { name: "Complete Account Setup" }).click();
  await expect(page).toHaveURL(`/driver-kyc?whois=${whois}`);
  await expect(page.getByRole("heading", { name: "Log in to continue your verification" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("E-mail or phone number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`/driver-kyc?whois=${whois}`);
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the login screen goes back only to this app's own pages", async ({ page }) => {
  const account = await activatedPassenger(page.request);
  await page.goto(`/login?next=${encodeURIComponent("//evil.example/steal")}`);
  await page.getByLabel("E-mail or phone number").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
