import { CASH_NOTICE, formatNaira, PAYMENT_MESSAGES } from "@campusgo/domain";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { CSRF_HEADERS } from "./helpers/accounts.ts";
import { bookKeke, chooseDestination, dashboardWithLocation, sendWithoutLuggage } from "./helpers/booking.ts";
import { isolatedSpot, offset } from "./helpers/geo.ts";
import { driverOnlineAt, offerAndAccept, riderAt } from "./helpers/journeys.ts";
import { expectNotCut, lineBreaksOf } from "./helpers/layout.ts";
import { serverRide } from "./helpers/rides.ts";

// Two browsers, a real driver and trips through the sandbox's checkout: generous limits. Both tests use the
// same isolated spot (slot 12 of e2e/helpers/geo.ts), so they run one after the other.
test.describe.configure({ mode: "default", timeout: 300_000 });

/** Naira as the amount field takes it: "₦2,350" -> "2350". */
const nairaDigits = (text: string) => text.replaceAll(/[^\d.]/g, "");

/** Counts the dialogs the page opens (a location popup that flashes over a screen counts too). */
function noteOpenDialogs() {
  const page = window as { dialogsOpened?: number };
  page.dialogsOpened = 0;
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.target instanceof HTMLDialogElement && change.target.open)
        page.dialogsOpened = (page.dialogsOpened ?? 0) + 1;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
}

/** Takes the browser's line for a refusal the test provoked on purpose out of the page's console errors. */
function takeExpectedError(errors: string[], pattern: RegExp): void {
  const index = errors.findIndex((e) => pattern.test(e));
  expect(index, `a console error like ${pattern}`).toBeGreaterThanOrEqual(0);
  errors.splice(index, 1);
}

/**
 * On the sandbox's checkout page (the gateway's stand-in): `action` (Pay, Pay later...) with `channel`, and back
 * at /payments/return.
 */
async function atSandbox(
  page: Page,
  amount: string,
  action: "Pay" | "Pay later" = "Pay",
  channel: "Card" | "Bank transfer" = "Card",
): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
  // The chosen channel's name gains a check mark ("✓ Card").
  await page.getByRole("radio", { name: new RegExp(`${channel}$`) }).check();
  await page.getByRole("button", { name: action, exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/return\?.*reference=/);
}

test("a rider completes a trip, tops up through the checkout, pays from the wallet and finds the receipt", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(12, testInfo);
  const rider = await riderAt(page, spot);
  const {
    driver,
    page: driverPage,
    close,
    // Completing away from the destination is first answered with a question (409), which the browser prints.
  } = await driverOnlineAt(browser, page, testInfo, offset(spot, 700, 0), [/status of 409 \(Conflict\)/]);

  // A Keke ride to Main gate; the driver offers at the fare and the rider accepts.
  await dashboardWithLocation(page);
  await expect(page.getByTestId("owed-trip-banner")).toBeHidden();
  await page.getByText("Keke ride", { exact: true }).click();
  await chooseDestination(page, "Main gate");
  const rideId = await sendWithoutLuggage(page);
  await offerAndAccept(page, driverPage, rider, driver);
  // On a 360 px phone the driver's long name and the plate the rider checks at the roadside are shown whole.
  await expectNotCut(page.getByText(driver.fullName, { exact: true }));
  await expectNotCut(page.getByTestId("plate-number"));
  await expect(page.getByTestId("plate-number")).toHaveText("ENU-482-KK");

  // Opened again mid-ride (the installed app starts on "/", a new tab, a reload of the home): the ride with its
  // PIN, and never the location popup over it.
  const onRide = new RegExp(`/dashboard/driver-call\\?ride=${rideId}$`);
  const tab = await page.context().newPage();
  await tab.addInitScript(noteOpenDialogs);
  for (const entry of ["/", "/dashboard"]) {
    await tab.goto(entry);
    await expect(tab).toHaveURL(onRide);
    await expect(tab.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible();
    await expect(tab.getByTestId("pickup-pin")).toHaveText(/^\d{4}$/);
    expect(await tab.evaluate(() => (window as { dialogsOpened?: number }).dialogsOpened ?? 0)).toBe(0);
  }
  await tab.close();

  // The trip screen has a way to report a driver who asks for cash; the dialog explains before anything is sent.
  await page.getByRole("button", { name: "Report driver" }).click();
  const reportDialog = page.getByRole("dialog", { name: "Did your driver ask you to pay outside the app?" });
  await expect(reportDialog.getByLabel(/What happened\?/)).toBeVisible();
  await expectAccessible(page);
  await reportDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(reportDialog).toBeHidden();

  // Before confirming a cancellation, the rider reads the policy (free until the driver arrives), then goes back.
  await page.getByRole("link", { name: "Cancel Ride" }).click();
  await expect(page.getByTestId("cancellation-policy")).toHaveText(
    "Cancelling is free until your driver arrives. Once your driver has arrived, cancelling costs ₦200, which goes to the driver.",
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible();

  // Arrived, the PIN, the trip, and its end.
  const pin = ((await page.getByTestId("pickup-pin").textContent()) ?? "").trim();
  const active = driverPage.getByTestId("active-ride");
  await active.getByRole("button", { name: "Arrived", exact: true }).click();
  await active.getByLabel("Rider's PIN").fill(pin);
  await active.getByRole("button", { name: "Start trip" }).click();
  await expect(page.getByRole("heading", { name: "On your way" })).toBeVisible();
  await active.getByRole("button", { name: "Complete trip" }).click();
  await driverPage
    .getByRole("alertdialog", { name: "End the trip here?" })
    .getByRole("button", { name: "End the trip here" })
    .click();

  // The trip-complete screen: the fare, and paying for it. The wallet is empty, so it offers a top-up.
  await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible();
  const agreed = (await serverRide(page.request, rideId)).amountKobo ?? 0;
  expect(agreed).toBeGreaterThan(0);
  const fare = formatNaira(agreed);
  await expect(page.getByTestId("trip-total")).toHaveText(fare);
  const payment = page.getByTestId("trip-payment");
  await expect(payment.getByRole("heading", { name: "Pay for your trip" })).toBeVisible();
  await expect(payment.getByTestId("amount-owed")).toHaveText(fare);
  const fromWallet = payment.getByRole("button", { name: new RegExp(`^Pay ${fare} from wallet`) });
  await expect(fromWallet).toContainText("(balance ₦0)");
  await expect(fromWallet).toBeDisabled();
  // Nothing is pinned over the ways to pay.
  await expect(fromWallet).toBeInViewport();
  await expect(page.getByRole("link", { name: "Back to home" })).not.toBeInViewport();
  await expect(payment).toContainText(PAYMENT_MESSAGES.walletTooLow);
  await expect(payment.getByRole("button", { name: "Pay by card or bank transfer" })).toBeEnabled();
  await payment.getByText("Pay with cash?").click();
  await expect(payment.getByText(CASH_NOTICE)).toBeVisible();
  await expectAccessible(page);

  // Until it is paid, booking another ride waits: the booking screens say so, and the server refuses.
  const refused = await page.request.post("/api/rides", {
    headers: CSRF_HEADERS,
    data: {
      rideType: 1,
      pickup: { ...spot, name: "Here" },
      destination: { ...offset(spot, 2000, 0), name: "There" },
      luggage: { hasLuggage: false },
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(PAYMENT_MESSAGES.owed);
  // Opened again, the app lands on this trip's pay-and-rate screen, once per visit: "Back to home" then shows
  // the home, which says what is owed.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(new RegExp(`/dashboard/driver-call\\?ride=${rideId}$`));
  await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible();
  await expect(payment.getByTestId("amount-owed")).toHaveText(fare);
  await expect(page.getByRole("button", { name: "Submit rating" })).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByTestId("owed-trip-banner");
  await expect(banner).toContainText(PAYMENT_MESSAGES.owed);
  await expect(banner).toContainText(`Trip fare: ${fare}`);
  await expectAccessible(page);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible();

  // Top up what is missing: the wallet page opens with the amount filled in and checks it.
  await payment.getByRole("link", { name: `Top up ${fare}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\?amount=/);
  await expect(page.getByRole("heading", { name: "Wallet", level: 1 })).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("₦0");
  await expect(page.getByTestId("owed-trip-banner")).toContainText(PAYMENT_MESSAGES.owed);
  const amount = page.getByLabel("Amount (₦)");
  await expect(amount).toHaveValue(nairaDigits(fare));
  await page.getByRole("button", { name: "₦1,000", exact: true }).click();
  await expect(amount).toHaveValue("1000");
  await expect(page.getByRole("button", { name: "₦1,000", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await amount.fill("50");
  await page.getByRole("button", { name: /^Top up/ }).click();
  await expect(page.getByText("The smallest top-up is ₦100.")).toBeVisible();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(CASH_NOTICE)).toBeVisible();
  await expectAccessible(page);
  await amount.fill(nairaDigits(fare));
  await page.getByRole("button", { name: `Top up ${fare}` }).click();

  // The sandbox's checkout, then back: the top-up landed, and the trip can now be paid from the wallet.
  await atSandbox(page, fare);
  const outcome = page.getByTestId("payment-return");
  await expect(outcome.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(outcome).toContainText(`${fare} was added to your wallet.`);
  await expectAccessible(page);
  await outcome.getByRole("link", { name: "Pay for your trip" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-bookings/${rideId}$`));
  const owed = page.getByTestId("trip-payment");
  const pay = owed.getByRole("button", { name: new RegExp(`^Pay ${fare} from wallet`) });
  await expect(pay).toContainText(`(balance ${fare})`);
  await expect(pay).toBeEnabled();
  await pay.click();

  // Paid: the receipt in the booking's details.
  const receipt = page.getByTestId("receipt");
  await expect(receipt.getByTestId("paid-with")).toHaveText("Paid ✓ with Wallet");
  await expect(receipt).toContainText(`Trip fare${fare}`);
  await expect(receipt).toContainText(/ReferenceCGW-/);
  await expect(receipt).toContainText(`${driver.fullName} · ENU-482-KK`);
  await expect(receipt).toContainText(/Main gate/);
  await expectAccessible(page);

  // The driver asked for cash? Reported from the booking, once.
  await page.getByRole("button", { name: "Report driver" }).click();
  await reportDialog.getByLabel(/What happened\?/).fill("The driver asked for cash at the gate.");
  await reportDialog.getByRole("button", { name: "Report driver" }).click();
  await expect(reportDialog).toBeHidden();
  await expect(page.getByTestId("driver-report")).toHaveText("Reported — we will tell you the outcome.");
  await expect(page.getByRole("button", { name: "Report driver" })).toBeHidden();

  // The wallet, from the profile menu, shows both movements and nothing owed.
  await page.getByRole("button", { name: "Open profile menu" }).click();
  // The rider's e-mail address wraps where a reader expects, never in the middle of a name.
  const email = page.getByTestId("profile-drawer").getByText(rider.email);
  for (const wrap of await lineBreaksOf(email))
    expect(wrap, "a break after @ or before a dot").toMatch(/^@\||\|\.$/);
  await page.getByTestId("profile-drawer").getByRole("link", { name: "Wallet" }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₦0");
  await expect(page.getByTestId("owed-trip-banner")).toBeHidden();
  const movements = page.getByTestId("wallet-movements");
  await expect(movements.getByRole("listitem")).toHaveCount(2);
  await expect(movements.getByRole("listitem").first()).toContainText(`Trip payment`);
  await expect(movements.getByRole("listitem").first()).toContainText(`−${fare}`);
  await expect(movements.getByRole("listitem").last()).toContainText(`Top-up`);
  await expect(movements.getByRole("listitem").last()).toContainText(`+${fare}`);
  await expectAccessible(page);

  // My Bookings lists it as completed, and its details keep the receipt.
  await page.goto("/dashboard/my-bookings?tab=completed");
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /to Main gate, booking details/ })
    .click();
  await expect(page.getByTestId("receipt")).toContainText("Paid ✓ with Wallet");

  await close();
  expect(consoleErrors).toEqual([]);
});

test("a rider who cancels once the driver has arrived pays the fee by bank transfer, after leaving it for later", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(12, testInfo);
  const rider = await riderAt(page, spot);
  const {
    driver,
    page: driverPage,
    close,
  } = await driverOnlineAt(browser, page, testInfo, offset(spot, 0, 700));

  const rideId = await bookKeke(page, "Odenigwe");
  // Both screens show the accepted ride before the driver arrives, as in rides.spec.ts.
  await offerAndAccept(page, driverPage, rider, driver);
  const active = driverPage.getByTestId("active-ride");
  await expect(active.getByRole("heading", { name: "Head to the pickup" })).toBeVisible();
  await active.getByRole("button", { name: "Arrived", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your driver has arrived" })).toBeVisible();

  // The cancel screen says, before the rider confirms, that this cancellation costs the fee.
  await page.getByRole("link", { name: "Cancel Ride" }).click();
  const policy = page.getByTestId("cancellation-policy");
  await expect(policy).toContainText("Your driver has arrived: cancelling now costs ₦200.");
  await expect(policy).toContainText("Cancelling is free until your driver arrives.");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unable to contact driver" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  const confirmation = page.getByRole("dialog", { name: "Ride cancelled" });
  await expect(confirmation).toContainText("A cancellation fee of ₦200 is due.");
  await expectAccessible(page);
  expect((await serverRide(page.request, rideId)).status).toBe("cancelled");

  // Booking again waits for the fee: the banner, and the refused request shown as that banner, not a toast.
  await confirmation.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByTestId("owed-trip-banner");
  await expect(banner).toContainText(PAYMENT_MESSAGES.owedFee);
  await expect(banner).toContainText("Cancellation fee: ₦200");
  await page.getByText("Keke ride", { exact: true }).click();
  await chooseDestination(page, "Hill-top");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /Without luggage/ }).check();
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(banner).toHaveAttribute("role", "alert");
  await expect(banner).toBeFocused();
  // The refused booking (409) is printed by the browser: expected here.
  takeExpectedError(consoleErrors, /status of 409 \(Conflict\)/);
  await expect(page).toHaveURL(/\/dashboard\/luggage/);
  await expectAccessible(page);

  // Pay now leads to the cancelled booking's payment; the checkout is left for later first.
  await banner.getByRole("link", { name: "Pay now" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-bookings/${rideId}$`));
  const payment = page.getByTestId("trip-payment");
  await expect(payment.getByRole("heading", { name: "Pay for your cancellation" })).toBeVisible();
  await expect(payment.getByTestId("amount-owed")).toHaveText("₦200");
  await expectAccessible(page);
  await payment.getByRole("button", { name: "Pay by card or bank transfer" }).click();
  await atSandbox(page, "₦200", "Pay later");
  const outcome = page.getByTestId("payment-return");
  await expect(outcome.getByRole("heading", { name: "Checking your payment…" })).toBeVisible();
  await expect(outcome.getByRole("heading", { name: "Payment not completed yet" })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);

  // Try again: back to the booking, the same checkout, paid by bank transfer this time.
  await outcome.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-bookings/${rideId}$`));
  await payment.getByRole("button", { name: "Pay by card or bank transfer" }).click();
  await atSandbox(page, "₦200", "Pay", "Bank transfer");
  await expect(outcome.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(outcome).toContainText("You paid ₦200. Thank you!");
  await expectAccessible(page);
  await outcome.getByRole("link", { name: "See your receipt" }).click();
  const receipt = page.getByTestId("receipt");
  await expect(receipt.getByTestId("paid-with")).toHaveText("Paid ✓ with Bank transfer");
  await expect(receipt).toContainText("Cancellation fee₦200");
  await expect(receipt).toContainText(/ReferenceCG-T-/);

  // Paid: booking is open again.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Where are you going?" })).toBeVisible();
  await expect(page.getByTestId("owed-trip-banner")).toBeHidden();

  await close();
  expect(consoleErrors).toEqual([]);
});
