import { formatNaira } from "@campusgo/domain/money";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import type { TestAccount } from "./helpers/accounts.ts";
import { chooseDestination, dashboardWithLocation, sendWithoutLuggage } from "./helpers/booking.ts";
import { isolatedSpot, offset } from "./helpers/geo.ts";
import { driverOnlineAt, offerAndAccept, riderAt } from "./helpers/journeys.ts";
import { serverRide } from "./helpers/rides.ts";

// Two browsers and a real driver through a whole round trip: generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** The rider books a Keke round trip with a 5-minute wait, from where the device is to Main gate. */
async function bookRoundTrip(page: Page) {
  await dashboardWithLocation(page);
  await page.getByText("Keke ride", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Round trip (to and fro)" }).check();
  await page.getByRole("combobox", { name: "Wait" }).selectOption("5");
  await chooseDestination(page, "Main gate");
  return sendWithoutLuggage(page);
}

/**
 * A round trip under way to the point where the driver waits at the destination: booked by a new rider,
 * offered on and accepted, started with the rider's PIN, and "Arrived at destination" on the driver's screen.
 */
async function roundTripWaiting(page: Page, browser: Browser, testInfo: TestInfo, slot: number) {
  const spot = isolatedSpot(slot, testInfo);
  const rider: TestAccount = await riderAt(page, spot);
  // Completing 800 m from the pickup is first answered with a question (409), which the browser prints.
  const driverWindow = await driverOnlineAt(browser, page, testInfo, offset(spot, 800, 0), [
    /status of 409 \(Conflict\)/,
  ]);
  const { driver, page: driverPage } = driverWindow;
  const rideId = await bookRoundTrip(page);

  const request = driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` });
  await expect(request).toContainText("round trip, 5 min wait");
  await offerAndAccept(page, driverPage, rider, driver);
  const pin = ((await page.getByTestId("pickup-pin").textContent()) ?? "").trim();

  const active = driverPage.getByTestId("active-ride");
  await active.getByRole("button", { name: "Arrived", exact: true }).click();
  await active.getByLabel("Rider's PIN").fill(pin);
  await active.getByRole("button", { name: "Start trip" }).click();
  await expect(active.getByRole("heading", { name: "Trip in progress" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "On your way" })).toBeVisible();
  // A round trip does not complete on arrival: the driver waits at the destination first.
  await expect(active.getByRole("button", { name: "Complete trip" })).toBeHidden();
  await active.getByRole("button", { name: "Arrived at destination" }).click();
  await expect(active.getByRole("heading", { name: "Waiting at the destination" })).toBeVisible();
  await expect(active.getByRole("timer")).toHaveText(/^[0-5]:[0-5]\d$/);
  await expect(page.getByRole("heading", { name: "Your driver is waiting" })).toBeVisible();
  return { rideId, active, driverPage, ...driverWindow };
}

test("a round trip waits at the destination, and the rider ends it there for the way out and the wait", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const { rideId, active, driverPage, close } = await roundTripWaiting(page, browser, testInfo, 3);

  // The rider sees the wait counting down, and may end the trip here.
  const countdown = page.getByTestId("wait-countdown");
  await expect(countdown).toHaveText(/^[0-5]:[0-5]\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "");
  await expect(page.getByText("Waiting at Main gate")).toBeVisible();
  await expectAccessible(page);

  // Ending asks first, with what it costs instead of the agreed price; "Keep waiting" changes nothing.
  const agreed = (await serverRide(page.request, rideId)).amountKobo ?? 0;
  await page.getByRole("button", { name: "End trip here" }).click();
  const confirm = page.getByRole("dialog", { name: "End the trip here?" });
  await expect(confirm).toContainText("Your trip ends at Main gate");
  await expect(confirm).toContainText("is not driven");
  const quote = confirm.getByTestId("early-end-quote");
  await expect(quote).toHaveText(/^You'll pay ₦[\d,]+ instead of ₦[\d,]+\.$/);
  await expect(quote).toContainText(`instead of ${formatNaira(agreed)}.`);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Keep waiting" }).click();
  await expect(confirm).toBeHidden();
  expect((await serverRide(page.request, rideId)).status).toBe("waiting");

  await page.getByRole("button", { name: "End trip here" }).click();
  await expect(quote).toBeVisible();
  // What the dialog says at the moment of the press (the quote follows each minute waited).
  const endHere = confirm.getByRole("button", { name: "End trip here" });
  await endHere.evaluate((button) => {
    button.addEventListener("click", () => {
      const text = document.querySelector("[data-testid='early-end-quote']")?.textContent ?? "";
      (window as { shownAtPress?: string }).shownAtPress = /You'll pay (₦[\d,]+)/.exec(text)?.[1];
    });
  });
  await endHere.click();
  await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible();
  const ended = await serverRide(page.request, rideId);
  expect(ended.status).toBe("completed");
  // The rider pays the way out and the minutes waited: less than the agreed round trip, and what was shown.
  expect(ended.amountKobo).toBeGreaterThan(0);
  expect(ended.amountKobo).toBeLessThan(agreed);
  const shown = await page.evaluate(() => (window as { shownAtPress?: string }).shownAtPress);
  expect(formatNaira(ended.amountKobo ?? 0)).toBe(shown);
  await expect(page.getByTestId("trip-total")).toHaveText(formatNaira(ended.amountKobo ?? 0));
  await expect(page.getByTestId("ended-early")).toHaveText(
    `Ended early: ${formatNaira(ended.amountKobo ?? 0)}, agreed ${formatNaira(agreed)}`,
  );
  await expectAccessible(page);

  // The driver is told, and the trip leaves their screen with the rider to rate.
  await expect(active).toBeHidden();
  await expect(driverPage.getByRole("region", { name: "Trip completed" })).toContainText(
    "The rider ended the trip at Main gate.",
  );

  await close();
  expect(consoleErrors).toEqual([]);
});

test("the driver starts the way back and the rider sees it", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const { rideId, active, driverPage, close } = await roundTripWaiting(page, browser, testInfo, 4);
  const { pickup } = await serverRide(page.request, rideId);

  await active.getByRole("button", { name: "Start the way back" }).click();
  await expect(active.getByRole("heading", { name: "On the way back" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `On the way back to ${pickup.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "End trip here" })).toBeHidden();
  await expectAccessible(page);

  await active.getByRole("button", { name: "Complete trip" }).click();
  // The driver never drove back here (800 m from the pickup): they confirm ending the trip where they are.
  await driverPage
    .getByRole("alertdialog", { name: "End the trip here?" })
    .getByRole("button", { name: "End the trip here" })
    .click();
  await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible();
  expect((await serverRide(page.request, rideId)).status).toBe("completed");

  await close();
  expect(consoleErrors).toEqual([]);
});
