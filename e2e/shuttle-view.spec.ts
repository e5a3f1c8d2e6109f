import type { Page } from "@playwright/test";
import { io } from "socket.io-client";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { riderAt } from "./helpers/journeys.ts";
import { approvedDriver, DRIVER_PASSWORD } from "./helpers/rides.ts";
import { loggedIn, SHUTTLE_BUS, send } from "./helpers/shuttles.ts";
import { ADMIN_EMAIL, DEMO_PASSWORD } from "./kyc-helpers.ts";

// A line set up by the admin, a bus driver and a rider: generous on a busy machine.
test.describe.configure({ timeout: 150_000 });

/**
 * Three stops near the campus, away from the campus places (so no other line's stop lies where this one's do),
 * moved a little at random so the lines of earlier runs and of the other project do not coincide either.
 */
function stopsNearCampus(): (Spot & { name: string })[] {
  const north = Math.random() * 200;
  const east = Math.random() * 200;
  return [
    { name: "Eni Njoku Junction", ...offset({ lat: 6.8641, lon: 7.4049 }, north, east) },
    { name: "Arts Quadrangle", ...offset({ lat: 6.8689, lon: 7.4069 }, north, east) },
    { name: "Engineering Bay", ...offset({ lat: 6.8707, lon: 7.4107 }, north, east) },
  ];
}

const stopRow = (page: Page, lineName: string, stopName: string) =>
  page
    .getByRole("list", { name: `Stops of ${lineName}` })
    .getByRole("listitem")
    .filter({ has: page.getByText(stopName, { exact: true }) });

test("the Bus item opens the campus shuttles: a line with its detour, its stops with the timetable, the nearest stop, a stop picked, then a bus counting down", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const admin = await loggedIn(baseURL, ADMIN_EMAIL, DEMO_PASSWORD);
  const name = `Shuttle view ${Date.now()}`;
  const stops = stopsNearCampus();
  const created = await send<{ id: string }>(admin, "POST", "/api/admin/shuttle/lines", {
    name,
    colour: "#7B2CBF",
    stops,
    loop: true,
    opensAt: "00:00",
    closesAt: "23:59",
    headwayMin: 10,
    flatFareKobo: 10_000,
    fares: [],
  });
  const lineId = created.id;
  const detour = "Buses go round by the Senate building until 4 pm";
  await send(admin, "POST", `/api/admin/shuttle/lines/${lineId}/alerts`, { kind: "detour", message: detour });

  // The rider stands by the second stop; the map's tiles cannot be fetched (the campus plan shows instead).
  await riderAt(page, offset(stops[1] as Spot, 15, 10));
  await page.goto("/dashboard/my-bookings");
  await page.getByRole("link", { name: "Bus" }).click();
  await expect(page).toHaveURL(/\/dashboard\/shuttle$/);
  await expect(page.getByRole("heading", { name: "Campus shuttles", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Campus shuttles · CampusGo");
  await expect(page.getByRole("link", { name: "Bus" })).toHaveAttribute("aria-current", "page");
  // On-demand hire stays a link away.
  await expect(page.getByRole("link", { name: "Shuttle hire" })).toHaveAttribute(
    "href",
    "/dashboard/set-routes?type=shuttle",
  );

  // The line with its hours, fare and detour; shown, as the one with the stop nearest to the rider.
  const card = page
    .getByRole("list", { name: "Shuttle lines" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(card).toContainText("00:00–23:59, every 10 min");
  await expect(card).toContainText("₦100");
  await expect(card.getByRole("list", { name: `Alerts on ${name}` })).toHaveText(`Detour: ${detour}`);
  await expect(card.getByRole("button", { pressed: true })).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByText("Map tiles unavailable — showing the campus plan")).toBeVisible();

  // Its stops in order; no bus runs, so each gives the timetable's next bus (none after 23:59 in Lagos).
  const list = page.getByRole("list", { name: `Stops of ${name}` });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  for (const [index, stop] of stops.entries()) {
    await expect(list.getByRole("listitem").nth(index)).toContainText(stop.name);
  }
  await expect(list.getByTestId("stop-board")).toHaveText([
    /^(Scheduled \d{1,2}:\d{2} [ap]m|No more buses today)$/,
    /^(Scheduled \d{1,2}:\d{2} [ap]m|No more buses today)$/,
    /^(Scheduled \d{1,2}:\d{2} [ap]m|No more buses today)$/,
  ]);
  await expect(page.getByTestId("buses-running")).toHaveText("No bus running now");

  // The stop nearest to the rider is highlighted, and the summary speaks of it.
  const nearest = stopRow(page, name, "Arts Quadrangle");
  await expect(nearest).toHaveAttribute("aria-current", "location");
  await expect(nearest).toContainText(/Nearest to you · \d+m/);
  const summary = page.getByRole("status").filter({ hasText: "Arts Quadrangle:" });
  await expect(summary).toHaveText(/^Arts Quadrangle: (next bus scheduled at .+|No more buses today)\.$/);
  await expectAccessible(page);

  // A landmark picked instead.
  await page.getByLabel("Your stop").selectOption({ label: "Engineering Bay" });
  const picked = stopRow(page, name, "Engineering Bay");
  await expect(picked).toHaveAttribute("aria-current", "location");
  await expect(picked).toContainText("Your stop");
  await expect(nearest).not.toHaveAttribute("aria-current", "location");
  await expect(page.getByTestId("stop-summary")).toContainText("Engineering Bay:");

  // Or the rider names a campus place they are at: the line with the stop nearest to it shows (this one, or a line
  // another journey put there), with that stop marked.
  await page.getByLabel("Your stop").selectOption({ label: "Near Faculty of Arts" });
  await expect(page.locator("li[aria-current='location']")).toContainText(
    /Nearest to Faculty of Arts · \d+m/,
  );
  await expect(page.getByTestId("stop-summary")).not.toContainText("Engineering Bay:");
  // Back to this line, and its stop picked again.
  await card.getByRole("button").click();
  await expect(card.getByRole("button", { pressed: true })).toBeVisible();
  await page.getByLabel("Your stop").selectOption({ label: "Engineering Bay" });
  await expect(picked).toContainText("Your stop");
  await expect(page.getByTestId("stop-summary")).toContainText("Engineering Bay:");

  // A bus starts a run of the line from the first stop and reports its position as a driver's phone does.
  const bus = await approvedDriver(baseURL, SHUTTLE_BUS);
  const driver = { ...bus, api: await loggedIn(baseURL, bus.email, DRIVER_PASSWORD) };
  await send(admin, "PUT", `/api/admin/shuttle/lines/${lineId}/drivers`, { driverIds: [driver.id] });
  await send(driver.api, "PUT", "/api/driver/status", { online: true });
  const run = await send<{ id: string }>(driver.api, "POST", "/api/driver/shuttle/runs", { lineId });
  const cookies = (await driver.api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const socket = io(baseURL, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie: cookies },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    // A quarter of the way from the first stop to the second.
    const a = stops[0] as Spot;
    const b = stops[1] as Spot;
    const bus = { lat: a.lat + (b.lat - a.lat) / 4, lon: a.lon + (b.lon - a.lon) / 4 };
    const ack = await socket.timeout(10_000).emitWithAck("driver:location", bus);
    expect(ack).toMatchObject({ ok: true });

    // The rider's boards count down to it, with the age of the news; the map shows the bus.
    await expect(page.getByTestId("buses-running")).toHaveText("1 bus running");
    await expect(stopRow(page, name, "Arts Quadrangle").getByTestId("stop-board")).toHaveText(
      /^(Due|\d+ min)14 seats left(then .+)?updated (just now|\d+ s ago)$/,
    );
    await expect(page.getByTestId("stop-summary")).toHaveText(
      /^Engineering Bay: the next bus (comes in \d+ min|is due now)\.$/,
    );
    await expect(
      page.getByTestId("line-map").locator(".leaflet-marker-icon[title^='Bus ENU-731-SB']"),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    socket.close();
    await send(driver.api, "POST", `/api/driver/shuttle/runs/${run.id}/end`);
    await driver.api.dispose();
    await admin.dispose();
  }
});
