import { expect, expectAccessible, test } from "./fixtures.ts";

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
  test(`${group[0]} ... ${group.at(-1)} render`, async ({ page, consoleErrors }) => {
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
        await expectAccessible(page);
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

test("public pages carry their words in the HTML, before any script runs", async ({ request }) => {
  for (const [route, words] of Object.entries(PRERENDERED_WORDS)) {
    const response = await request.get(route, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html, route).toMatch(/<html lang="en">/);
    expect(html, route).toMatch(/<meta name="description" content="[^"]{40,}"/);
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const word of words) expect(root, `${route}: ${word}`).toContain(word.replace("'", "&#x27;"));
    // Scripts load without blocking the first paint: module scripts only, none inline.
    expect(html, route).not.toMatch(/<script(?![^>]*type="module")[^>]*>/);
  }
  // Every other route gets the app shell, which the browser renders.
  const shell = await (await request.get("/dashboard/my-bookings")).text();
  expect(shell).toContain('<div id="root"></div>');
});
