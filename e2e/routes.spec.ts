import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger, loginInBrowser } from "./helpers/accounts.ts";
import { holdScripts } from "./helpers/scripts.ts";

/** Every route of SPEC 2.1 renders a page without console errors. Signed-out dashboard routes go to /login. */
const publicRoutes = [
  "/",
  "/signup-as",
  "/signup",
  "/passengers-signup",
  "/driver-signup",
  "/login",
  "/activate",
  "/driver-kyc",
  "/DriVerify",
  "/DrivUpload",
  "/DrivPlace",
  "/Dri-verify",
  "/Driv-upload",
  "/Driv-place",
  "/Forgot-password",
  "/Otp",
  "/Change-password",
  "/Check-email",
  "/Reset-password",
  "/Password",
  "/Bidder",
  "/Luggage",
  "/LookingFor",
  "/Cancelled",
  "/DriverCall",
  "/mainpage",
  "/drivers",
  "/rides",
  "/privacy",
  "/terms",
];

const dashboardRoutes = [
  "/dashboard",
  "/dashboard/my-bookings",
  "/dashboard/edit-profile",
  "/dashboard/settings",
  "/dashboard/set-routes",
  "/dashboard/luggage",
  "/dashboard/looking-for",
  "/dashboard/pick-ride",
  "/dashboard/cancelled",
  "/dashboard/bidder",
  "/dashboard/driver-call",
];

/** Routes checked in one browser page each, in groups: one page load per route, not one browser context. */
const GROUP_SIZE = 8;
const allRoutes = [...publicRoutes, ...dashboardRoutes];
for (let start = 0; start < allRoutes.length; start += GROUP_SIZE) {
  const group = allRoutes.slice(start, start + GROUP_SIZE);
  test(`${group[0]} ... ${group.at(-1)} render`, async ({ page, consoleErrors }, testInfo) => {
    // Every route renders at both widths; its accessibility is checked once, at the phone's (the axe pass is
    // most of this test's time, and doubling it took CI past its limit). The desktop layouts that differ keep
    // their own checks (landing.spec, the admin specs).
    const checkAccessibility = testInfo.project.name === "mobile";
    test.setTimeout(30_000 * group.length);
    for (const route of group) {
      await test.step(`${route} renders`, async () => {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        await expect(page.locator("h1, h2").first()).toBeVisible();
        // Entrance animations (the landing hero fades in) end first: mid-fade colours are not what users read.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
        if (checkAccessibility) await expectAccessible(page);
        expect(consoleErrors, route).toEqual([]);
      });
    }
  });
}

test("an unknown path shows the not-found page with a way home", async ({ page, consoleErrors }) => {
  await page.goto("/no/such/place");
  await expect(page.getByRole("heading", { name: "This road leads nowhere" })).toBeVisible();
  await page.getByRole("link", { name: "Take me home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(consoleErrors).toEqual([]);
});

/** The public pages rendered at build time (apps/web/src/prerender/pages.ts) and words each must carry. */
const PRERENDERED_WORDS: Record<string, string[]> = {
  "/": [
    "Easy Rides with",
    "No More Long Queues.",
    "How It Works",
    "Frequently asked questions",
    "Get the App",
  ],
  "/signup-as": ["Join CampusGo", "I want to Book Rides", "I want to Drive"],
  "/signup": ["Create your rider account"],
  "/passengers-signup": ["Create your rider account"],
  "/driver-signup": ["Become a Driver"],
  "/login": ["Welcome back", "Forgot Password?"],
  "/Forgot-password": ["Forgot password?"],
  "/Check-email": ["Check your email"],
  "/Otp": ["Enter the code"],
  "/Change-password": ["Set a new password"],
  "/Reset-password": ["Password reset"],
  "/terms": ["Terms of use"],
  "/privacy": ["Privacy Policy"],
};

/** The app's first files, which a page the app takes over asks for once it has painted (src/page-start.ts). */
const bootFiles = (html: string) =>
  /<meta name="campusgo:boot" content="([^"]*)">/.exec(html)?.[1]?.split(" ") ?? [];

test("public pages carry their words in the HTML, before any script runs", async ({ request }) => {
  for (const [route, words] of Object.entries(PRERENDERED_WORDS)) {
    const response = await request.get(route, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html, route).toMatch(/<html lang="en">/);
    expect(html, route).toMatch(/<meta name="description" content="[^"]{40,}"/);
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const word of words) expect(root, `${route}: ${word}`).toContain(word.replace("'", "&#x27;"));
    // Scripts never hold the first paint. The landing page names its own small module; every other page names
    // no script file at all, only the app's first files, which its one inline module asks for once it has
    // painted.
    // The one exception: the landing page's inline line that sends a rider with a trip to it, before the paint
    // it would otherwise waste (it asks for nothing).
    const own =
      route === "/"
        ? html.replace(/<script>try\{[^<]*location\.replace\("\/dashboard"\)\}catch\(e\)\{\}<\/script>/, "")
        : html;
    expect(own, route).not.toMatch(/<script(?![^>]*type="module")[^>]*>/);
    if (route === "/") continue;
    expect(html, route).not.toMatch(/<(?:script[^>]* src=|link rel="modulepreload")/);
    expect(html.match(/<script type="module">/g), route).toHaveLength(1);
    expect(bootFiles(html).length, route).toBeGreaterThan(0);
  }
  // Every other route gets the app shell, which the browser renders.
  const shell = await (await request.get("/dashboard/my-bookings")).text();
  expect(shell).toContain('<div id="root"></div>');
});

test("a page rendered at build time asks for no script before its words are on screen", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator("html[data-live]")).toHaveCount(1);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(10);
  for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(paint ?? 0);
});

/**
 * Holds every file of the app's code, the first too, until the returned function is called: the page is there
 * to read and type into, and only its inline script runs.
 */
async function holdAppCode(page: Page, path: string): Promise<() => Promise<void>> {
  // A page the app's service worker controls gets its files from the worker's cache, where no route can hold
  // them: the worker goes first.
  if (page.url().startsWith("http")) {
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });
  }
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // The page has painted and asked for the app's code, which has not come.
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  return scripts.letThrough;
}

test("what a visitor types, presses and sends before the app's code arrives is kept and done once it runs", async ({
  page,
  consoleErrors,
}) => {
  // A form sent early is not sent by the browser itself (it would put what was typed in the address), but
  // by the app once it runs.
  const account = await activatedPassenger(page.request);
  let letThrough = await holdAppCode(page, "/Forgot-password");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/Forgot-password$/);
  await letThrough();
  await expect(page).toHaveURL(/\/Check-email$/);
  // The app started late, and still set up the offline copy: its worker is registered and active.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined))
    .toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Typed and pressed early: the fields keep their words and the press counts once the page is live.
  letThrough = await holdAppCode(page, "/login");
  await page.getByLabel("E-mail or phone number").fill("rider@campusgo.demo");
  await page.getByLabel("Password", { exact: true }).fill("campusgo-demo");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
  await letThrough();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("campusgo-demo");
  await expect(page.getByLabel("E-mail or phone number")).toHaveValue("rider@campusgo.demo");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(consoleErrors).toEqual([]);
});

test("what a visitor types, or an autofill fills, while the app takes the page over is kept as well", async ({
  page,
  consoleErrors,
}) => {
  // The app's code comes first and reads the fields; the page's own screen comes a moment later, while the
  // visitor types on.
  const html = await (await page.request.get("/driver-signup")).text();
  const first = bootFiles(html);
  const named = /<meta name="campusgo:screen" content="([^"]*)">/.exec(html)?.[1]?.split(" ") ?? [];
  const screen = named.find((file) => file.includes("/driver-signup-page-"));
  expect(screen).toBeTruthy();
  let releaseApp = () => {};
  let releaseScreen = () => {};
  const app = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  const screenFile = new Promise<void>((resolve) => {
    releaseScreen = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === screen) await screenFile;
    else if (!first.includes(path)) await app;
    await route.continue();
  });
  await page.goto("/driver-signup");
  const name = page.getByLabel("Full name");
  await name.pressSequentially("Emeka");
  releaseApp();
  // The app's main file has come and run (it reads the fields right away); the screen is still held.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  await name.pressSequentially(" Uche");
  // A choice made by a script, as an autofill makes it: its events are not the browser's own.
  await page.getByLabel("City").selectOption("Kano");
  releaseScreen();
  await expect(page.locator("html[data-live]")).toHaveCount(1);
  await page.unrouteAll({ behavior: "wait" });
  await expect(name).toHaveValue("Emeka Uche");
  await expect(page.getByLabel("City")).toHaveValue("Kano");
  // The app has them too: sent, only the fields left empty are asked for.
  await page.getByRole("button", { name: "Create driver account" }).click();
  await expect(page.getByText("Please select your city")).toHaveCount(0);
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("City")).not.toHaveAttribute("aria-invalid", "true");
  expect(consoleErrors).toEqual([]);
});

test.describe("the dashboard's first view", () => {
  // Scripts a service worker answers would pass by the hold below.
  test.use({ serviceWorkers: "block" });

  test("a signed-in rider's dashboard draws its frame and the campus from its HTML, before the app's code", async ({
    page,
    consoleErrors,
  }) => {
    const html = await (await page.request.get("/dashboard")).text();
    const firstView = html.slice(html.indexOf('<div id="first-view">'));
    for (const word of [
      'aria-label="Notifications"',
      "My Bookings",
      "Notification",
      "/images/campus-plan.svg",
    ]) {
      expect(firstView, word).toContain(word);
    }
    // Its scripts are asked for once the first view has painted: the HTML names no script file.
    expect(html).not.toMatch(/<(?:script[^>]* src=|link rel="modulepreload")/);
    expect(bootFiles(html).length).toBeGreaterThan(0);

    const account = await activatedPassenger(page.request);
    await loginInBrowser(page, account.email, account.password);
    // The dashboard's HTML alone draws the first view. (Not waiting for the load event: the first script is held.)
    let scripts = await holdScripts(page);
    await page.goto("/dashboard", { waitUntil: "commit" });
    const view = page.locator("#first-view");
    // Once the page's styles apply (they lay out the frame and show it to a rider).
    await expect(view.locator("header")).toHaveCSS("height", "64px");
    await expect(view.getByRole("link", { name: "My Bookings" })).toBeVisible();
    await expect(view.getByRole("button", { name: "Notifications" })).toBeVisible();
    const plan = view.locator('img[src="/images/campus-plan.svg"]');
    await expect(plan).toBeVisible();
    await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The page asks for the app once the browser reports its first paint, which may come just after the plan.
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Open profile menu" })).toHaveCount(0);

    // The app arrives and draws the page in its place.
    await scripts.letThrough();
    await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
    await expect(view).toBeHidden();

    // Signed out, or signed in as a driver, it never shows.
    for (const role of [null, "driver"]) {
      await page.evaluate((r) => {
        if (r) localStorage.setItem("current_user", JSON.stringify({ id: "x", role: r }));
        else localStorage.removeItem("current_user");
      }, role);
      scripts = await holdScripts(page);
      await page.goto("/dashboard", { waitUntil: "commit" });
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      await expect(page.locator("#first-view")).toBeHidden();
      await scripts.letThrough();
    }
    expect(consoleErrors).toEqual([]);
  });
});
