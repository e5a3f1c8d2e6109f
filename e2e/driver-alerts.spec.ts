import { DRIVER_CANCEL_REASONS } from "@campusgo/domain/constants";
import { type BrowserContext, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger, CSRF_HEADERS } from "./helpers/accounts.ts";
import { isolatedSpot, offset, type Spot } from "./helpers/geo.ts";
import { acceptFirstOffer, bookThroughApi, driverSignedInAt, goOnline, riderAt } from "./helpers/journeys.ts";
import { serverRide } from "./helpers/rides.ts";
import { ADMIN_EMAIL, DEMO_PASSWORD } from "./kyc-helpers.ts";

// Two browsers and a real driver: generous on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

interface DeviceCalls {
  vibrations: unknown[];
  wakeLocks: string[];
}

/** Records the driver's vibrations and screen wake locks instead of asking the device. */
async function recordDeviceCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls = { vibrations: [] as unknown[], wakeLocks: [] as string[] };
    Object.assign(window, { __deviceCalls: calls });
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: (pattern: unknown) => {
        calls.vibrations.push(pattern);
        return true;
      },
    });
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          calls.wakeLocks.push(type);
          const sentinel = Object.assign(new EventTarget(), {
            type,
            released: false,
            onrelease: null,
            release: async () => {
              sentinel.released = true;
            },
          });
          return sentinel;
        },
      },
    });
  });
}

const deviceCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __deviceCalls: DeviceCalls }).__deviceCalls);

/** The tab link in the dashboard's navigation that is on screen (side bar on desktop, top bar on phones). */
const tabLink = (page: Page, name: string | RegExp) =>
  page
    .getByRole("navigation", { name: "Driver dashboard" })
    .filter({ visible: true })
    .getByRole("link", { name });

test("a driver on another tab is told of a new request, offers from the Dashboard tab and gets a map", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(8, testInfo);
  const rider = await riderAt(page, spot);
  const { page: driverPage, close } = await driverSignedInAt(
    browser,
    page,
    testInfo,
    offset(spot, 900, 0),
    recordDeviceCalls,
  );
  await goOnline(driverPage);
  await expect.poll(async () => (await deviceCalls(driverPage)).wakeLocks).toContain("screen");

  // The driver looks at their earnings while a rider books.
  await tabLink(driverPage, "Earning").click();
  await expect(driverPage.getByText("No Earning Found")).toBeVisible();
  const pickup = { ...spot, name: "Hill-Top" };
  const destination = { ...offset(spot, 1500, 0), name: "Main gate" };
  const rideId = await bookThroughApi(page.request, pickup, destination);

  // A toast, a vibration and a count on the Request tab, without leaving the Earning tab.
  await expect(
    driverPage.getByRole("status").filter({ hasText: "New ride request: Hill-Top to Main gate" }),
  ).toBeVisible();
  const badge = tabLink(driverPage, /Request/).getByTestId("request-badge");
  await expect(badge).toHaveText("1 new");
  await expect.poll(async () => (await deviceCalls(driverPage)).vibrations.length).toBeGreaterThan(0);

  // The Dashboard tab shows the request with its offer actions.
  await tabLink(driverPage, "Dashboard").click();
  const card = driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Hill-Top");
  await expect(badge).toHaveText("1 new");
  await expectAccessible(driverPage);
  await card.getByRole("button", { name: /^Offer ₦/ }).click();
  await expect(card).toContainText("Waiting for the rider");

  // Opening the Request tab clears the count.
  await tabLink(driverPage, /Request/).click();
  await expect(driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` })).toBeVisible();
  await expect(badge).toBeHidden();

  // The search box filters the open tab.
  const search = driverPage.getByRole("searchbox", { name: "Search rides" });
  await search.fill("Odenigwe");
  await expect(driverPage.getByText('No results for "Odenigwe"')).toBeVisible();
  await search.fill("hill-top");
  await expect(driverPage.getByRole("listitem", { name: `Request from ${rider.fullName}` })).toBeVisible();
  await search.fill("");

  // Accepted: the ride's map shows the pickup and the destination, and Navigate leads to the pickup.
  await acceptFirstOffer(page.request, rideId);
  await tabLink(driverPage, "Dashboard").click();
  const active = driverPage.getByTestId("active-ride");
  await expect(active.getByRole("heading", { name: "Head to the pickup" })).toBeVisible();
  const map = active.getByRole("region", { name: "Map of the ride" });
  await expect(map.getByTestId("map-pickup")).toBeVisible();
  await expect(map.getByTestId("map-destination")).toBeVisible();
  const navigate = active.getByRole("link", { name: /Navigate to pickup/ });
  await expect(navigate).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${spot.lat.toFixed(6)},${spot.lon.toFixed(6)}&travelmode=driving`,
  );
  // The main action is on screen without scrolling.
  await expect(active.getByRole("button", { name: "Arrived", exact: true })).toBeInViewport();
  await expectAccessible(driverPage);

  await close();
  expect(consoleErrors).toEqual([]);
});

test("the driver cancels with the driver's reasons and the rider is told", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(9, testInfo);
  await riderAt(page, spot);
  const { page: driverPage, close } = await driverSignedInAt(browser, page, testInfo, offset(spot, 700, 0));
  await goOnline(driverPage);
  const rideId = await bookThroughApi(
    page.request,
    { ...spot, name: "Odim gate" },
    { ...offset(spot, 1200, 300), name: "Main gate" },
  );
  const card = driverPage.getByRole("listitem", { name: /^Request from / });
  await card.getByRole("button", { name: /^Offer ₦/ }).click();
  await expect(card).toContainText("Waiting for the rider");
  await acceptFirstOffer(page.request, rideId);
  await page.goto(`/dashboard/driver-call?ride=${rideId}`);
  // The rider's screen loads its code and the ride: slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible({
    timeout: 30_000,
  });

  const active = driverPage.getByTestId("active-ride");
  await active.getByRole("button", { name: "Cancel ride" }).click();
  const dialog = driverPage.getByRole("dialog", { name: "Cancel ride" });
  await expect(dialog.getByRole("listitem")).toHaveText([...DRIVER_CANCEL_REASONS]);
  await expectAccessible(driverPage);
  await dialog.getByRole("button", { name: "Rider not at pickup" }).click();
  await expect(dialog.getByRole("button", { name: "Rider not at pickup" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(active).toBeHidden();

  const cancelled = await serverRide(page.request, rideId);
  expect(cancelled.status).toBe("cancelled");
  expect(cancelled.cancelledBy).toBe("driver");
  expect(cancelled.cancelReason).toBe("Rider not at pickup");
  await expect(page.getByText("Your driver cancelled this ride. Reason: Rider not at pickup.")).toBeVisible();

  await close();
  expect(consoleErrors).toEqual([]);
});

/**
 * Lets a test put the driver's page in the background and bring it back. Headless Chromium shows every page as
 * visible (a second page brought to the front, a tab opened from the page and a minimized window all leave it
 * "visible"), so the page's visibility is set here, with the event a browser fires when it changes.
 */
async function controlVisibility(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(Document.prototype, "visibilityState", {
      configurable: true,
      get: () => (hidden ? "hidden" : "visible"),
    });
    Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
    Object.assign(window, {
      __setHidden: (next: boolean) => {
        hidden = next;
        document.dispatchEvent(new Event("visibilitychange"));
      },
    });
  });
}

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((next) => (window as unknown as { __setHidden(h: boolean): void }).__setHidden(next), hidden);

/** The system notifications the app's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const worker = await navigator.serviceWorker.ready;
    return (await worker.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });

/** A rider signed in through the API on `request` (no screen needed: the journey books through the API). */
async function riderApi(request: Page["request"]): Promise<void> {
  const rider = await activatedPassenger(request);
  const login = await request.post("/api/auth/login", {
    headers: CSRF_HEADERS,
    data: { email_or_phone: rider.email, password: rider.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

test("a driver who is not looking gets a notification and a blinking title, then the request full screen", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot: Spot = isolatedSpot(13, testInfo);
  await riderApi(page.request);
  const {
    page: driverPage,
    context,
    close,
  } = await driverSignedInAt(
    browser,
    page,
    testInfo,
    offset(spot, 600, 0),
    controlVisibility,
    // Test browsers are private windows, where Chrome has no push service and says so in the console: the
    // page keeps its own alerts (the push itself is tested against a local push service in the API tests).
    [/does not support the Push API in incognito mode/],
  );
  await goOnline(driverPage);

  // Nothing asks the browser for notifications on its own: this phone's browser blocks them until allowed, and
  // the dashboard says where to allow them. Allowed in the browser's settings, the card goes.
  const prompt = driverPage.getByRole("region", { name: "Alerts are blocked" });
  await expect(prompt).toContainText("Allow them in the site settings");
  await expectAccessible(driverPage);
  await context.grantPermissions(["notifications"]);
  await expect(prompt).toBeHidden();
  await driverPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The driver switches away; a rider books nearby.
  const ownTitle = await driverPage.title();
  await setHidden(driverPage, true);
  const rideId = await bookThroughApi(
    page.request,
    { ...spot, name: "Odim gate" },
    { ...offset(spot, 1400, 0), name: "Main gate" },
  );

  // A system notification through the service worker, and the tab's title alternating with its own.
  await expect
    .poll(() => shownNotifications(driverPage))
    .toEqual([
      {
        title: expect.stringMatching(/^New Keke request · ₦[\d,]+$/),
        body: expect.stringMatching(/^Odim gate to Main gate\. Pickup \d+m from you\.$/),
        tag: `ride-request-${rideId}`,
      },
    ]);
  await expect.poll(() => driverPage.title()).toBe("(1) New request · CampusGo");
  await expect.poll(() => driverPage.title()).toBe(ownTitle);
  await expect.poll(() => driverPage.title()).toBe("(1) New request · CampusGo");
  const dialog = driverPage.getByRole("dialog", { name: "New ride request" });
  await expect(dialog).toBeHidden();

  // Back to the app: the request full screen, the title as it was, the notification gone.
  await setHidden(driverPage, false);
  await expect(dialog).toBeVisible();
  await expect(driverPage).toHaveTitle(ownTitle);
  await expect.poll(() => shownNotifications(driverPage)).toEqual([]);
  await expect(dialog).toContainText("Odim gate");
  await expect(dialog).toContainText("Main gate");
  await expect(dialog).toContainText(/from you/);
  await expect(dialog).toContainText("Keke ride");
  await expect(dialog.getByRole("timer")).toHaveText(/^[0-2]:\d\d$/);
  const offer = dialog.getByRole("button", { name: /^Offer ₦/ });
  await expect(offer).toBeFocused();
  await expect(offer).toBeInViewport();
  await expectAccessible(driverPage);

  // A counter-offer out of range is refused in words; the offer at the rider's price is sent.
  await dialog.getByLabel("Your price in naira").fill("1");
  await dialog.getByRole("button", { name: "Counter" }).click();
  await expect(dialog.getByText(/^Your offer must be between ₦/)).toBeVisible();
  await offer.click();
  await expect(dialog).toBeHidden();
  const card = driverPage.getByRole("listitem", { name: /^Request from / });
  await expect(card).toContainText("Waiting for the rider");
  await expect(driverPage).toHaveTitle(ownTitle);

  await close();
  expect(consoleErrors).toEqual([]);
});

test("a suspended driver sees why and how to appeal until the suspension is lifted", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const spot = isolatedSpot(14, testInfo);
  await riderApi(page.request);
  const {
    page: driverPage,
    driver,
    close,
  } = await driverSignedInAt(browser, page, testInfo, offset(spot, 500, 0));
  await goOnline(driverPage);
  const rideId = await bookThroughApi(
    page.request,
    { ...spot, name: "Odim gate" },
    { ...offset(spot, 1200, 0), name: "Main gate" },
  );
  await driverPage
    .getByRole("listitem", { name: /^Request from / })
    .getByRole("button", { name: /^Offer ₦/ })
    .click();
  await acceptFirstOffer(page.request, rideId);
  const reported = await page.request.post(`/api/payments/rides/${rideId}/report`, {
    headers: CSRF_HEADERS,
    data: { note: "Asked me to pay him by transfer" },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  const admin = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const login = await admin.post("/api/auth/login", {
      headers: CSRF_HEADERS,
      data: { email_or_phone: ADMIN_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const queue = (await (await admin.get("/api/admin/payment-reports?status=open")).json()).data as {
      id: string;
      ride: { id: string };
    }[];
    const report = queue.find((r) => r.ride.id === rideId);
    const decided = await admin.post(`/api/admin/payment-reports/${report?.id}/decision`, {
      headers: CSRF_HEADERS,
      data: { action: "suspend" },
    });
    expect(decided.status(), await decided.text()).toBe(200);

    // The dashboard says so at once and for as long as it lasts: why, and where to appeal.
    await tabLink(driverPage, "Dashboard").click();
    const card = driverPage.getByRole("region", { name: "Account suspended" });
    await expect(card).toContainText(
      "Why: A rider reported that you asked to be paid outside the app on the trip from Odim gate to Main gate",
    );
    await expect(card.getByRole("link", { name: "support@campusgo.ng" })).toHaveAttribute(
      "href",
      /^mailto:support@campusgo\.ng/,
    );
    await expect(card.getByRole("link", { name: "Settings, Contact us" })).toHaveAttribute(
      "href",
      "/dashboard/settings",
    );
    const online = driverPage.getByRole("switch", { name: "Online" });
    await expect(online).toHaveAttribute("aria-checked", "false");
    await expect(online).toBeDisabled();
    await driverPage.reload();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expectAccessible(driverPage);

    const lifted = await admin.post(`/api/admin/payment-reports/drivers/${driver.id}/lift-suspension`, {
      headers: CSRF_HEADERS,
    });
    expect(lifted.status(), await lifted.text()).toBe(200);
    await expect(card).toBeHidden();
    await expect(online).toBeEnabled();
  } finally {
    await admin.dispose();
  }

  await close();
  expect(consoleErrors).toEqual([]);
});
