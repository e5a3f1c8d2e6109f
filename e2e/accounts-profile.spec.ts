import sharp from "sharp";
import { expect, expectAccessible, isMobile, test } from "./fixtures.ts";
import {
  activatedPassenger,
  CSRF_HEADERS,
  dismissLocationPopup,
  loginInBrowser,
  uniqueEmail,
  uniquePhone,
} from "./helpers/accounts.ts";
import { activationPath, newestMailTo } from "./helpers/mail.ts";

test("the profile drawer is 229 px wide; Edit profile saves name and phone; a new e-mail waits for its link", async ({
  page,
  consoleErrors,
}) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  await dismissLocationPopup(page);

  // Top bar: Home, My Bookings, Bus (and Notification on small screens), the bell, the avatar's initials.
  await expect(page.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Bookings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bus" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notification", exact: true })).toHaveCount(
    isMobile(page) ? 1 : 0,
  );
  await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toContainText("NE");

  await page.getByRole("button", { name: "Open profile menu" }).click();
  const drawer = page.getByRole("dialog", { name: account.fullName });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(account.email);
  // The drawer slides in from the right: wait for it to come to rest against the right edge.
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    })
    .toBe(viewport?.width);
  expect((await drawer.boundingBox())?.width).toBe(229);
  await expectAccessible(page);
  await drawer.getByRole("link", { name: "Edit profile" }).click();

  await expect(page).toHaveURL(/\/dashboard\/edit-profile$/);
  await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(account.fullName);
  await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
  await expectAccessible(page);

  await page.getByLabel("Phone number").fill("12");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription("Invalid phone number");

  const phone = uniquePhone();
  await page.getByLabel("Full name").fill("Ngozi Adaeze Eze");
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me.data).toMatchObject({ fullName: "Ngozi Adaeze Eze", phoneNumber: phone, email: account.email });
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Ngozi Adaeze Eze");
  await expect(page.getByLabel("Phone number")).toHaveValue(phone);

  const newEmail = uniqueEmail("moved");
  await page.getByLabel("E-mail").fill(newEmail);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: `We sent a link to ${newEmail}` })).toBeVisible();
  const mail = await newestMailTo(page.request, newEmail, { subject: "Confirm your new email" });
  const confirm = mail.text.match(/https?:\/\/\S*\/api\/users\/confirm-email\?\S+/)?.[0];
  expect(confirm).toBeTruthy();
  // Until the link is opened the account keeps its old address.
  expect((await (await page.request.get("/api/auth/me")).json()).data.email).toBe(account.email);
  const url = new URL(confirm as string);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/dashboard\/edit-profile\?email=confirmed$/);
  await expect(page.getByText("Your new email is confirmed.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(newEmail);
  expect(consoleErrors).toEqual([]);
});

test("a new profile picture is uploaded, stored and shown from the server", async ({
  page,
  consoleErrors,
}) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  await dismissLocationPopup(page);
  // A phone photo's width: the circle asks for the 160-pixel copy, not the stored picture.
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#0b6e4f" } })
    .png()
    .toBuffer();

  await page.getByRole("button", { name: "Open profile menu" }).click();
  const drawer = page.getByRole("dialog", { name: account.fullName });
  await drawer
    .getByLabel("Change picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Profile picture updated")).toBeVisible();

  const image = drawer.locator("img");
  await expect(image).toHaveAttribute("src", new RegExp(`/api/users/${account.id}/avatar\\?.*w=160`));
  const src = (await image.getAttribute("src")) as string;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^image\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

  // The top bar shows the picture instead of the initials, also after a reload.
  await drawer.getByRole("button", { name: "Close profile menu" }).click();
  await page.reload();
  await expect(page.getByRole("button", { name: "Open profile menu" }).locator("img")).toHaveAttribute(
    "src",
    src,
  );

  // Other files are refused before upload.
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await drawer
    .getByLabel("Change picture")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Please choose a JPG or PNG image of at most 5 MB")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("change password at /Password, then log in with the new one", async ({ page }) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Setting" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: /Change password/ }).click();

  await expect(page).toHaveURL(/\/Password$/);
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Old password", { exact: true }).fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm password", { exact: true }).fill("abd");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    "Password must be at least 6 characters",
  );
  await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(
    "Passwords do not match",
  );

  await page.getByLabel("Old password", { exact: true }).fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("odim-gate-2025");
  await page.getByLabel("Confirm password", { exact: true }).fill("odim-gate-2025");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is incorrect")).toBeVisible();

  await page.getByLabel("Old password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const old = await page.request.post("/api/auth/login", {
    headers: CSRF_HEADERS,
    data: { email_or_phone: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  await loginInBrowser(page, account.phoneNumber, "odim-gate-2025");
});

test("delete account asks for the password again, then signs out and the account is gone", async ({
  page,
}) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  await page.goto("/dashboard/settings");

  await page.getByRole("button", { name: /Contact us/ }).click();
  const contact = page.getByRole("dialog", { name: "Contact us" });
  // Those who would rather e-mail still find support's address under the form.
  await expect(contact.getByRole("link", { name: "support@campusgo.ng" })).toHaveAttribute(
    "href",
    /^mailto:support@campusgo\.ng/,
  );
  await contact.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: /Delete account/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Your password", { exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Your password is incorrect")).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  await dialog.getByLabel("Your password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("current_user"))).toBeNull();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  const again = await page.request.post("/api/auth/login", {
    headers: CSRF_HEADERS,
    data: { email_or_phone: account.email, password: account.password },
  });
  expect(again.status()).toBe(401);
});

test("my bookings has the Upcoming, Completed and Cancelled tabs", async ({ page, consoleErrors }) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  await dismissLocationPopup(page);
  await page.getByRole("link", { name: "My Bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-bookings$/);
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Upcoming", "Completed", "Cancelled"]);
  await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("No completed rides yet");
  await page.getByRole("tab", { name: "Completed" }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Cancelled" })).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText("No cancelled rides");
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test("a driver's /dashboard greets by full name, with the side tabs, a search box and the switch on Offline", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail("driver");
  const created = await page.request.post("/api/auth/register/driver", {
    headers: CSRF_HEADERS,
    data: {
      firstName: "Obinna",
      lastName: "Chukwu Eze",
      email,
      password: "drive-safely",
      confirmPassword: "drive-safely",
      phoneNumber: uniquePhone(),
      city: "Anambra",
      role: "driver",
    },
  });
  expect(created.status()).toBe(201);
  const link = activationPath(await newestMailTo(page.request, email, { subject: "Activate" }));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Activation Successful" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Complete Account Setup" })).toHaveAttribute(
    "href",
    /^\/driver-kyc\?whois=[0-9a-f-]{36}$/,
  );

  // Activation signed the driver in.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Hi, Obinna Chukwu Eze" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Driver dashboard" }).filter({ visible: true });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Request", "History", "Earning"]);
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
  const online = page.getByRole("switch", { name: "Online" });
  await expect(online).toHaveAttribute("aria-checked", "false");
  await expect(online).toHaveText("Offline");
  // The switch is dimmed (disabled) until the driver's status has loaded; the check reads the settled screen.
  await expect(online).toBeEnabled();
  await expectAccessible(page);

  await nav.getByRole("link", { name: "Request" }).click();
  await expect(page.getByText("No Request Found")).toBeVisible();
  await nav.getByRole("link", { name: "History" }).click();
  await expect(page.getByText("No History Found")).toBeVisible();
  await nav.getByRole("link", { name: "Earning" }).click();
  await expect(page.getByText("No Earning Found")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Earning" })).toHaveAttribute("aria-current", "page");
  expect(consoleErrors).toEqual([]);
});

test("an admin's /dashboard goes to /admin", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail or phone number").fill("admin@campusgo.demo");
  await page.getByLabel("Password", { exact: true }).fill("campusgo-demo");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin/);
});

test("when the session ends on the server, the next call's 401 forgets the user and opens /login", async ({
  page,
}) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  // /Password keeps no live connection: the 401 of its own call is what tells it.
  await page.goto("/Password");
  await expect(page.getByLabel("Old password", { exact: true })).toBeVisible();

  // The session is revoked elsewhere (same cookie, ended through the API).
  expect((await page.request.post("/api/auth/logout", { headers: CSRF_HEADERS })).ok()).toBe(true);
  await page.getByLabel("Old password", { exact: true }).fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("someone-else-1");
  await page.getByLabel("Confirm password", { exact: true }).fill("someone-else-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("current_user"))).toBeNull();
  // Nothing was changed.
  await loginInBrowser(page, account.email, account.password);
});

test("a dashboard whose session ends elsewhere signs out at once: the server closes its live connection", async ({
  page,
}) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  await page.goto("/dashboard/edit-profile");
  await expect(page.getByLabel("Full name")).toHaveValue(account.fullName);
  // Whether its live connection is open already (closed by the server) or opens now (refused), it signs out.
  await expect(page.getByRole("button", { name: /^Notifications/ }).first()).toBeVisible();
  expect((await page.request.post("/api/auth/logout", { headers: CSRF_HEADERS })).ok()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("current_user"))).toBeNull();
});

test("a signed-in visit opens on the stored account while the server confirms it, asked once; a session gone meanwhile goes to the login page", async ({
  page,
}) => {
  const account = await activatedPassenger(page.request);
  await loginInBrowser(page, account.email, account.password);
  await dismissLocationPopup(page);

  // The server's answer about the session is held back: the dashboard does not wait for it.
  let asked = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/auth/me", async (route) => {
    asked += 1;
    await answered;
    await route.continue();
  });
  await page.goto("/dashboard/edit-profile");
  await expect(page.getByLabel("Full name")).toHaveValue(account.fullName);
  await expect(page.getByText("Loading your account")).toHaveCount(0);
  answer();
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Home" }).click();
  await dismissLocationPopup(page);
  await page.waitForLoadState("networkidle");
  expect(asked).toBe(1);

  // The session ends elsewhere; the next visit shows the stored account until the server says no, then logs in.
  expect((await page.request.post("/api/auth/logout", { headers: CSRF_HEADERS })).ok()).toBe(true);
  await page.unroute("**/api/auth/me");
  await page.goto("/dashboard/edit-profile");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("current_user"))).toBeNull();
});
