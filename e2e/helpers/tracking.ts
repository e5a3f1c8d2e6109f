import { haversineMeters } from "@campusgo/domain";
import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { moveDevice, type Spot } from "./geo.ts";

/** "About 800m from X" or "About 1.2km from X": the metres it says. */
function metresIn(line: string | null): number {
  const found = /^About ([\d.]+)(m|km) from /.exec(line ?? "");
  if (!found) return Number.NaN;
  return Number(found[1]) * (found[2] === "km" ? 1000 : 1);
}

/** Where the plan draws the driver's dot ("cx,cy" in the plan's units). */
async function dotAt(dot: Locator): Promise<string> {
  return `${await dot.getAttribute("cx")},${await dot.getAttribute("cy")}`;
}

/**
 * On a tracking page (/track/<token>, a shared ride's or a package's) showing the driver's live position: the
 * driver's phone (`driverContext`) moves to `to`, and the page, reading its data again by itself, shows the
 * driver there: the distance to `goal` (the pickup on the way to it, else the drop-off) as the new place gives
 * it, the dot drawn elsewhere on the plan, and the position just updated.
 */
export async function expectTrackedDriverMoves(
  page: Page,
  driverContext: BrowserContext,
  to: Spot,
  goal: Spot & { name: string },
): Promise<void> {
  const plan = page.getByRole("region", { name: "Live position" });
  const line = plan.locator("strong").filter({ hasText: `from ${goal.name}` });
  const dot = plan.getByRole("img", { name: /on a plan of the way/ }).locator('circle[r="9"]');
  await expect(line).toHaveText(/^About [\d.]+k?m from /);
  await expect(dot).toHaveCount(1);
  const before = { metres: metresIn(await line.textContent()), dot: await dotAt(dot) };
  const expected = haversineMeters(to, goal);
  // The page shows places to about 100 m: a move it can tell from where the driver was.
  expect(Math.abs(before.metres - expected), "a move the page can show").toBeGreaterThan(300);

  await moveDevice(driverContext, to);
  // The driver's phone sends its position every few seconds and the page asks for it every 12 s.
  await expect
    .poll(async () => Math.abs(metresIn(await line.textContent()) - expected), {
      message: `the page shows the driver about ${Math.round(expected)} m from ${goal.name}`,
      timeout: 45_000,
    })
    .toBeLessThan(150);
  expect(await dotAt(dot), "the driver's dot moved on the plan").not.toBe(before.dot);
  await expect(plan.getByRole("img", { name: /on a plan of the way/ })).toHaveAccessibleName(
    new RegExp(`About [\\d.]+k?m from ${goal.name}\\.$`),
  );
  await expect(plan.locator("#age")).toHaveText(/^Updated (just now|\d+ s ago)$/);
}
