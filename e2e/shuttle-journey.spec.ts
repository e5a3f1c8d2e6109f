import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { moveDevice, placeDevice, type Spot } from "./helpers/geo.ts";
import { riderAt } from "./helpers/journeys.ts";
import { topUp } from "./helpers/money.ts";
import { approvedDriver, DRIVER_PASSWORD, offlineMaps, secondWindow } from "./helpers/rides.ts";
import { SHUTTLE_BUS } from "./helpers/shuttles.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// Three people on three phones, a bus driven from one stop to the next: generous on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** The campus places the line stops at (as the places list has them). */
const MAIN_GATE: Spot = { lat: 6.8588, lon: 7.3957 };
const LIBRARY: Spot = { lat: 6.8673, lon: 7.4085 };
const HILL_TOP: Spot = { lat: 6.8712, lon: 7.4122 };

const between = (a: Spot, b: Spot, f: number): Spot => ({
  lat: a.lat + (b.lat - a.lat) * f,
  lon: a.lon + (b.lon - a.lon) * f,
});

/**
 * The driver's phone carried from `a` to `b` in steps, each step once the line's live view has the bus there (the
 * phone sends its position every few seconds).
 */
async function drive(driver: Page, watcher: Page, lineName: string, a: Spot, b: Spot, steps: number) {
  const lines = (await (await watcher.request.get("/api/shuttle/lines")).json()) as {
    data: { id: string; name: string }[];
  };
  const lineId = lines.data.find((l) => l.name === lineName)?.id;
  for (let i = 1; i <= steps; i++) {
    const to = between(a, b, i / steps);
    await moveDevice(driver.context(), to);
    await expect
      .poll(
        async () => {
          const live = await (await watcher.request.get(`/api/shuttle/lines/${lineId}/live`)).json();
          const at = live.data.buses[0] as Spot | undefined;
          return at ? Math.abs(at.lat - to.lat) + Math.abs(at.lon - to.lon) : 1;
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(5e-5);
  }
}

/** A campus place added as the next stop of the line's form. */
async function addStop(form: Locator, search: string, place: string, position: number) {
  await form.getByRole("combobox", { name: "Add a stop" }).fill(search);
  await form.getByRole("option", { name: place, exact: true }).click();
  await expect(form.getByLabel(`Name of stop ${position}`)).toHaveValue(place);
}

/** Minutes on a stop's board ("Due" is none). */
async function minutesOn(board: Locator): Promise<number> {
  const text = (await board.textContent()) ?? "";
  if (text.startsWith("Due")) return 0;
  const minutes = /^(\d+) min/.exec(text);
  expect(minutes, `a countdown on the board: ${text}`).not.toBeNull();
  return Number(minutes?.[1]);
}

test("a shuttle line from start to end: the admin adds it and assigns a bus, the driver starts a run, the rider watches the bus come and the count go down, reserves a seat, boards by code and is set down at their stop", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const name = `Journey line ${Date.now()}`;
  const bus = await approvedDriver(baseURL, SHUTTLE_BUS);

  // The admin adds the line on their phone: three campus places, open all day, ₦100 a ride, and assigns the bus.
  const admin = await secondWindow(browser, page, testInfo, [/status of 400/]);
  await signIn(admin.page, ADMIN_EMAIL);
  await admin.page.goto("/admin/shuttle-lines");
  await admin.page.getByRole("button", { name: "Add a line" }).click();
  const form = admin.page.getByRole("dialog", { name: "Add a line" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Flat fare (₦)").fill("100");
  await form.getByLabel("Opens at").fill("00:00");
  await form.getByLabel("Closes at").fill("23:59");
  await addStop(form, "Main gate", "Main gate", 1);
  await addStop(form, "Azikiwe Library", "Nnamdi Azikiwe Library", 2);
  await addStop(form, "Hill", "Hill-top", 3);
  await form.getByRole("button", { name: "Add the line" }).click();
  await expect(form).toBeHidden();
  const card = admin.page
    .getByRole("listitem")
    .filter({ has: admin.page.getByRole("heading", { name, exact: true }) });
  await card.getByRole("button", { name: "Assign a driver" }).click();
  const assign = admin.page.getByRole("dialog", { name: "Assign a driver" });
  await assign.getByLabel("Find a driver").fill(bus.email);
  await assign.getByRole("button", { name: `Assign ${bus.fullName}` }).click();
  await expect(card.getByRole("list", { name: "Drivers assigned" })).toContainText(bus.fullName);
  await admin.close();

  // The driver, at the main gate, goes online and starts a run of it.
  const driver = await secondWindow(browser, page, testInfo);
  await offlineMaps(driver.page);
  await placeDevice(driver.context, MAIN_GATE);
  await signIn(driver.page, bus.email, DRIVER_PASSWORD);
  await driver.page.goto("/dashboard?tab=request");
  const online = driver.page.getByRole("switch", { name: "Online" });
  await expect(online).toBeEnabled();
  await online.click();
  await expect(online).toHaveAttribute("aria-checked", "true");
  await driver.page.getByRole("button", { name: `Start run of ${name}` }).click();
  const panel = driver.page.getByTestId("shuttle-run");
  await expect(panel).toContainText("Running");

  // The rider stands at the library with ₦500 in the wallet and opens Bus: the line, its bus coming.
  await riderAt(page, LIBRARY);
  await topUp(page.request, 50_000);
  await page.goto("/dashboard/shuttle");
  await page
    .getByRole("list", { name: "Shuttle lines" })
    .getByRole("button")
    .filter({ hasText: name })
    .click();
  await expect(page.getByTestId("buses-running")).toHaveText("1 bus running");
  const library = page
    .getByRole("list", { name: `Stops of ${name}` })
    .getByRole("listitem")
    .filter({ has: page.getByText("Nnamdi Azikiwe Library", { exact: true }) });
  await expect(library).toHaveAttribute("aria-current", "location");
  const board = library.getByTestId("stop-board");
  await expect(board).toHaveText(/^\d+ min/);
  const first = await minutesOn(board);
  const marker = page
    .getByTestId("line-map")
    .locator(`.leaflet-marker-icon[title^='Bus ${SHUTTLE_BUS.plateNumber}']`);
  await expect(marker).toBeVisible();
  const before = await marker.getAttribute("style");

  // The bus drives two thirds of the way: it moves on the map and the count goes down.
  await drive(driver.page, page, name, MAIN_GATE, between(MAIN_GATE, LIBRARY, 2 / 3), 4);
  await expect.poll(() => marker.getAttribute("style"), { timeout: 20_000 }).not.toBe(before);
  await expect.poll(() => minutesOn(board), { timeout: 20_000 }).toBeLessThan(first);

  // The rider reserves a seat to Hill-top: ₦100 from the wallet, a six-digit code.
  await page.getByRole("button", { name: "Reserve a seat" }).click();
  const reserve = page.getByRole("dialog", { name: "Reserve a seat" });
  await reserve.getByLabel("Get off at").selectOption({ label: "Hill-top" });
  await reserve.getByRole("button", { name: "Reserve for ₦100" }).click();
  const done = page.getByRole("dialog", { name: "Seat reserved" });
  const code = (await done.getByTestId("boarding-code").textContent()) as string;
  expect(code).toMatch(/^\d{6}$/);
  await done.getByRole("button", { name: "Done" }).click();
  const seat = page.getByRole("article", { name: "Nnamdi Azikiwe Library to Hill-top" });
  await expect(seat).toContainText("Reserved: show this code to the driver");

  // The bus reaches the library; the driver boards the rider by the code read from her phone.
  await drive(driver.page, page, name, between(MAIN_GATE, LIBRARY, 2 / 3), LIBRARY, 2);
  const boarding = panel.getByRole("listitem", { name: /to Hill-top$/ });
  await expect(boarding).toBeVisible({ timeout: 20_000 });
  await boarding.getByRole("button", { name: /^Board / }).click();
  await boarding.getByLabel(/boarding code$/).fill(code);
  await boarding.getByRole("button", { name: "Board", exact: true }).click();
  await expect(boarding).toContainText("Boarded");
  await expect(seat).toContainText("Boarded. Get off at Hill-top.", { timeout: 20_000 });

  // On to Hill-top: she is set down there, her seat leaves the screen and the driver's list, and is done.
  await drive(driver.page, page, name, LIBRARY, HILL_TOP, 3);
  await expect(seat).toBeHidden({ timeout: 30_000 });
  await expect(panel.getByRole("list", { name: "Getting off at Hill-top" })).toBeHidden();
  await page.goto("/dashboard/my-bookings");
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(
    page.getByRole("tabpanel").getByTestId("seat-booking").filter({ hasText: name }),
  ).toContainText("Completed");
  const wallet = await (await page.request.get("/api/payments/wallet")).json();
  expect(wallet.data.balanceKobo).toBe(40_000);

  await panel.getByRole("button", { name: "End run" }).click();
  await driver.page
    .getByRole("alertdialog", { name: "End this run?" })
    .getByRole("button", { name: "End run" })
    .click();
  await expect(panel).toBeHidden();
  await driver.close();
  expect(consoleErrors).toEqual([]);
});
