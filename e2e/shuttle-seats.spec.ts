import { io } from "socket.io-client";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { riderAt } from "./helpers/journeys.ts";
import { topUp } from "./helpers/money.ts";
import { approvedDriver, DRIVER_PASSWORD } from "./helpers/rides.ts";
import { loggedIn, SHUTTLE_BUS, send } from "./helpers/shuttles.ts";
import { ADMIN_EMAIL, DEMO_PASSWORD } from "./kyc-helpers.ts";

// A line set up by the admin, a bus driver reporting over the socket and a rider: generous on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** This spec's own place, far from the campus and from the other specs' spots. */
const SPOT: Spot = { lat: 6.08, lon: 7.38 };

/** Three stops round a triangle near SPOT, moved a little at random so the lines of earlier runs do not coincide. */
function stopsNearSpot(): (Spot & { name: string })[] {
  const from = offset(SPOT, Math.random() * 300, Math.random() * 300);
  return [
    { name: "Ikwoka Junction", ...from },
    { name: "Owerre Eze Park", ...offset(from, 600, 0) },
    { name: "Amaeke Roundabout", ...offset(from, 600, 600) },
  ];
}

const walletBalance = async (request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }) =>
  ((await (await request.get("/api/payments/wallet")).json()) as { data: { balanceKobo: number } }).data
    .balanceKobo;

test("a rider reserves a seat on a bus coming to their stop, shows the boarding code and its QR code, finds it in My Bookings and cancels it for the fare back", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const admin = await loggedIn(baseURL, ADMIN_EMAIL, DEMO_PASSWORD);
  const name = `Seats ${Date.now()}`;
  const stops = stopsNearSpot();
  const [first, second] = stops as [Spot & { name: string }, Spot & { name: string }];
  const line = await send<{ id: string }>(admin, "POST", "/api/admin/shuttle/lines", {
    name,
    colour: "#C2410C",
    stops,
    loop: true,
    opensAt: "00:00",
    closesAt: "23:59",
    headwayMin: 10,
    flatFareKobo: 10_000,
    fares: [],
  });

  // A bus starts a run and reports its position a quarter of the way from the first stop to the second, as a
  // driver's phone does: coming round to the first stop again.
  const bus = await approvedDriver(baseURL, SHUTTLE_BUS);
  const driver = await loggedIn(baseURL, bus.email, DRIVER_PASSWORD);
  await send(admin, "PUT", `/api/admin/shuttle/lines/${line.id}/drivers`, { driverIds: [bus.id] });
  await send(driver, "PUT", "/api/driver/status", { online: true });
  const run = await send<{ id: string }>(driver, "POST", "/api/driver/shuttle/runs", { lineId: line.id });
  const cookies = (await driver.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
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
    const position = {
      lat: first.lat + (second.lat - first.lat) / 4,
      lon: first.lon + (second.lon - first.lon) / 4,
    };
    expect(await socket.timeout(10_000).emitWithAck("driver:location", position)).toMatchObject({ ok: true });

    // The rider stands by the first stop with ₦500 in the wallet and opens Bus.
    await riderAt(page, offset(first, 15, 10));
    await topUp(page.request, 50_000);
    await page.goto("/dashboard/my-bookings");
    await page.getByRole("link", { name: "Bus" }).click();
    await expect(page).toHaveURL(/\/dashboard\/shuttle$/);
    await page
      .getByRole("list", { name: "Shuttle lines" })
      .getByRole("button")
      .filter({ hasText: name })
      .click();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByTestId("buses-running")).toHaveText("1 bus running");

    // Reserve a seat: the bus, where to get off (the stops after this one), the fare and the balance.
    await page.getByRole("button", { name: "Reserve a seat" }).click();
    const dialog = page.getByRole("dialog", { name: "Reserve a seat" });
    await expect(dialog).toContainText(`getting on at ${first.name}`);
    await expect(dialog.getByTestId("seat-bus")).toContainText(`Bus ${SHUTTLE_BUS.plateNumber}`);
    await expect(dialog.getByTestId("seat-bus")).toContainText(
      new RegExp(`At ${first.name} in \\d+ min|Due`),
    );
    const getOff = dialog.getByLabel("Get off at");
    await expect(getOff.locator("option")).toHaveText([second.name, (stops[2] as { name: string }).name]);
    await expect(getOff).toHaveValue(/.+/);
    await expect(dialog.getByTestId("seat-fare")).toHaveText("₦100 from your wallet");
    await expect(dialog.getByTestId("wallet-balance")).toHaveText("₦500");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Reserve for ₦100" }).click();

    // Reserved: the seat with its six-digit code, read out digit by digit, and its QR code.
    const done = page.getByRole("dialog", { name: "Seat reserved" });
    await expect(done.getByTestId("seat-card")).toContainText("Reserved: show this code to the driver");
    await expect(done.getByTestId("boarding-code")).toHaveText(/^\d{6}$/);
    const code = (await done.getByTestId("boarding-code").textContent()) as string;
    await expect(done.getByText(code.split("").join(" "))).toHaveCount(1);
    await expect(done.getByRole("img", { name: "QR code of your boarding code" })).toBeVisible();
    await done.getByRole("button", { name: "Done" }).click();
    await expect(done).toBeHidden();
    expect(await walletBalance(page.request)).toBe(40_000);

    // The seat stays on top of the shuttle screen while it waits for the bus.
    const card = page.getByRole("article", { name: `${first.name} to ${second.name}` });
    await expect(card).toContainText(name);
    await expect(card).toContainText(`Bus ${SHUTTLE_BUS.plateNumber}`);
    await expect(card.getByTestId("boarding-code")).toHaveText(code);
    await expect(card.getByRole("img", { name: "QR code of your boarding code" })).toBeVisible();

    // My Bookings lists it beside the rides, and opens it.
    await page.goto("/dashboard/my-bookings");
    const booking = page.getByTestId("seat-booking").filter({ hasText: name });
    await expect(booking).toContainText("Seat reserved");
    await expect(booking).toContainText(`${first.name} → ${second.name}`);
    await expect(booking).toContainText("₦100");
    await expectAccessible(page);
    await booking
      .getByRole("link", { name: `Shuttle seat from ${first.name} to ${second.name}, seat details` })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/shuttle\?seat=/);
    const details = page.getByRole("dialog", { name: "Your seat" });
    await expect(details.getByTestId("boarding-code")).toHaveText(code);

    // Cancelled: it says the fare goes back to the wallet, and it does.
    await details.getByRole("button", { name: "Cancel seat" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel seat" });
    await expect(confirm).toContainText("₦100 fare goes back to your wallet");
    await confirm.getByRole("button", { name: "Cancel seat" }).click();
    await expect(page.getByText("Seat cancelled: the fare is back in your wallet")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(details.getByTestId("seat-card")).toContainText("Cancelled");
    await expect(details.getByTestId("boarding-code")).toBeHidden();
    expect(await walletBalance(page.request)).toBe(50_000);
    await details.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/dashboard\/shuttle$/);
    await expect(page.getByRole("article", { name: `${first.name} to ${second.name}` })).toBeHidden();

    // In My Bookings it moves to Cancelled.
    await page.goto("/dashboard/my-bookings");
    await page.getByRole("tab", { name: "Cancelled" }).click();
    await expect(
      page.getByRole("tabpanel").getByTestId("seat-booking").filter({ hasText: name }),
    ).toContainText("Cancelled");
    expect(consoleErrors).toEqual([]);
  } finally {
    socket.close();
    await send(driver, "POST", `/api/driver/shuttle/runs/${run.id}/end`);
    await driver.dispose();
    await admin.dispose();
  }
});
