import { COVER_LIMIT_KOBO, DELIVERY_MESSAGES, formatNaira, MESSAGES } from "@campusgo/domain";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { CAMPUS, isolatedSpot } from "./helpers/geo.ts";
import { riderAt } from "./helpers/journeys.ts";
import { jpegFile } from "./kyc-helpers.ts";

test.describe.configure({ timeout: 180_000 });

/** Takes one console error the test caused on purpose (the browser prints every refused upload). */
function takeExpectedError(errors: string[], pattern: RegExp): void {
  const index = errors.findIndex((e) => pattern.test(e));
  expect(index, `a console error like ${pattern}`).toBeGreaterThanOrEqual(0);
  errors.splice(index, 1);
}

test("a sender sends a package with its photo, sees the price and the return rule, books, finds it in My Bookings and cancels it free while searching", async ({
  page,
  consoleErrors,
}, testInfo) => {
  await riderAt(page, isolatedSpot(3, testInfo));

  // From the dashboard, beside booking a ride.
  await page.goto("/dashboard");
  const popup = page.getByRole("dialog", { name: "Enable your location" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Cancel" }).click();
  await expect(popup).toBeHidden();
  await page.getByRole("link", { name: /Send a package/ }).click();

  // 1. Where: campus places from the search, the same place at both ends refused at once.
  await expect(page).toHaveURL(/\/dashboard\/send-package$/);
  await expect(page.getByRole("heading", { name: "Send a package" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(DELIVERY_MESSAGES.pickupRequired).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Pickup" }).fill("Hill");
  await page
    .getByRole("option", { name: /Hill-top/i })
    .first()
    .click();
  await page.getByRole("combobox", { name: "Drop-off" }).fill("Hill");
  await page
    .getByRole("option", { name: /Hill-top/i })
    .first()
    .click();
  await expect(page.getByText(DELIVERY_MESSAGES.sameLocation).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Drop-off" }).fill("Odenigwe");
  await page
    .getByRole("option", { name: /Odenigwe/ })
    .first()
    .click();
  await expect(page.getByText(DELIVERY_MESSAGES.sameLocation)).toHaveCount(0);
  await expectAccessible(page);

  // Or on the map: it opens on the place in the field, under a pin fixed in its middle that names the point as
  // the map moves (the arrow keys move it), and "Use this place" puts that point in the field.
  const dropoff = page.getByRole("combobox", { name: "Drop-off" });
  await dropoff.click();
  await page.getByRole("option", { name: "Choose on the map" }).click();
  const mapDialog = page.getByRole("dialog", { name: "Drop-off on the map" });
  await expect(mapDialog).toBeVisible();
  const pinName = mapDialog.getByTestId("map-pick-name");
  await expect(pinName).toHaveText("Near Odenigwe");
  const map = mapDialog.getByRole("application", { name: /^Map/ });
  await map.focus();
  // A press while the map is still gliding from the last one is not taken: press until the pin leaves it.
  await expect(async () => {
    await map.press("ArrowRight");
    await expect(pinName).toHaveText("Pinned location", { timeout: 1_000 });
  }).toPass();
  // The whole dialog fits the phone's screen: the map, the name and the button, without scrolling.
  const useIt = mapDialog.getByRole("button", { name: "Use this place" });
  await expect(useIt).toBeInViewport({ ratio: 1 });
  await expect(pinName).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
  await useIt.click();
  await expect(mapDialog).toBeHidden();
  await expect(dropoff).toHaveValue("Pinned location");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();

  // 2. What: a category, a size (with the vehicles that take it), a required photo, the value declared.
  await expect(page.getByRole("heading", { name: "What are you sending?" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(DELIVERY_MESSAGES.photoRequired).first()).toBeVisible();
  await page.getByRole("radio", { name: "Documents", exact: true }).check();
  await expect(page.getByText(/Needs a boot.*Car only/)).toBeVisible();
  await page.getByRole("radio", { name: "Small", exact: true }).check();
  const photo = page.locator('input[type="file"]');
  await expect(photo).toHaveAttribute("accept", "image/*");
  await expect(photo).toHaveAttribute("capture", "environment");
  await photo.setInputFiles({
    name: "parcel.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  await expect(page.getByText(DELIVERY_MESSAGES.photoNotImage)).toBeVisible();
  takeExpectedError(consoleErrors, /status of 415/);
  await photo.setInputFiles(await jpegFile("parcel.jpg", "#c08040", 320));
  await expect(page.getByTestId("parcel-photo-preview")).toBeVisible();
  await expect(page.getByText(DELIVERY_MESSAGES.photoNotImage)).toHaveCount(0);
  await page.getByLabel(/Declared value/).fill("50,000");
  await expect(
    page.getByText(`We cover up to ${formatNaira(COVER_LIMIT_KOBO)} of the ₦50,000 you declare.`),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue" }).click();

  // 3. Who takes it: a Nigerian mobile number, as typed.
  await expect(page.getByRole("heading", { name: "Who takes it?" })).toBeVisible();
  await page.getByLabel("Recipient's name").fill("Chidi Okafor");
  await page.getByLabel("Recipient's phone number").fill("12345");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(DELIVERY_MESSAGES.recipientPhone).first()).toBeVisible();
  await page.getByLabel("Recipient's phone number").fill("0803 123 4567");
  await page.getByLabel(/Note to the driver/).fill("Please call when you reach the hostel gate");
  await page.getByRole("button", { name: "Continue" }).click();

  // 4. The suggested price, the sender's own offer and the return rule before booking.
  await expect(page.getByRole("heading", { name: "Check and book" })).toBeVisible();
  await expect(page.getByTestId("suggested-price")).toContainText("₦");
  await expect(page.getByTestId("return-rule")).toContainText("free 10-minute wait");
  await page.getByRole("button", { name: /Your offer: ₦50 more/ }).click();
  await expect(page.getByRole("status", { name: "Your offer" })).toContainText("+₦50");
  await expect(page.getByTestId("send-summary")).toContainText("Chidi Okafor");
  await expect(page.getByTestId("send-summary")).toContainText(formatNaira(COVER_LIMIT_KOBO));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Book delivery" }).click();

  // The delivery's own screen: looking for a driver, the pickup code, the tracking link.
  await expect(page).toHaveURL(/\/dashboard\/deliveries\/[0-9a-f-]+$/);
  const deliveryUrl = page.url();
  await expect(page.getByRole("heading", { name: "Looking for a driver" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Looking for a driver" })).toBeVisible();
  await expect(page.getByTestId("search-radius")).toContainText("Searching within");
  await expect(page.getByTestId("pickup-code")).toHaveText(/^\d{4}$/);
  await expect(page.getByTestId("share-url")).toHaveValue(/\/track\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId("searching-panel")).toContainText("Your offer");
  await expectAccessible(page);

  // My Bookings lists it beside rides, marked as a package; it opens the delivery again.
  await page.goto("/dashboard/my-bookings");
  const card = page.getByTestId("delivery-booking");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Package");
  await expect(card).toContainText("Finding a driver");
  await expect(card).toContainText("Chidi Okafor");
  await expect(page.getByTestId("active-delivery-bar")).toContainText("Finding a driver for your package");
  await expectAccessible(page);
  await card.getByRole("link").click();
  await expect(page).toHaveURL(deliveryUrl);

  // Cancelling while searching is free; a reason is required.
  await page.getByRole("button", { name: "Cancel delivery" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel delivery" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("cancelling is free");
  await dialog.getByRole("button", { name: "Cancel delivery" }).click();
  await expect(dialog.getByText(MESSAGES.selectCancelReason)).toBeVisible();
  await dialog.getByRole("button", { name: "I no longer need to send it" }).click();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel delivery" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Delivery cancelled" })).toBeVisible();
  await expect(page.getByTestId("pickup-code")).toHaveCount(0);

  await page.goto("/dashboard/my-bookings?tab=cancelled");
  await expect(page.getByTestId("delivery-booking")).toContainText("Cancelled");
  await expect(page.getByTestId("delivery-booking")).toContainText("I no longer need to send it");
  await expect(page.getByTestId("active-delivery-bar")).toHaveCount(0);
});

test("a place typed right after leaving its field keeps the field's suggestions open", async ({
  page,
  consoleErrors,
}) => {
  await riderAt(page, CAMPUS);
  await page.clock.install();
  await page.goto("/dashboard/send-package");
  const pickup = page.getByRole("combobox", { name: "Pickup" });
  await pickup.focus();
  // Time stands still: the field is left and typed into again within the moment its list takes to close.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("heading", { name: "Send a package" }).click();
  await pickup.fill("Hill");
  await page.clock.fastForward(1_000);
  await page.clock.resume();
  await expect(page.getByRole("option", { name: /Hill-top/i }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
