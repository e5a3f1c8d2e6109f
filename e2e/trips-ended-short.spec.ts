import { commissionOf, formatNaira, REVIEW_MESSAGES } from "@campusgo/domain";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger } from "./helpers/accounts.ts";
import { adminWindow } from "./helpers/admin.ts";
import { offset, placeDevice } from "./helpers/geo.ts";
import { acceptFirstOffer, bookThroughApi, goOnline } from "./helpers/journeys.ts";
import { topUp } from "./helpers/money.ts";
import { approvedDriver, DRIVER_PASSWORD, offlineMaps, secondWindow, serverRide } from "./helpers/rides.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// Two phones (a real driver and a rider), then the admin's desk: generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

// South of isolatedSpot's grid (every slot of it is taken), 7 km from it and from admin-payments' spots; the
// spec runs on the phone project only.
const SPOT = { lat: 6.41, lon: 7.44 };
const PICKUP = "Emene junction";
const DESTINATION = "Enugu";

test("a driver ends a Keke trip 50 km before Enugu: the rider pays for the distance driven, the earnings wait on hold until an admin keeps the price", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const driver = await approvedDriver(baseURL);
  await offlineMaps(page);
  await placeDevice(page.context(), offset(SPOT, 200, 0));
  await signIn(page, driver.email, DRIVER_PASSWORD);
  await goOnline(page);

  // The rider, on a phone of their own, books a Keke from where the driver waits to Enugu, 50 km south.
  const rider = await secondWindow(browser, page, testInfo);
  const riderPage = rider.page;
  const account = await activatedPassenger(riderPage.request);
  await offlineMaps(riderPage);
  await placeDevice(rider.context, SPOT);
  await signIn(riderPage, account.email, account.password);
  const rideId = await bookThroughApi(
    riderPage.request,
    { ...SPOT, name: PICKUP },
    { ...offset(SPOT, -50_000, 0), name: DESTINATION },
  );
  await page
    .getByRole("listitem", { name: `Request from ${account.fullName}` })
    .getByRole("button", { name: /^Offer ₦/ })
    .click();
  await acceptFirstOffer(riderPage.request, rideId);
  const { pin, amountKobo: agreedKobo } = await serverRide(riderPage.request, rideId);
  const agreed = formatNaira(agreedKobo ?? 0);

  // Arrived, the PIN, and, without moving, Complete: the question names what the rider pays.
  const active = page.getByTestId("active-ride");
  await active.getByRole("button", { name: "Arrived", exact: true }).click();
  await active.getByLabel("Rider's PIN").fill(pin ?? "");
  await active.getByRole("button", { name: "Start trip" }).click();
  await active.getByRole("button", { name: "Complete trip" }).click();
  const endHere = page.getByRole("alertdialog", { name: "End the trip here?" });
  await expect(endHere).toContainText(
    `You are 50km from the destination. End the trip here? The rider pays ₦300 of ${agreed}, for the distance driven.`,
  );
  await endHere.getByRole("button", { name: "End the trip here" }).click();
  await expect(endHere).toBeHidden();
  const amountKobo = (await serverRide(riderPage.request, rideId)).amountKobo ?? 0;
  expect(formatNaira(amountKobo)).toBe("₦300");

  // The rider's pay screen says why the trip costs less, and the rider pays it from the wallet.
  const priceNote = `Ended 50 km before ${DESTINATION}: ₦300 of ${agreed}`;
  await topUp(riderPage.request, amountKobo);
  await riderPage.goto(`/dashboard/my-bookings/${rideId}`);
  const payment = riderPage.getByTestId("trip-payment");
  await expect(payment).toContainText(priceNote);
  await expect(payment.getByTestId("amount-owed")).toHaveText("₦300");
  await payment.getByRole("button", { name: /^Pay ₦300 from wallet/ }).click();
  await expect(riderPage.getByTestId("receipt").getByTestId("paid-with")).toHaveText("Paid ✓ with Wallet");
  await rider.close();

  // The driver's share is on hold, not available.
  const share = formatNaira(amountKobo - commissionOf(amountKobo, 1000));
  await page.goto("/dashboard?tab=earning");
  await expect(page.getByTestId("available-balance")).toHaveText("₦0");
  await expect(page.getByTestId("earnings-on-hold")).toHaveText(`${share} on hold while a trip is reviewed`);
  const trip = page.getByTestId("trip-earning");
  await expect(trip).toContainText(priceNote);
  await expect(trip.getByTestId("on-hold")).toContainText(/^On hold until .+, while we review the trip$/);

  // The admin finds the trip among those to review, with its map, drawn although no tile can be fetched.
  const admin = await adminWindow(browser, testInfo);
  try {
    const desk = admin.page;
    await offlineMaps(desk);
    await signIn(desk, ADMIN_EMAIL);
    await desk.goto("/admin/payments");
    await desk
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Trips to review" })
      .click();
    await expect(desk.getByRole("heading", { name: "Trips to review", level: 1 })).toBeVisible();
    const card = desk
      .getByRole("listitem", { name: `Trip from ${PICKUP} to ${DESTINATION}` })
      .filter({ hasText: account.email });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId("review-why")).toContainText(priceNote);
    await expect(card.getByTestId("review-why")).toContainText("Ended 50 km from Enugu");
    await expect(card).toContainText(driver.fullName);
    await expect(card).toContainText(`Agreed ${agreed} · charged ₦300`);
    await expect(card).toContainText("Wallet");
    await expect(card.getByTestId("review-held")).toContainText(new RegExp(`^${share} until `));
    const map = card.getByTestId("review-map");
    for (const marker of ["review-map-pickup", "review-map-destination", "review-map-end"]) {
      await expect(map.getByTestId(marker)).toBeVisible();
    }
    await expect(card.getByTestId("review-track-status")).toHaveText(/recorded on this trip\.$/);
    await expectAccessible(desk);

    // A refund would come back from the commission and the held share, leaving the driver's earnings alone.
    await card.getByRole("button", { name: "Refund" }).click();
    const refund = desk.getByRole("alertdialog", { name: "Refund the trip?" });
    await expect(refund.getByTestId("refund-preview")).toHaveText(
      "₦300 comes back from the commission and held earnings; the driver's available earnings (₦0) are not touched.",
    );
    await expectAccessible(desk);
    await refund.getByRole("button", { name: "Cancel" }).click();
    await expect(refund).toBeHidden();

    // Keep: a reason is required; kept, the trip leaves the open list and the closed one says who kept it and why.
    await card.getByRole("button", { name: "Keep" }).click();
    const keep = desk.getByRole("alertdialog", { name: "Keep the price?" });
    await expect(keep).toContainText(`The trip stays at ₦300, and the ${share} on hold is released`);
    await keep.getByRole("button", { name: "Keep the price" }).click();
    await expect(keep.getByText(REVIEW_MESSAGES.giveReason)).toBeVisible();
    await expectAccessible(desk);
    await keep.getByLabel("Reason").fill("The rider asked to be dropped at the junction.");
    await keep.getByRole("button", { name: "Keep the price" }).click();
    await expect(desk.getByText(REVIEW_MESSAGES.decided.keep)).toBeVisible();
    await expect(keep).toBeHidden();
    await expect(card).toBeHidden();
    await desk.getByRole("button", { name: "Closed" }).click();
    const closed = desk
      .getByRole("list", { name: "Closed reviews" })
      .getByRole("listitem")
      .filter({ hasText: account.email });
    await expect(closed).toContainText("Kept");
    await expect(closed).toContainText("“The rider asked to be dropped at the junction.”");
  } finally {
    await admin.close();
  }

  // Released: the driver's Available goes up by the share, nothing on hold.
  await page.reload();
  await expect(page.getByTestId("available-balance")).toHaveText(share);
  await expect(page.getByTestId("earnings-on-hold")).toBeHidden();
  await expect(page.getByTestId("on-hold")).toBeHidden();

  // Completing away from the destination is first answered with a question (409), which the browser prints.
  const question = consoleErrors.findIndex((e) => /status of 409 \(Conflict\)/.test(e));
  expect(question, "the completion's question").toBeGreaterThanOrEqual(0);
  consoleErrors.splice(question, 1);
});
