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
