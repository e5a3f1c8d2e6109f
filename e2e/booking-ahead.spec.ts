import { formatAt, formatWhen } from "@campusgo/domain";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { chooseDestination, dashboardWithLocation } from "./helpers/booking.ts";
import { isolatedSpot, offset } from "./helpers/geo.ts";
import { driverOnlineAt, riderAt } from "./helpers/journeys.ts";
import { rideIdOf, serverRide } from "./helpers/rides.ts";

// Two browsers and a booking matched by the server: generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });
test.use({ timezoneId: "Africa/Lagos" });

/** A value for the pickup time field (datetime-local), `minutes` from now in the device's zone (WAT). */
function localInput(minutes: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** The moment a pickup time field value (datetime-local, WAT) stands for. */
const lagosTime = (value: string) => new Date(`${value}:00+01:00`);

test("a ride booked for later reads as one, is matched ahead at the rider's own offer within their limit, and every open tab shows the booking at once", async ({
  page,
  browser,
}, testInfo) => {
  const spot = isolatedSpot(10, testInfo);
  const rider = await riderAt(page, spot);
  const {
    driver,
    page: driverPage,
    close,
  } = await driverOnlineAt(browser, page, testInfo, offset(spot, 900, 0));

  // The rider books a Keke for 20 minutes from now.
  await dashboardWithLocation(page);
  await page.getByText("Keke ride", { exact: true }).click();
  await page.getByRole("button", { name: "Later" }).click();
  const pickupInput = localInput(20);
  const pickupAt = lagosTime(pickupInput);
  await page.getByLabel("Pickup date and time").fill(pickupInput);
  await chooseDestination(page, "Main gate");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/luggage/);
  await page.getByRole("radio", { name: /Without luggage/ }).check();

  // The suggested fare, and the rider's own offer ₦50 above it.
  const suggested = (await page.getByTestId("upfront-fare").textContent()) ?? "";
  const naira = (text: string) => Number(text.replace(/[^\d]/g, "")) * 100;
  const offer = page.getByRole("status", { name: "Your offer" });
  await expect(offer).toContainText("Suggested fare");
  await page.getByRole("button", { name: "Your offer: ₦50 more" }).click();
  await expect(offer).toContainText("+₦50");
  // "Accept the best offer for me, up to" ₦50 above the offer.
  await page.getByRole("checkbox", { name: "Accept the best offer for me, up to" }).check();
  await page.getByRole("button", { name: "Accept offers up to: ₦50 more" }).click();
  await expectAccessible(page);
  // The screen and its button say it is a booking for that time, not a request for now.
  await expect(page.getByText(`Pickup ${formatWhen(pickupAt)}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Request" })).toBeHidden();
  await page.getByRole("button", { name: `Book for ${formatAt(pickupAt)}` }).click();

  // Its lead time has come (30 minutes before pickup): it searches at once, until 10 minutes before pickup; the
  // search names the pickup time.
  await expect(page).toHaveURL(/\/dashboard\/looking-for\?ride=/);
  await expect(page.getByTestId("pickup-time")).toHaveText(`Pickup ${formatWhen(pickupAt)}`);
  const rideId = rideIdOf(page);
  const booked = await serverRide(page.request, rideId);
  const offerKobo = naira(suggested) + 5_000;
  expect(booked).toMatchObject({ status: "searching", offerKobo, autoAcceptKobo: offerKobo + 5_000 });

  // The rider has the search open in a second tab too.
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  await expect(otherTab.getByTestId("pickup-time")).toBeVisible();

  // The driver sees the rider's offer against the suggested fare, and takes it as it is.
  await driverPage.goto("/dashboard?tab=request");
  const request = driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` });
  await expect(request).toBeVisible();
  await expect(request).toContainText("+₦50");
  await request.getByRole("button", { name: /^Offer ₦/ }).click();

  // Within the rider's limit: the server accepts it for them. The pickup is more than 15 minutes away, so the
  // driver is booked (reserved), not sent now.
  await expect
    .poll(async () => (await serverRide(page.request, rideId)).status, { timeout: 60_000 })
    .toBe("reserved");
  const matched = await serverRide(page.request, rideId);
  expect(matched).toMatchObject({ amountKobo: offerKobo, driver: { fullName: driver.fullName } });

  // Both tabs leave the offers for the booking: no offer to accept is left on either.
  for (const tab of [page, otherTab]) {
    await expect(tab.getByRole("heading", { name: "Driver booked" })).toBeVisible();
    await expect(tab.getByText(`${driver.fullName} will pick you up ${formatWhen(pickupAt)}.`)).toBeVisible();
    await expect(tab.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(tab.getByText(/answered your request/)).toHaveCount(0);
  }
  await expectAccessible(otherTab);
  await otherTab.close();

  // The driver's dashboard shows the booking, to confirm from 15 minutes before pickup.
  await driverPage.goto("/dashboard");
  const booking = driverPage.getByRole("listitem", { name: /^Booking for / });
  await expect(booking).toBeVisible();
  await expect(booking.getByRole("button", { name: /^Confirm from / })).toBeDisabled();
  await expectAccessible(driverPage);

  // Back, the rider finds the driver booked: in the bell and in My Bookings.
  await page.goto("/dashboard/my-bookings");
  await expect(page.getByText("Driver booked").first()).toBeVisible();
  await page
    .getByRole("button", { name: /Notifications, \d+ unread/ })
    .first()
    .click();
  await expect(page.getByText(/We accepted .*offer of ₦/).first()).toBeVisible();
  await expectAccessible(page);
  await close();
});
