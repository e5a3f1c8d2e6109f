import { CANCEL_REASONS } from "@campusgo/domain";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger } from "./helpers/accounts.ts";
import { adminWindow } from "./helpers/admin.ts";
import { bookThroughApi } from "./helpers/journeys.ts";
import { mailsTo } from "./helpers/mail.ts";
import { offlineMaps } from "./helpers/rides.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// A rider's phone and the admin's desk.
test.describe.configure({ timeout: 180_000 });

// Far from every other journey's spots: the ride is cancelled before any driver is asked.
const SPOT = { lat: 6.33, lon: 7.62 };

test("a rider writes to support from a booking, the admin answers from the inbox, and the rider reads the answer", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const rider = await activatedPassenger(page.request);
  await offlineMaps(page);
  await signIn(page, rider.email, rider.password);
  const rideId = await bookThroughApi(
    page.request,
    { ...SPOT, name: "Nsukka market" },
    { lat: SPOT.lat + 0.01, lon: SPOT.lon, name: "Hill-top" },
  );
  const cancelled = await page.request.post(`/api/rides/${rideId}/cancel`, {
    headers: { "x-campusgo-csrf": "1" },
    data: { reason: CANCEL_REASONS[0] },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // Unique on a server other journeys share.
  const subject = `Charged after I cancelled, ride ${rideId.slice(-4)}`;

  // From the booking's details: Contact support, the ride attached.
  await page.goto(`/dashboard/my-bookings/${rideId}`);
  await expect(page.getByRole("heading", { name: "Booking details" })).toBeVisible();
  await page.getByRole("button", { name: "Contact support" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact us" });
  await expect(dialog).toContainText("About your ride: Nsukka market to Hill-top");
  // An empty message is refused where it is typed, and nothing is sent.
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Please write your message")).toBeVisible();
  await dialog.getByLabel("What is it about?").selectOption({ label: "A payment" });
  await dialog.getByLabel("Your message").fill("I cancelled while it searched.\nWill I be charged a fee?");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send" }).click();

  // The conversation opens, waiting for support.
  await expect(page).toHaveURL(/\/dashboard\/support\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByText("Waiting for support")).toBeVisible();
  await expect(page.getByText("About your ride: Nsukka market to Hill-top")).toBeVisible();
  const conversationUrl = page.url();

  // The admin's inbox lists it, open; the admin answers from its screen.
  // The admin on a phone too (360x800), with its console checked.
  const admin = await adminWindow(browser, testInfo, { width: 360, height: 800 });
  await signIn(admin.page, ADMIN_EMAIL);
  await admin.page.goto("/admin");
  await admin.page.getByRole("link", { name: "Inbox" }).first().click();
  await expect(admin.page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  // Nothing wider than the phone.
  expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await admin.page.getByLabel("Kind").selectOption({ label: "Support message" });
  await admin.page.getByLabel("State").selectOption({ label: "Open" });
  const item = admin.page.getByTestId("inbox-item").filter({ hasText: subject });
  await expect(item).toContainText("Open");
  await expect(item).toContainText(`${rider.fullName} · waiting for support`);
  await expectAccessible(admin.page);
  await item.getByRole("link", { name: "Open conversation" }).click();
  await expect(admin.page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(admin.page.getByText("Will I be charged a fee?")).toBeVisible();
  await admin.page
    .getByLabel("Your answer")
    .fill("No fee: you cancelled before a driver was matched. Nothing was charged.");
  await admin.page.getByRole("button", { name: "Send answer" }).click();
  await expect(admin.page.getByText("Reply sent. The user was told in the app and by e-mail.")).toBeVisible();
  await expect(admin.page.getByText("Answered", { exact: true })).toBeVisible();
  // The ride's timeline, from the conversation: the booking, the cancellation and both messages in order.
  await admin.page.getByRole("link", { name: /Ride: Nsukka market to Hill-top/ }).click();
  const timeline = admin.page.getByTestId("timeline");
  const headings = timeline.getByRole("heading");
  await expect(timeline.getByRole("heading", { name: `Support answered "${subject}"` })).toBeVisible();
  const titles = await headings.allTextContents();
  const cancelledAt = titles.indexOf("Cancelled");
  expect(cancelledAt, titles.join(" / ")).toBeGreaterThan(-1);
  expect(titles.indexOf(`Message to support: "${subject}"`)).toBeGreaterThan(cancelledAt);
  expect(titles.indexOf(`Support answered "${subject}"`)).toBeGreaterThan(
    titles.indexOf(`Message to support: "${subject}"`),
  );
  await expectAccessible(admin.page);
  await admin.close();

  // The rider sees the answer in the app (the bell and the conversation) and has it by e-mail.
  await page.goto(conversationUrl);
  await expect(page.getByText("No fee: you cancelled before a driver was matched.")).toBeVisible();
  await expect(page.getByText("Answered", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expect
    .poll(async () => (await mailsTo(page.request, rider.email)).some((m) => m.subject === `Re: ${subject}`))
    .toBe(true);
  // Settings lists it under Support messages.
  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: /Support messages/ }).click();
  await expect(page.getByRole("link", { name: new RegExp(subject) })).toContainText("Support: No fee");
  expect(consoleErrors).toEqual([]);
});
