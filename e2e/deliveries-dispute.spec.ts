import { expect, expectAccessible, test } from "./fixtures.ts";
import { uniquePhone } from "./helpers/accounts.ts";
import { adminWindow } from "./helpers/admin.ts";
import { bookedAndAccepted, call, handOver, recipientCode } from "./helpers/deliveries.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { driverOnlineAt, riderAt } from "./helpers/journeys.ts";
import { topUp } from "./helpers/money.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// A phone for the driver, the sender's calls, then the admin's desk: generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

/**
 * A spot of this journey's own, more than 7 km from the other journeys' spots (deliveries-driver's, trips-ended-
 * short's, isolatedSpot's grid) and from the campus, so no other test's driver or sender is in reach.
 */
const SPOT: Spot = { lat: 6.24, lon: 7.53 };

test("a driver gives a package up before the pickup; a hand-over whose code was wrong waits for an admin, who sees its proofs and keeps it: delivered, the driver paid", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one run is enough for this journey");
  await riderAt(page, SPOT);
  const {
    driver,
    page: driverPage,
    close,
  } = await driverOnlineAt(browser, page, testInfo, offset(SPOT, 500, 0));
  const driverApi = driverPage.request;

  const bookOne = (recipientPhone: string) =>
    bookedAndAccepted(page.request, driverApi, SPOT, recipientPhone);

  // A first package the driver gives up before the pickup, from the panel, with a driver's reason.
  const given = await bookOne(uniquePhone());
  const panel = driverPage.getByTestId("active-delivery");
  await expect(panel.getByRole("heading", { name: "Head to the pickup" })).toBeVisible();
  await panel.getByRole("button", { name: "Cancel delivery" }).click();
  const cancelDialog = driverPage.getByRole("dialog", { name: "Cancel delivery" });
  await expect(cancelDialog).toContainText("the sender gets back all they paid");
  await cancelDialog.getByRole("button", { name: "My vehicle broke down" }).click();
  await cancelDialog.getByRole("button", { name: "Cancel delivery" }).click();
  const ended = driverPage.getByTestId("delivery-ended");
  await expect(ended.getByRole("heading", { name: "Delivery cancelled" })).toBeVisible();
  await expect(ended).toContainText("You cancelled: My vehicle broke down.");
  const cancelled = (await (await page.request.get(`/api/deliveries/${given.id}`)).json()).data;
  expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "driver" });
  await ended.getByRole("button", { name: "Dismiss" }).click();

  // The next one is paid, picked up with the right code and handed over offline with a wrong one.
  const recipientPhone = uniquePhone();
  const { id, booked, accepted } = await bookOne(recipientPhone);
  await topUp(page.request, accepted.data.agreedKobo);
  await call(page.request, `/api/payments/trips/${id}/wallet`);
  await call(driverApi, `/api/deliveries/${id}/arrive`);
  await handOver(driverApi, `/api/deliveries/${id}/pickup`, { code: booked.data.pickupCode });
  await call(driverApi, `/api/deliveries/${id}/arrive`);
  const wrong = (await recipientCode(page.request, recipientPhone)) === "0000" ? "1111" : "0000";
  const disputed = await handOver(driverApi, `/api/deliveries/${id}/dropoff`, { code: wrong, queued: "1" });
  expect(disputed.status).toBe("disputed");

  const admin = await adminWindow(browser, testInfo);
  try {
    const desk = admin.page;
    await signIn(desk, ADMIN_EMAIL);
    await desk.goto("/admin/payments");
    await desk
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Disputed deliveries" })
      .click();
    await expect(desk.getByRole("heading", { name: "Disputed deliveries", level: 1 })).toBeVisible();
    const card = desk.getByRole("listitem", { name: "Ogui lodge → Abakpa gate" });
    await expect(card).toContainText("Disputed");
    await expect(card).toContainText(driver.fullName);
    await expect(card).toContainText("Chika Obi");
    await expect(card).toContainText("Small · Electronics, declared ₦15,000");
    await expect(card.getByTestId("handover-proofs")).toContainText("Received by Not confirmed");
    await expect(card.getByRole("img", { name: "The package when it was picked up" })).toBeVisible();
    await expectAccessible(desk);

    // Keep: a reason is required; kept, it leaves the list.
    await card.getByRole("button", { name: "Keep: it was delivered" }).click();
    const keep = desk.getByRole("alertdialog", { name: "Keep the delivery?" });
    await expect(keep).toContainText(`${driver.fullName}'s share on hold is released`);
    await keep.getByRole("button", { name: "Keep it" }).click();
    await expect(keep.getByText("Please give a reason")).toBeVisible();
    await keep.getByLabel("Reason").fill("The recipient confirmed by phone that it arrived.");
    await keep.getByRole("button", { name: "Keep it" }).click();
    await expect(keep).toBeHidden();
    await expect(card).toBeHidden();
  } finally {
    await admin.close();
  }

  // Delivered for the sender; the driver's share is theirs.
  const after = await (await page.request.get(`/api/deliveries/${id}`)).json();
  expect(after.data.status).toBe("delivered");
  const earnings = await (await driverApi.get("/api/driver/earnings")).json();
  const line = earnings.data.trips.find((trip: { rideId: string }) => trip.rideId === id);
  expect(line).toMatchObject({ kind: "delivery", heldFor: null });
  await close();
});
