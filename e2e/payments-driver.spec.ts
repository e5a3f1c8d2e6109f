import { commissionOf } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger, CSRF_HEADERS, type TestAccount } from "./helpers/accounts.ts";
import { isolatedSpot, offset, placeDevice, type Spot } from "./helpers/geo.ts";
import { acceptFirstOffer, bookThroughApi, goOnline } from "./helpers/journeys.ts";
import { approvedDriver, DRIVER_PASSWORD, offlineMaps, serverRide } from "./helpers/rides.ts";
import { signIn } from "./kyc-helpers.ts";

// A driver's browser, a rider through the API and the gateway's checkout: generous on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

const PICKUP = "Ugwuoye junction";
const DESTINATION = "Orba market";

/** A rider signed in through the API of a context of their own. */
async function riderApi(baseURL: string): Promise<{ api: APIRequestContext; account: TestAccount }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const account = await activatedPassenger(api);
  const login = await api.post("/api/auth/login", {
    headers: CSRF_HEADERS,
    data: { email_or_phone: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { api, account };
}

/**
 * The driver (online on `page`) takes the rider's request from the Request tab; the trip then runs through the
 * API (arrive, start with the rider's PIN, complete) and the rider owes its fare. Returns the amount owed.
 */
async function tripDone(page: Page, rider: { api: APIRequestContext; account: TestAccount }, spot: Spot) {
  // About 10 km: a fare whose earnings pass the minimum payout.
  const rideId = await bookThroughApi(
    rider.api,
    { ...spot, name: PICKUP },
    { ...offset(spot, 10_000, 0), name: DESTINATION },
  );
  const request = page.getByRole("listitem", { name: `Request from ${rider.account.fullName}` });
  await request.getByRole("button", { name: /^Offer ₦/ }).click();
  await acceptFirstOffer(rider.api, rideId);
  const { pin } = await serverRide(rider.api, rideId);
  const steps: [string, Record<string, unknown>?][] = [
    ["arrive"],
    ["start", { pin }],
    ["complete", { confirmFar: true }],
  ];
  for (const [step, data] of steps) {
    const res = await page.request.post(`/api/rides/${rideId}/${step}`, {
      headers: CSRF_HEADERS,
      ...(data ? { data } : {}),
    });
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200);
  }
  let owedKobo = 0;
  await expect(async () => {
    const res = await rider.api.get(`/api/payments/rides/${rideId}`);
    const charge = (await res.json()).data as { status: string; amountKobo: number } | null;
    expect(charge?.status).toBe("owed");
    owedKobo = charge?.amountKobo ?? 0;
  }).toPass();
  return { rideId, owedKobo };
}

/** The rider pays the trip at the gateway's checkout (the sandbox's page), then the app confirms it. */
async function payAtCheckout(browser: Browser, rider: APIRequestContext, rideId: string) {
  const started = await rider.post(`/api/payments/rides/${rideId}/checkout`, { headers: CSRF_HEADERS });
  expect(started.status(), await started.text()).toBe(200);
  const { reference, authorizationUrl } = (await started.json()).data as {
    reference: string;
    authorizationUrl: string;
  };
  expect(authorizationUrl).toContain("/sandbox/paystack/checkout/");
  const gateway = await browser.newContext();
  try {
    const checkout = await gateway.newPage();
    await checkout.goto(authorizationUrl);
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();
    // The gateway sends the payer back with the reference.
    await checkout.waitForURL(/reference=/);
  } finally {
    await gateway.close();
  }
  // What the return page does; the gateway's charge.success webhook would settle it as well.
  const confirmed = await rider.post(`/api/payments/${reference}/confirm`, { headers: CSRF_HEADERS });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect(async () => {
    const res = await rider.get(`/api/payments/rides/${rideId}`);
    expect(((await res.json()).data as { status: string }).status).toBe("paid");
  }).toPass();
}

const card = (page: Page, title: string) => page.getByTestId("stat-card").filter({ hasText: title });

test("a driver sees a paid trip's earnings, withdraws them and sees the payout paid out", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const spot = isolatedSpot(11, testInfo);
  const driver = await approvedDriver(baseURL);
  await offlineMaps(page);
  await placeDevice(page.context(), offset(spot, 300, 0));
  await signIn(page, driver.email, DRIVER_PASSWORD);

  // Nothing paid yet: the spec's empty list, and nothing to withdraw.
  await page.goto("/dashboard?tab=earning");
  await expect(page.getByText("No Earning Found")).toBeVisible();
  await expect(page.getByTestId("available-balance")).toHaveText("₦0");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Withdraw" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw earnings" });
  await expect(dialog).toContainText("You can withdraw once at least ₦1,000 is available. You have ₦0 now.");
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // A trip the rider has not paid yet earns nothing on the dashboard.
  await goOnline(page);
  const rider = await riderApi(baseURL);
  try {
    const { rideId, owedKobo } = await tripDone(page, rider, spot);
    await page.goto("/dashboard?tab=earning");
    await expect(page.getByText("No Earning Found")).toBeVisible();
    await expect(page.getByTestId("available-balance")).toHaveText("₦0");

    // The rider pays at the checkout: the Earning tab shows the trip, less the commission.
    await payAtCheckout(browser, rider.api, rideId);
    const commission = commissionOf(owedKobo, 1000);
    const earned = formatNaira(owedKobo - commission);
    await page.goto("/dashboard?tab=earning");
    await expect(page.getByTestId("available-balance")).toHaveText(earned);
    await expect(page.getByText("No Earning Found")).toBeHidden();
    const figures = page.locator("main");
    await expect(figures.getByText("Today", { exact: true }).locator("..")).toContainText(earned);
    await expect(figures.getByText("This week", { exact: true }).locator("..")).toContainText(earned);
    const taken = figures.getByText("Commission taken", { exact: true }).locator("..");
    await expect(taken).toContainText(formatNaira(commission));
    await expect(taken).toContainText("10% per trip");
    const trip = page.getByTestId("trip-earning");
    await expect(trip).toHaveCount(1);
    await expect(trip).toContainText(PICKUP);
    await expect(trip).toContainText(DESTINATION);
    await expect(trip).toContainText(earned);
    await expect(trip).toContainText(`Fare ${formatNaira(owedKobo)} · Commission ${formatNaira(commission)}`);
    await expect(trip).toContainText(/Today, \d{1,2}:\d{2} (am|pm)/);
    await expectAccessible(page);

    // The Dashboard's cards show the same figures.
    await page
      .getByRole("navigation", { name: "Driver dashboard" })
      .getByRole("link", { name: "Dashboard" })
      .first()
      .click();
    await expect(card(page, "Today's earnings")).toContainText(earned);
    await expect(card(page, "This week")).toContainText(earned);
    await expect(card(page, "Available balance")).toContainText(earned);
    await expect(card(page, "Today's trips")).toContainText("1");

    // Withdraw: the bank of the verification, the whole balance unless changed, the minimum enforced.
    await page.goto("/dashboard?tab=earning");
    await page.getByRole("button", { name: "Withdraw" }).click();
    await expect(dialog).toContainText("Zenith");
    await expect(dialog).toContainText("6789");
    const amount = dialog.getByLabel("Amount (₦)");
    await expect(amount).toHaveValue(String((owedKobo - commission) / 100));
    await amount.fill("500");
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    await expect(dialog.getByText("The minimum payout is ₦1,000.")).toBeVisible();
    await expectAccessible(page);
    await amount.fill(String((owedKobo - commission) / 100));
    const asked = page.waitForResponse((r) => r.url().endsWith("/api/driver/payouts"));
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    const answer = await asked;
    expect(answer.status()).toBe(201);
    expect((await answer.json()).data.status).toBe("pending");
    await expect(dialog).toBeHidden();

    // Pending at once (unless the bank was quicker), then paid out when the gateway's transfer.success comes.
    const payout = page.getByTestId("payout");
    await expect(payout).toHaveCount(1);
    await expect(payout).toContainText(/Pending|Paid out/);
    await expect(page.getByTestId("available-balance")).toHaveText("₦0");
    await expect(payout).toContainText(earned);
    await expect(payout).toContainText("Zenith");
    await expect(payout).toContainText("6789");
    await expect(payout.getByText("Paid out")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`${earned} paid out to Zenith.`)).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole("navigation", { name: "Driver dashboard" })
      .getByRole("link", { name: "Dashboard" })
      .first()
      .click();
    await expect(card(page, "Available balance")).toContainText("₦0");
    await expect(card(page, "Today's earnings")).toContainText(earned);
  } finally {
    await rider.api.dispose();
  }
  expect(consoleErrors).toEqual([]);
});
