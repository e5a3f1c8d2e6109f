import { expect, type Page } from "@playwright/test";
import { signIn } from "../kyc-helpers.ts";
import { activatedPassenger, type TestAccount } from "./accounts.ts";
import { placeDevice, type Spot } from "./geo.ts";
import { type ApprovedDriver, approvedDriver, DRIVER_PASSWORD, offlineMaps, secondWindow } from "./rides.ts";

/** A fresh rider signed in on `page`, with the device at `spot`. */
export async function riderAt(page: Page, spot: Spot): Promise<TestAccount> {
  const rider = await activatedPassenger(page.request);
  await offlineMaps(page);
  await placeDevice(page.context(), spot);
  await signIn(page, rider.email, rider.password);
  return rider;
}

/** An approved driver online in a second window, the device at `spot`, on the Request tab. */
export async function driverOnlineAt(
  browser: Parameters<typeof secondWindow>[0],
  page: Page,
  testInfo: Parameters<typeof secondWindow>[2],
  spot: Spot,
  allowedErrors: RegExp[] = [],
) {
  const driver: ApprovedDriver = await approvedDriver(testInfo.project.use.baseURL as string);
  const window = await secondWindow(browser, page, testInfo, allowedErrors);
  await offlineMaps(window.page);
  await placeDevice(window.context, spot);
  await signIn(window.page, driver.email, DRIVER_PASSWORD);
  await window.page.goto("/dashboard?tab=request");
  await expect(window.page.getByText("No Request Found")).toBeVisible();
  const online = window.page.getByRole("switch", { name: "Online" });
  await expect(online).toHaveAttribute("aria-checked", "false");
  await online.click();
  await expect(online).toHaveAttribute("aria-checked", "true");
  await expect(window.page.getByText("Sharing your location with riders nearby")).toBeVisible();
  return { driver, ...window };
}

/**
 * An approved driver signed in in a second window, the device at `spot`; `prepare` runs on the context first.
 * `allowedErrors`: console errors the browser itself prints that the journey expects.
 */
export async function driverSignedInAt(
  browser: Parameters<typeof secondWindow>[0],
  page: Page,
  testInfo: Parameters<typeof secondWindow>[2],
  spot: Spot,
  prepare: (context: Awaited<ReturnType<typeof secondWindow>>["context"]) => Promise<void> = async () => {},
  allowedErrors: RegExp[] = [],
) {
  const driver: ApprovedDriver = await approvedDriver(testInfo.project.use.baseURL as string);
  const window = await secondWindow(browser, page, testInfo, allowedErrors);
  await prepare(window.context);
  await offlineMaps(window.page);
  await placeDevice(window.context, spot);
  await signIn(window.page, driver.email, DRIVER_PASSWORD);
  return { driver, ...window };
}

/** The driver's switch turned on from the Request tab, and the position shared (dispatch needs it). */
export async function goOnline(driverPage: Page): Promise<void> {
  await driverPage.goto("/dashboard?tab=request");
  const online = driverPage.getByRole("switch", { name: "Online" });
  // The first visit loads the dashboard's code: slow on a busy machine.
  await expect(online).toHaveAttribute("aria-checked", "false", { timeout: 30_000 });
  await online.click();
  await expect(online).toHaveAttribute("aria-checked", "true");
  await expect(driverPage.getByText("Sharing your location with riders nearby")).toBeVisible();
}

/** A ride booked by the signed-in rider of `request` through the API, without luggage; its id. */
export async function bookThroughApi(
  request: Page["request"],
  pickup: Spot & { name: string },
  destination: Spot & { name: string },
): Promise<string> {
  const response = await request.post("/api/rides", {
    headers: { "x-campusgo-csrf": "1" },
    data: { rideType: 1, pickup, destination, luggage: { hasLuggage: false } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as string;
}

/** The rider of `request` accepts the first offer on their ride through the API (waiting for one to come). */
export async function acceptFirstOffer(request: Page["request"], rideId: string): Promise<void> {
  let offerId: string | undefined;
  await expect(async () => {
    const response = await request.get(`/api/rides/${rideId}/offers`);
    expect(response.status()).toBe(200);
    offerId = ((await response.json()).data as { id: string }[])[0]?.id;
    expect(offerId, "an offer on the ride").toBeTruthy();
  }).toPass();
  const accepted = await request.post(`/api/offers/${offerId}/accept`, {
    headers: { "x-campusgo-csrf": "1" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/**
 * The driver on `driverPage` offers at the fare on `rider`'s request, the rider on `page` accepts `driver`'s offer
 * and sees the driver on the way.
 */
export async function offerAndAccept(
  page: Page,
  driverPage: Page,
  rider: { fullName: string },
  driver: { fullName: string },
): Promise<void> {
  await driverPage
    .getByRole("listitem", { name: `Request from ${rider.fullName}` })
    .getByRole("button", { name: /^Offer ₦/ })
    .click();
  await page
    .getByRole("listitem", { name: `Offer from ${driver.fullName}` })
    .getByRole("button", { name: "Accept" })
    .click();
  await expect(page.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible();
}
