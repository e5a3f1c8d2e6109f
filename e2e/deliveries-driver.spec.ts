import { expect, expectAccessible, test } from "./fixtures.ts";
import { uniquePhone } from "./helpers/accounts.ts";
import { call, recipientCode } from "./helpers/deliveries.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { driverOnlineAt, riderAt } from "./helpers/journeys.ts";
import { expectTrackedDriverMoves } from "./helpers/tracking.ts";
import { CSRF, jpegFile } from "./kyc-helpers.ts";

// Two browsers, a real driver, a top-up at the sandbox's checkout and a text to read: generous limits.
test.describe.configure({ timeout: 240_000 });

/**
 * A spot of this journey's own: south of offline.spec's spot and of isolatedSpot's grid, more than 7 km from
 * each and from the campus, so no other test's driver or sender is in reach. Mobile only: one spot is enough.
 */
const SPOT: Spot = { lat: 6.32, lon: 7.45 };

test("a package end to end: the marked request, an offer the sender accepts and pays at the checkout, the pickup with a photo and the sender's code, the link in the recipient's browser following the driver, a hand-over at a door with no network, both ratings, the driver's history and earnings", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one phone-sized run is enough for this journey");
  const sender = await riderAt(page, SPOT);
  // The wrong code typed on purpose is refused (400), and the browser prints that refusal.
  const {
    driver,
    page: driverPage,
    context: driverContext,
    close,
  } = await driverOnlineAt(browser, page, testInfo, offset(SPOT, 600, 0), [
    /the server responded with a status of 400/,
  ]);

  // The sender books a small, fragile envelope through the API.
  const upload = await page.request.post("/api/deliveries/photos", {
    headers: CSRF,
    multipart: { photo: await jpegFile("parcel.jpg", "#8b5a2b", 320) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const recipientPhone = uniquePhone();
  const dropoff = { ...offset(SPOT, 1500, 0), name: "Recipient's hostel" };
  const booked = await call(page.request, "/api/deliveries", {
    pickup: { ...SPOT, name: "Sender's lodge" },
    dropoff,
    category: "documents",
    size: "small",
    photoKey: (await upload.json()).data.photoKey,
    declaredValueKobo: 500_000,
    recipientName: "Emeka Okafor",
    recipientPhone,
    note: "Brown envelope, keep it flat",
    fragile: true,
  });
  const deliveryId = booked.data.id as string;
  const pickupCode = booked.data.pickupCode as string;

  // The driver sees it among the requests, marked as a package, and offers the sender's price.
  const card = driverPage.getByRole("listitem", {
    name: `Package request from ${sender.fullName.split(" ")[0]}`,
  });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText("Package");
  await expect(card).toContainText("Fragile");
  await expect(card).toContainText("Small · Documents");
  await expect(card).toContainText("Declared value ₦5,000");
  await card.getByRole("button", { name: /^Offer ₦/ }).click();
  await expect(card).toContainText("Waiting for the sender.");

  // The sender, on the delivery's screen, accepts it: the driver's panel heads to the pickup.
  await page.goto(`/dashboard/deliveries/${deliveryId}`);
  const offer = page.getByRole("listitem", { name: `Offer from ${driver.fullName}` });
  await offer.getByRole("button", { name: "Accept" }).click();
  const payment = page.getByTestId("delivery-payment");
  await expect(payment.getByRole("heading", { name: "Pay before pickup" })).toBeVisible();
  const panel = driverPage.getByTestId("active-delivery");
  await expect(panel.getByRole("heading", { name: "Head to the pickup" })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(panel).toContainText("Emeka Okafor");
  await expect(panel.getByRole("link", { name: "Call recipient" })).toBeVisible();

  // At the pickup the parcel waits for the sender's payment: by card at the gateway's checkout, and back.
  await panel.getByRole("button", { name: "Arrived at pickup" }).click();
  await expect(panel.getByText("Waiting for the sender to pay")).toBeVisible();
  const price = (await payment.getByTestId("amount-owed").textContent()) as string;
  await payment.getByRole("button", { name: "Pay by card or bank transfer" }).click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
  await page.getByRole("radio", { name: /Card$/ }).check();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(
    page.getByTestId("payment-return").getByRole("heading", { name: "Payment successful" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole("button", { name: "Pick up" })).toBeVisible({ timeout: 20_000 });

  // A photo of the parcel from the camera, then the sender's code; a wrong one first shows the server's words.
  await panel.getByTestId("handover-photo-input").setInputFiles(await jpegFile("pickup.jpg", "#8b5a2b", 320));
  await expect(panel.getByRole("img", { name: "The package, as you took it" })).toBeVisible();
  const wrong = pickupCode === "0000" ? "1111" : "0000";
  await panel.getByLabel("Sender's code").fill(wrong);
  await panel.getByRole("button", { name: "Pick up" }).click();
  await expect(panel.getByText(/That code is not right\. \d tries? left\./)).toBeVisible();
  await panel.getByLabel("Sender's code").fill(pickupCode);
  await panel.getByRole("button", { name: "Pick up" }).click();
  await expect(panel.getByRole("heading", { name: "Take the package to the drop-off" })).toBeVisible();

  // The recipient, with no account and no app, opens the texted link in a browser of their own: the parcel is on
  // its way with the driver's first name and the plan, and nothing of the sender; the driver drives on and the
  // recipient's page, left open, shows them nearer.
  const shareUrl = booked.data.shareUrl as string;
  const recipientContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const recipient = await recipientContext.newPage();
  await recipient.goto(new URL(shareUrl).pathname);
  await expect(recipient.getByRole("heading", { level: 1 })).toHaveText("The package is on its way");
  await expect(recipient.locator("body")).toContainText("Recipient's hostel");
  await expect(recipient.locator("body")).not.toContainText(sender.fullName.split(" ").slice(1).join(" "));
  await expectTrackedDriverMoves(recipient, driverContext, offset(SPOT, 1200, 0), dropoff);

  // The sender shares the trip from the delivery's screen: a link of its own (not the recipient's), which opens on
  // the parcel under way.
  await page.goto(`/dashboard/deliveries/${deliveryId}`);
  await page.getByRole("button", { name: "Share my trip" }).click();
  const shareDialog = page.getByRole("dialog", { name: "Share my trip" });
  const linkField = shareDialog.getByTestId("trip-share-url");
  await expect(linkField).toHaveValue(/\/track\/[\w-]{20,}$/);
  const senderLink = await linkField.inputValue();
  expect(new URL(senderLink).pathname).not.toBe(new URL(shareUrl).pathname);
  await expectAccessible(page);
  await shareDialog.getByRole("button", { name: "Close" }).click();
  const contact = await recipientContext.newPage();
  await contact.goto(new URL(senderLink).pathname);
  await expect(contact.getByRole("heading", { level: 1 })).toHaveText("The package is on its way");
  await contact.close();

  await panel.getByRole("button", { name: "Arrived at drop-off" }).click();
  await expect(panel.getByRole("heading", { name: "Hand over the package" })).toBeVisible();
  await expect(panel.getByText("Free wait left")).toBeVisible();

  // No network at the door: the hand-over is kept on the phone and shown as confirming.
  const code = await recipientCode(page.request, recipientPhone);
  await panel
    .getByTestId("handover-photo-input")
    .setInputFiles(await jpegFile("dropoff.jpg", "#5a3b1b", 320));
  await panel.getByLabel("Recipient's code").fill(code);
  await driverContext.setOffline(true);
  await panel.getByRole("button", { name: "Deliver" }).click();
  await expect(panel.getByTestId("confirming")).toContainText("Delivered, confirming");
  await expect(panel.getByTestId("confirming")).toContainText(
    "Your share is paid once the server has checked the code.",
  );
  const waiting = await (await page.request.get(`/api/deliveries/${deliveryId}`)).json();
  expect(waiting.data.status).toBe("at_dropoff");

  // Back online, the queue sends it by itself: delivered, proof taken at the door.
  await driverContext.setOffline(false);
  const ended = driverPage.getByTestId("delivery-ended");
  await expect(ended.getByRole("heading", { name: "Package delivered" })).toBeVisible({ timeout: 30_000 });
  await expect(panel).toBeHidden();
  const delivered = (await (await page.request.get(`/api/deliveries/${deliveryId}`)).json()).data;
  expect(delivered.status).toBe("delivered");
  expect(delivered.proofs.dropoff).toMatchObject({ receivedBy: expect.any(String) });
  expect(Date.parse(delivered.proofs.dropoff.at)).toBeLessThanOrEqual(
    Date.parse(delivered.proofs.dropoff.confirmedAt),
  );
  // The recipient's page follows by itself.
  await expect(recipient.getByRole("heading", { level: 1 })).toHaveText("The package was delivered", {
    timeout: 30_000,
  });
  await recipientContext.close();

  // Both rate: the driver the sender on the card of the ended delivery, the sender the driver on its screen.
  await ended.getByRole("radio", { name: "4 stars" }).check();
  await ended.getByRole("button", { name: "Submit rating" }).click();
  await expect(ended.getByText(/You rated .+ 4 of 5 stars/)).toBeVisible();
  await page.goto(`/dashboard/deliveries/${deliveryId}`);
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByText(/You rated .+ 5 of 5 stars/)).toBeVisible();

  // The driver finds it in the History tab and, paid and released, on the Earning tab, marked as a package.
  await driverPage.goto("/dashboard?tab=history");
  const carried = driverPage.getByRole("listitem").filter({ hasText: "Recipient's hostel" });
  await expect(carried).toContainText("Package");
  await expect(carried).toContainText("Delivered");
  await driverPage.goto("/dashboard?tab=earning");
  const earned = driverPage.getByTestId("trip-earning").filter({ hasText: "Recipient's hostel" });
  await expect(earned).toContainText("Package");
  await expect(earned.getByTestId("on-hold")).toHaveCount(0);
  await close();
});
