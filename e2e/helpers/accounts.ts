import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { activationPath, newestMailTo } from "./mail.ts";

/** The header every state-changing call of the web app sends. */
export const CSRF_HEADERS = { "x-campusgo-csrf": "1" };

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** An address no other test uses. */
export const uniqueEmail = (prefix = "rider") => `${prefix}-${tag()}@example.com`;

/** A phone number (11 digits) no other test is likely to use. */
export const uniquePhone = () => `080${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

export interface TestAccount {
  id: string;
  email: string;
  phoneNumber: string;
  fullName: string;
  password: string;
}

/** Registers a passenger through the API and activates it with the link from the outbox. */
export async function activatedPassenger(
  request: APIRequestContext,
  password = "ride-e2e-pass",
): Promise<TestAccount> {
  const email = uniqueEmail("rider");
  const phoneNumber = uniquePhone();
  const fullName = "Ngozi Eze";
  const created = await request.post("/api/auth/register/passenger", {
    headers: CSRF_HEADERS,
    data: { fullName, email, phoneNumber, password, confirmPassword: password, role: "passenger" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };
  const mail = await newestMailTo(request, email, { subject: "Activate" });
  const activated = await request.get(`/api/auth${activationPath(mail)}`);
  expect(activated.status(), await activated.text()).toBe(200);
  return { id: data.id, email, phoneNumber, fullName, password };
}

/** Logs in through the login screen and waits for the dashboard. */
export async function loginInBrowser(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail or phone number").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A passenger's /dashboard first asks for the location (SPEC 2.9), once per visit; this answers Cancel
 * whenever it is asked, from now on in this page, and waits for the screen's heading.
 */
export async function dismissLocationPopup(page: Page): Promise<void> {
  const popup = page.getByRole("dialog", { name: "Enable your location" });
  // The popup may open a moment after the heading: a handler cancels it whenever it stands in the way.
  await page.addLocatorHandler(popup, () => popup.getByRole("button", { name: "Cancel" }).click());
  await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
}
