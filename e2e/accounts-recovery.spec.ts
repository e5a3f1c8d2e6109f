import { appIsLive, expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger, loginInBrowser } from "./helpers/accounts.ts";
import { newestMailTo, otpCode } from "./helpers/mail.ts";

test("a rider who forgot the password gets a code by e-mail, sets a new password and logs in with it", async ({
  page,
  consoleErrors,
}) => {
  const account = await activatedPassenger(page.request);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/Forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/Check-email$/);
  await expect(page.getByText("We sent a 5-digit code to your email")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open email app" })).toHaveAttribute("href", "mailto:");
  await expect(page.getByRole("link", { name: "Back to log in" })).toHaveAttribute("href", "/login");
  expect(await page.evaluate(() => localStorage.getItem("userEmail"))).toBe(account.email);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Enter the code" }).click();

  await expect(page).toHaveURL(/\/Otp$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expectAccessible(page);
  const code = otpCode(await newestMailTo(page.request, account.email, { subject: "reset code" }));

  // Digits only; typing moves forward; Backspace on an empty box moves back.
  const box = (n: number) => page.getByLabel(`Digit ${n} of 5`);
  await box(1).click();
  await page.keyboard.type("a");
  await expect(box(1)).toHaveValue("");
  await page.keyboard.type(code.slice(0, 3));
  await expect(box(4)).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(box(3)).toBeFocused();
  await expect(box(3)).toHaveValue("");
  await page.keyboard.type(code.slice(2));
  for (let i = 0; i < 5; i += 1) await expect(box(i + 1)).toHaveValue(code[i] ?? "");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/Change-password$/);
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill("new-hilltop-pass");
  await page.getByLabel("Confirm password", { exact: true }).fill("new-hilltop-pass");
  await page.getByRole("button", { name: "Show new password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Reset password" }).click();

  await expect(page).toHaveURL(/\/Reset-password$/);
  await expect(page.getByRole("heading", { name: "Password reset" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginInBrowser(page, account.email, "new-hilltop-pass");
  expect(consoleErrors).toEqual([]);

  // The old password no longer works.
  const old = await page.request.post("/api/auth/login", {
    headers: { "x-campusgo-csrf": "1" },
    data: { email_or_phone: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
});

test("pasting the 5-digit code fills every box", async ({ page }) => {
  await page.goto("/Otp");
  // A paste event sent by the test inserts nothing by itself: the app's handler must be there to take it.
  await appIsLive(page);
  await page.getByLabel("Digit 1 of 5").focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData("text/plain", " 12-345 ");
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  for (const [i, digit] of ["1", "2", "3", "4", "5"].entries()) {
    await expect(page.getByLabel(`Digit ${i + 1} of 5`)).toHaveValue(digit);
  }
  await expect(page.getByLabel("Digit 5 of 5")).toBeFocused();
});

test("an expired code says Token has Expired and asks to re-enter the e-mail", async ({ page }) => {
  await page.route("**/api/auth/verify-otp", (route) =>
    route.fulfill({
      status: 410,
      contentType: "application/json",
      body: JSON.stringify({ message: "Token has Expired", hint: "re-enter email to get new otp" }),
    }),
  );
  await page.goto("/Otp");
  // The boxes move focus from digit to digit with the app's own handlers.
  await appIsLive(page);
  await page.getByLabel("Digit 1 of 5").click();
  await page.keyboard.type("12345");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Token has Expired")).toBeVisible();
  await expect(page.getByText("re-enter email to get new otp")).toBeVisible();
  await page.getByRole("link", { name: "Get a new code" }).click();
  await expect(page).toHaveURL(/\/Forgot-password$/);
});
