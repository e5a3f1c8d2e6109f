import { expect, expectAccessible, test } from "./fixtures.ts";
import { dismissLocationPopup, uniqueEmail, uniquePhone } from "./helpers/accounts.ts";
import { activationPath, mailsTo, newestMailTo } from "./helpers/mail.ts";
import { keepToasts } from "./helpers/toasts.ts";

test("a passenger signs up, activates by the e-mailed link, logs in, reaches the dashboard and logs out", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail("rider");
  const password = "keke-to-hilltop";

  await page.goto("/passengers-signup");
  await expect(page.getByRole("heading", { name: "Create your rider account" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Full name").fill("Adaeze Okonkwo");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone number").fill(uniquePhone());
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();

  const modal = page.getByRole("dialog", { name: "Check Your Email" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(email);
  await expect(page.getByText("Account created. Check your email for the activation link")).toBeVisible();
  await modal.getByRole("button", { name: "Done" }).click();
  // All fields were cleared after the sign-up.
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  await expect(page.getByLabel("Phone number")).toHaveValue("");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  const mail = await newestMailTo(page.request, email, { subject: "Activate" });
  const link = activationPath(mail);
  expect(link).toContain("role=passenger");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Activation Successful" })).toBeVisible();
  await expect(page.getByText("You can now continue.")).toBeVisible();
  await expectAccessible(page);
  const toasts = await keepToasts(page);
  await page.getByRole("link", { name: "Proceed to Login" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("E-mail or phone number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(toasts.shown).toContain("Login successful");
  await expect(page.getByRole("button", { name: "Open profile menu" })).toContainText("AO");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("current_user") ?? "null"));
  expect(stored).toMatchObject({ email, fullName: "Adaeze Okonkwo", role: "passenger" });
  await expectAccessible(page);

  // The same link cannot be used twice.
  const reused = await page.request.get(`/api/auth${link}`);
  expect(reused.status()).toBe(404);
  expect(await reused.json()).toMatchObject({
    reason: "used",
    message: "This activation link has already been used",
  });

  await page.goto("/dashboard");
  await dismissLocationPopup(page);
  await page.getByRole("button", { name: "Open profile menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Adaeze Okonkwo" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("current_user"))).toBeNull();
  // The session is gone on the server too.
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  expect(consoleErrors).toEqual([]);
});

test("a driver signs up: the Check Your Email modal counts down 3:00 in m:ss before Resend works, closing clears the form", async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail("driver");
  await page.goto("/driver-signup");
  await expect(page.getByRole("heading", { name: "Become a Driver" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Full name").fill("Chinedu Nnamdi Obi");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone number").fill(uniquePhone());
  await page.getByLabel("City").selectOption("Lagos");
  await page.getByLabel("Password", { exact: true }).fill("drive-safely");
  await page.getByLabel("Confirm password", { exact: true }).fill("drive-safely");
  await page.getByRole("button", { name: "Create driver account" }).click();

  const modal = page.getByRole("dialog", { name: "Check Your Email" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(`We sent a verification link to ${email}`);
  const resend = modal.getByRole("button", { name: "Resend" });
  await expect(resend).toBeDisabled();
  const countdown = page.getByTestId("resend-countdown");
  await expect(countdown).toHaveText(/^(3:00|2:5\d)$/);
  await expectAccessible(page);

  // From here the page's time moves only when the test moves it, however long a check takes on a busy machine.
  await page.clock.pauseAt(Date.now() + 1000);
  const [minutes, seconds] = ((await countdown.textContent()) ?? "").split(":").map(Number);
  const left = (minutes ?? 0) * 60 + (seconds ?? 0);
  expect(left).toBeGreaterThan(60);
  await page.clock.fastForward("01:00");
  await expect(countdown).toHaveText(
    `${Math.floor((left - 60) / 60)}:${String((left - 60) % 60).padStart(2, "0")}`,
  );
  await expect(resend).toBeDisabled();

  await page.clock.fastForward("02:01");
  await expect(resend).toBeEnabled();
  await expect(countdown).toHaveCount(0);

  // The server still counts its own 3 minutes since the first mail: it asks to wait, and the countdown restarts.
  const before = (await mailsTo(page.request, email)).length;
  await resend.click();
  await expect(page.getByText("Please wait before requesting another link")).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(page.getByTestId("resend-countdown")).toHaveText(/^\d:\d\d$/);
  expect((await mailsTo(page.request, email)).length).toBe(before);

  // The driver's name was split: first word first name, the rest last name (the server joins them back).
  const mail = await newestMailTo(page.request, email, { subject: "Activate" });
  expect(activationPath(mail)).toContain("role=driver");

  await modal.getByRole("button", { name: "Close", exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  await expect(page.getByLabel("City")).toHaveValue("");
  await expect(page.getByLabel("Confirm password", { exact: true })).toHaveValue("");
});

test("a duplicate driver e-mail shows the server's message in the red banner, which hides after 5 seconds", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/driver-signup");
  await page.getByLabel("Full name").fill("Emeka Uche");
  await page.getByLabel("E-mail").fill("driver@campusgo.demo");
  await page.getByLabel("Phone number").fill(uniquePhone());
  await page.getByLabel("City").selectOption("Kano");
  await page.getByLabel("Password", { exact: true }).fill("drive-safely");
  await page.getByLabel("Confirm password", { exact: true }).fill("drive-safely");
  await page.getByRole("button", { name: "Create driver account" }).click();

  const banner = page.getByRole("alert").filter({ hasText: "An account with this email already exists" });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Check Your Email" })).toBeHidden();
  await page.clock.fastForward(5100);
  await expect(banner).toBeHidden();

  // It can also be dismissed by hand.
  await page.getByRole("button", { name: "Create driver account" }).click();
  await expect(banner).toBeVisible();
  await page.getByRole("button", { name: "Dismiss error" }).click();
  await expect(banner).toBeHidden();
});

test("login before activation is refused with the server's words and a way to get a new link", async ({
  page,
}) => {
  const email = uniqueEmail("early");
  const created = await page.request.post("/api/auth/register/passenger", {
    headers: { "x-campusgo-csrf": "1" },
    data: {
      fullName: "Early Bird",
      email,
      phoneNumber: uniquePhone(),
      password: "not-yet-active",
      confirmPassword: "not-yet-active",
      role: "passenger",
    },
  });
  expect(created.status()).toBe(201);
  const firstMail = await newestMailTo(page.request, email, { subject: "Activate" });

  await page.goto("/login");
  await page.getByLabel("E-mail or phone number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-yet-active");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Please activate your account" });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The link was mailed less than 3 minutes ago: the server asks to wait and sends nothing new.
  await notice.getByRole("button", { name: "Resend activation link" }).click();
  await expect(page.getByText("Please wait before requesting another link")).toBeVisible();
  expect((await mailsTo(page.request, email))[0]?.createdAt).toBe(firstMail.createdAt);
});

test("an activation link with a wrong token fails with the server's words and a way back", async ({
  page,
}) => {
  await page.goto(
    "/activate?token=not-a-real-token&role=passenger&whois=00000000-0000-7000-8000-000000000000",
  );
  await expect(page.getByRole("heading", { name: "Activation Failed" })).toBeVisible();
  await expect(page.getByText("This activation link is invalid")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back" })).toHaveAttribute("href", "/signup");
  await expectAccessible(page);
});

test("an expired activation link offers to send a new one", async ({ page }) => {
  await page.route("**/api/auth/activate?*", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({
        message: "This activation link has expired. Request a new one",
        reason: "expired",
      }),
    }),
  );
  await page.goto("/activate?token=old-token&role=passenger&whois=00000000-0000-7000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Activation Failed" })).toBeVisible();
  await expect(page.getByText("This activation link has expired. Request a new one")).toBeVisible();
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("Please enter a valid email");
  await page.getByLabel("E-mail").fill(uniqueEmail("late"));
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account needs activation, we sent a new link" }),
  ).toBeVisible();
  await expectAccessible(page);
});
