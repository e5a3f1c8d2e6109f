import { formatNaira, returnFeeKobo } from "@campusgo/domain";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { uniquePhone } from "./helpers/accounts.ts";
import { adminWindow } from "./helpers/admin.ts";
import { bookedAndAccepted, call, handOver } from "./helpers/deliveries.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { driverOnlineAt, riderAt } from "./helpers/journeys.ts";
import { topUp } from "./helpers/money.ts";
import { ADMIN_EMAIL, jpegFile, signIn } from "./kyc-helpers.ts";

// Two browsers and a free wait to sit out (20 s on the journeys' server): generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

/**
 * A spot of this journey's own, about 10 km east of deliveries-dispute's and far from the other journeys' spots,
 * isolatedSpot's grid and the campus, so no other test's driver or sender is in reach.
 */
const SPOT: Spot = { lat: 6.24, lon: 7.62 };

test("nobody at the drop-off: after the free wait the driver brings the package back with the sender's return code, and the sender pays the return fee shown at booking; the admin sees both charges", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one phone-sized run is enough for this journey");
  const sender = await riderAt(page, SPOT);
  const { page: driverPage, close } = await driverOnlineAt(browser, page, testInfo, offset(SPOT, 500, 0));
  const driverApi = driverPage.request;

  // Booked, accepted, paid and picked up; the driver reaches a drop-off where nobody comes.
  const { id, booked, accepted } = await bookedAndAccepted(page.request, driverApi, SPOT, uniquePhone());
  const agreed = accepted.data.agreedKobo as number;
  const fee = returnFeeKobo(agreed);
  await topUp(page.request, agreed + fee);
  await call(page.request, `/api/payments/trips/${id}/wallet`);
  await call(driverApi, `/api/deliveries/${id}/arrive`);
  await handOver(driverApi, `/api/deliveries/${id}/pickup`, { code: booked.data.pickupCode });
  await call(driverApi, `/api/deliveries/${id}/arrive`);

  const panel = driverPage.getByTestId("active-delivery");
  await expect(panel.getByRole("heading", { name: "Hand over the package" })).toBeVisible();
  await expect(panel.getByText("Free wait left")).toBeVisible();
  // The way back opens only once the wait is over.
  const goBack = panel.getByRole("button", { name: "Take it back to the sender" });
  await expect(goBack).toBeVisible({ timeout: 60_000 });
  await expect(panel).toContainText(
    "The free wait is over. If nobody comes, take the package back to the sender.",
  );
  await goBack.click();
  await expect(panel.getByRole("heading", { name: "Take the package back to the sender" })).toBeVisible();

  // The sender is told and given a code for the driver.
  await page.goto(`/dashboard/deliveries/${id}`);
  await expect(page.getByTestId("delivery-status-line")).toHaveText(
    "Nobody took the package, so it is going back to the sender",
  );
  const returnCode = ((await page.getByTestId("return-code").textContent()) ?? "").replace(/\D/g, "");
  expect(returnCode).toMatch(/^\d{4}$/);

  // At the sender's door the driver takes a photo and types the return code.
  await panel
    .getByTestId("handover-photo-input")
    .setInputFiles(await jpegFile("returned.jpg", "#5a3b1b", 320));
  await panel.getByLabel("Sender's return code").fill(returnCode);
  await panel.getByRole("button", { name: "Returned" }).click();
  const ended = driverPage.getByTestId("delivery-ended");
  await expect(ended.getByRole("heading", { name: "Package returned" })).toBeVisible();

  // The return fee is the sender's to pay, at the amount the booking named, from the wallet in one tap.
  const due = page.getByTestId("return-payment");
  await expect(due.getByRole("heading", { name: "Pay for the return" })).toBeVisible();
  await expect(due.getByTestId("amount-owed")).toHaveText(formatNaira(fee));
  await expectAccessible(page);
  await due.getByRole("button", { name: `Pay ${formatNaira(fee)} from wallet` }).click();
  await expect(due).toBeHidden();
  const after = (await (await page.request.get(`/api/deliveries/${id}`)).json()).data;
  expect(after).toMatchObject({
    status: "returned",
    returnPayment: { status: "paid", amountKobo: fee, method: "wallet" },
    proofs: { return: { receivedBy: "The sender" } },
  });
  await close();

  // The admin's money area lists both charges of the delivery, named as such; the return fee has no refund of
  // its own.
  const admin = await adminWindow(browser, testInfo);
  try {
    await signIn(admin.page, ADMIN_EMAIL);
    await admin.page.goto(`/admin/payments?view=trips&q=${encodeURIComponent(sender.email)}`);
    const trips = admin.page.getByRole("list", { name: "Trips" });
    await expect(trips.getByRole("listitem")).toHaveCount(2);
    const [fare, back] = [trips.getByRole("listitem").nth(1), trips.getByRole("listitem").nth(0)];
    await expect(back).toContainText(`Return fee ${formatNaira(fee)}`);
    await expect(back.getByRole("button", { name: /Refund/ })).toHaveCount(0);
    await expect(fare).toContainText(`Delivery fare ${formatNaira(agreed)}`);
    await expect(fare).toContainText(`Sender: ${sender.fullName}`);
    await expect(fare.getByRole("button", { name: "Refund Ogui lodge to Abakpa gate" })).toBeVisible();
  } finally {
    await admin.close();
  }
});
