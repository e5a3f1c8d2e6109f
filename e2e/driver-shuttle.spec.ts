import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { activatedPassenger, CSRF_HEADERS } from "./helpers/accounts.ts";
import { offset, placeDevice, type Spot } from "./helpers/geo.ts";
import { topUp } from "./helpers/money.ts";
import { approvedDriver, DRIVER_PASSWORD, offlineMaps } from "./helpers/rides.ts";
import { loggedIn, SHUTTLE_BUS, send } from "./helpers/shuttles.ts";
import { ADMIN_EMAIL, DEMO_PASSWORD, signIn } from "./kyc-helpers.ts";

// An admin's line, a bus driver and a rider, each set up through the API: generous on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** This spec's own place, far from the campus and from the other specs' spots: the line's stops go north from it. */
const SPOT: Spot = { lat: 6.15, lon: 7.62 };

const STOP_NAMES = ["Obollo Road Junction", "Ekwegbe Market", "Opi Lake Gate"] as const;

/** A console error the journey caused on purpose (a refusal the page shows), taken off the list once. */
function takeExpectedError(errors: string[], pattern: RegExp): void {
  const index = errors.findIndex((e) => pattern.test(e));
  expect(index, `a console error like ${pattern}`).toBeGreaterThanOrEqual(0);
  errors.splice(index, 1);
}

/** A stop of the run's panel, by its name. */
const stopItem = (page: Page, name: string) =>
  page
    .getByTestId("shuttle-run")
    .getByRole("list", { name: "Next stops" })
    .getByRole("listitem", { name, exact: true });

test("a bus driver starts a run of their line, boards a rider by their code (a wrong one refused), is warned offline and ends the run", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const admin = await loggedIn(baseURL, ADMIN_EMAIL, DEMO_PASSWORD);
  const rider = await playwrightRequest.newContext({ baseURL });
  try {
    // The admin's line: three stops 1 km apart going north, a loop open all day at ₦100 a ride.
    const name = `Driver run ${Date.now()}`;
    const line = await send<{ id: string; stops: { id: string; name: string }[] }>(
      admin,
      "POST",
      "/api/admin/shuttle/lines",
      {
        name,
        colour: "#1B7F4C",
        stops: STOP_NAMES.map((stop, i) => ({ name: stop, ...offset(SPOT, i * 1000, 0) })),
        loop: true,
        opensAt: "00:00",
        closesAt: "23:59",
        headwayMin: 10,
        flatFareKobo: 10_000,
        fares: [],
      },
    );
    const [first, second] = line.stops as [{ id: string; name: string }, { id: string; name: string }];

    // A Shuttle Bus driver, assigned to it, signs in on their phone at the first stop.
    const driver = await approvedDriver(baseURL, SHUTTLE_BUS);
    await send(admin, "PUT", `/api/admin/shuttle/lines/${line.id}/drivers`, { driverIds: [driver.id] });
    await offlineMaps(page);
    await placeDevice(page.context(), SPOT);
    await signIn(page, driver.email, DRIVER_PASSWORD);
    await page.goto("/dashboard?tab=request");

    // Offline, the card lists the line and its stops; a run starts only once online.
    const card = page.getByTestId("shuttle-lines");
    await expect(card.getByRole("heading", { name: "Shuttle lines" })).toBeVisible({ timeout: 30_000 });
    const lineRow = card.getByRole("listitem").filter({ hasText: name });
    await expect(lineRow).toContainText(`${STOP_NAMES[0]} → ${STOP_NAMES[1]} → ${STOP_NAMES[2]}`);
    const startRun = lineRow.getByRole("button", { name: `Start run of ${name}` });
    await expect(startRun).toBeDisabled();
    await expect(card.getByText("Go online to start a run")).toBeVisible();

    const online = page.getByRole("switch", { name: "Online" });
    await online.click();
    await expect(online).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Sharing your location with riders nearby")).toBeVisible();
    await expect(card.getByText("Go online to start a run")).toBeHidden();
    await startRun.click();

    // The run's panel: the line, Running, the seats, and the stops from the one the bus stands at.
    const panel = page.getByTestId("shuttle-run");
    await expect(panel.getByRole("heading", { name, level: 3 })).toBeVisible();
    await expect(panel).toContainText("Running");
    await expect(panel).toContainText("14 seats");
    await expect(page.getByText("Run started: riders can see your bus")).toBeVisible();
    await expect(page.getByTestId("shuttle-lines")).toBeHidden();
    await expect(stopItem(page, first.name)).toContainText("You are here");
    await expect(stopItem(page, first.name)).toContainText("Nobody boards or gets off");
    await expect(panel.getByTestId("seats-free")).toHaveText("14 of 14");

    // A rider with money in the wallet reserves a seat from the first stop to the second.
    const current = await page.request.get("/api/driver/shuttle/runs/current");
    const runId = ((await current.json()) as { data: { id: string } }).data.id;
    const account = await activatedPassenger(rider);
    const login = await rider.post("/api/auth/login", {
      headers: CSRF_HEADERS,
      data: { email_or_phone: account.email, password: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    await topUp(rider, 50_000);
    const seat = await send<{ code: string }>(rider, "POST", "/api/shuttle/seats", {
      runId,
      fromStopId: first.id,
      toStopId: second.id,
    });
    expect(seat.code).toMatch(/^\d{6}$/);

    // Within a few seconds the panel shows her boarding here and getting off at the second stop.
    const firstName = account.fullName.split(" ")[0] as string;
    const boarding = stopItem(page, first.name).getByRole("listitem", {
      name: `${firstName} to ${second.name}`,
    });
    await expect(boarding).toBeVisible();
    await expect(
      stopItem(page, second.name).getByRole("list", { name: `Getting off at ${second.name}` }),
    ).toHaveText(`${firstName} · not boarded yet`);
    await expect(panel.getByTestId("seats-free")).toHaveText("13 of 14");
    await expectAccessible(page);

    // A wrong code is refused with the server's words; the right one boards her.
    await boarding.getByRole("button", { name: `Board ${firstName}` }).click();
    const code = boarding.getByLabel(`${firstName}'s boarding code`);
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    const wrong = seat.code.replace(/^./, (d) => String((Number(d) + 1) % 10));
    await code.fill(wrong);
    await boarding.getByRole("button", { name: "Board", exact: true }).click();
    await expect(boarding.getByRole("alert")).toHaveText("Wrong boarding code");
    takeExpectedError(consoleErrors, /status of 400 \(Bad Request\)/);
    await code.fill(seat.code);
    await boarding.getByRole("button", { name: "Board", exact: true }).click();
    await expect(boarding).toContainText("Boarded");
    await expect(boarding.getByRole("button", { name: `Board ${firstName}` })).toBeHidden();
    await expect(stopItem(page, second.name)).toContainText(`${firstName} from ${first.name}`);
    await expect(panel.getByTestId("seats-free")).toHaveText("13 of 14");

    // Offline mid-run: the panel warns that riders cannot see the bus, and the run goes on.
    await online.click();
    await expect(online).toHaveAttribute("aria-checked", "false");
    await expect(panel.getByRole("alert")).toContainText("You are offline: riders on this bus can't see it");
    await expect(panel).toContainText("Running");
    await online.click();
    await expect(online).toHaveAttribute("aria-checked", "true");
    await expect(panel.getByText("You are offline: riders on this bus can't see it")).toBeHidden();

    // Ending the run asks first; then the lines come back.
    await panel.getByRole("button", { name: "End run" }).click();
    const confirm = page.getByRole("alertdialog", { name: "End this run?" });
    await confirm.getByRole("button", { name: "Keep running" }).click();
    await expect(confirm).toBeHidden();
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "End run" }).click();
    await confirm.getByRole("button", { name: "End run" }).click();
    await expect(page.getByText("Run ended")).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(
      page.getByTestId("shuttle-lines").getByRole("button", { name: `Start run of ${name}` }),
    ).toBeEnabled();
    const after = await page.request.get("/api/driver/shuttle/runs/current");
    expect(((await after.json()) as { data: unknown }).data).toBeNull();
  } finally {
    await rider.dispose();
    await admin.dispose();
  }
});
