import { expect, expectAccessible, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers/accounts.ts";

/** Every SPEC 5 message of the account screens, shown where the spec says (inline, alert or toast). */

test("passenger sign-up shows each field's message in red under the field", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Al");
  await page.getByLabel("E-mail").fill("not an email");
  await page.getByLabel("Phone number").fill("08012");
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Sign Up" }).click();

  const cases = [
    ["Full name", "Full name must be at least 3 characters"],
    ["E-mail", "Invalid email"],
    ["Phone number", "Invalid phone number"],
    ["Password", "Password must be at least 5 characters"],
  ] as const;
  for (const [label, message] of cases) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByText(message, { exact: true })).toHaveClass(/field-error/);
  }
  // Nothing was sent: no modal, the form keeps its values.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("Full name")).toHaveValue("Al");

  await page.getByLabel("Full name").fill("Ada Obi");
  await expect(page.getByText("Full name must be at least 3 characters")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("sign-up says how easy a password is to guess, loads the estimator only then, and sends nothing weak", async ({
  page,
  consoleErrors,
}) => {
  const requests: string[] = [];
  const estimator: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/register")) requests.push(r.url());
    if (/\/assets\/password-strength-[\w-]+\.js$/.test(r.url())) estimator.push(r.url());
  });
  await page.goto("/passengers-signup");
  await page.getByLabel("Full name").fill("Chiamaka Obi");
  await page.getByLabel("E-mail").fill(uniqueEmail("weak"));
  await page.getByLabel("Phone number").fill("08012345678");
  // The page and its form rules are loaded; the estimator waits for the password field.
  await page.getByLabel("Phone number").blur();
  expect(estimator).toEqual([]);
  const password = page.getByLabel("Password", { exact: true });
  await password.focus();
  await expect.poll(() => estimator.length).toBe(1);

  // As it is typed: what is wrong and what would help.
  await password.fill("secret12");
  await expect(password).toHaveAccessibleDescription(
    "Too easy to guess. This is similar to a commonly used password. Add more words that are less common.",
  );
  await password.fill("chiamaka1");
  await expect(password).toHaveAccessibleDescription(/Avoid your name, e-mail, phone number/);

  // Refused on Sign Up, with the same words the server would use, and nothing is sent.
  for (const weak of ["11112", "pass1", "test1", "Nsukka-2468", "campusgo-demo"]) {
    await password.fill(weak);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(/^This password is too easy to guess\. .+/);
    await expect(page.getByText(/^This password is too easy to guess\./)).toHaveClass(/field-error/);
  }
  await expectAccessible(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await password.fill("keke-to-hilltop");
  await expect(page.getByText(/too easy to guess/)).toHaveCount(0);
  await expect(password).toHaveAccessibleDescription("Hard to guess. Good choice.");

  await page.goto("/driver-signup");
  await page.getByLabel("Full name").fill("Ali Hassan");
  await page.getByLabel("E-mail").fill(uniqueEmail("weak-driver"));
  await page.getByLabel("Phone number").fill("08012345678");
  await page.getByLabel("City").selectOption("Kano");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Create driver account" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    /^This password is too easy to guess\. /,
  );
  expect(requests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("driver sign-up: first name of at least 3 letters, matching passwords", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/driver-signup");
  await page.getByLabel("Full name").fill("Al Hassan");
  await page.getByRole("button", { name: "Create driver account" }).click();
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(
    "First Name must be at least 3 characters",
  );
  await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Full name").fill("Ali Hassan");
  await page.getByLabel("E-mail").fill(uniqueEmail("driver"));
  await page.getByLabel("Phone number").fill("08012345678");
  await page.getByLabel("City").selectOption("Anambra");
  await page.getByLabel("Password", { exact: true }).fill("drive-safely");
  await page.getByLabel("Confirm password", { exact: true }).fill("drive-safelx");
  await page.getByRole("button", { name: "Create driver account" }).click();
  await expect(page.getByText("First Name must be at least 3 characters")).toHaveCount(0);
  await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(
    "Passwords do not match",
  );
  await expect(page.getByRole("dialog", { name: "Check Your Email" })).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test("login: Invalid email or phone number, and Login stays disabled until both fields are valid", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/login");
  const login = page.getByRole("button", { name: "Login", exact: true });
  await expect(login).toBeDisabled();
  const identifier = page.getByLabel("E-mail or phone number");
  await identifier.fill("12345");
  await identifier.blur();
  await expect(identifier).toHaveAccessibleDescription("Invalid email or phone number");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("abcd");
  await password.blur();
  await expect(password).toHaveAccessibleDescription("Password must be at least 5 characters");
  await expect(login).toBeDisabled();

  await identifier.fill("08012345678");
  await expect(login).toBeDisabled();
  await password.fill("abcde");
  await expect(login).toBeEnabled();
  await identifier.fill("rider@campusgo.demo");
  await expect(login).toBeEnabled();

  // Show/hide toggles the password's visibility.
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(page.getByRole("link", { name: "Create One" })).toHaveAttribute("href", "/signup-as");
  expect(consoleErrors).toEqual([]);
});

test("login with a wrong password shows the server's message as a toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail or phone number").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password", { exact: true }).fill("wrong-pass");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invalid email/phone or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password: an invalid e-mail gets the alert; an unknown one gets the spec's words", async ({
  page,
}) => {
  await page.goto("/Forgot-password");
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByLabel("E-mail").fill("nope@");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect.poll(() => alerts).toEqual(["Please enter a valid email"]);
  await expect(page).toHaveURL(/\/Forgot-password$/);

  await page.getByLabel("E-mail").fill(uniqueEmail("ghost"));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("No account associated with this email")).toBeVisible();
  await expect(page).toHaveURL(/\/Forgot-password$/);
});

test("OTP: Please enter the full OTP until all five digits are there", async ({ page, consoleErrors }) => {
  await page.goto("/Otp");
  await page.getByLabel("Digit 1 of 5").click();
  await page.keyboard.type("123");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter the full OTP" })).toBeVisible();
  await expect(page).toHaveURL(/\/Otp$/);
  await expect(page.getByRole("link", { name: "Resend OTP" })).toHaveAttribute("href", "/Forgot-password");
  expect(consoleErrors).toEqual([]);
});

test("new password at reset: at least 6 characters and both entries equal", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/Change-password");
  await page.getByLabel("New password", { exact: true }).fill("abcde");
  await page.getByLabel("Confirm password", { exact: true }).fill("abcdf");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    "Password must be at least 6 characters",
  );
  await page.getByLabel("New password", { exact: true }).fill("hilltop-7");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(
    "Passwords do not match",
  );
  await expect(page).toHaveURL(/\/Change-password$/);
  expect(consoleErrors).toEqual([]);
});
