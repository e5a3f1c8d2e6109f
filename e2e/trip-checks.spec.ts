import { expect, expectAccessible, test } from "./fixtures.ts";
import { adminWindow } from "./helpers/admin.ts";
import { moveDevice, offset, type Spot } from "./helpers/geo.ts";
import { bookThroughApi, driverOnlineAt, offerAndAccept, riderAt } from "./helpers/journeys.ts";
import { offlineMaps, serverRide } from "./helpers/rides.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// Two phones and the admin's window, and the checks' sweep between them: generous on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

// A spot of its own, at least 7 km from every other journey's (and from the campus); phone project only.
const SPOT: Spot = { lat: 5.95, lon: 7.3 };
const DEFAULTS = { offRouteM: 500, stoppedMinutes: 3, answerMinutes: 2, nightFrom: 20, nightTo: 6 };

test("at night the rider sees the plate large before getting in; a driver who leaves the route gets the rider asked 'Are you OK?', and the admin sees the check", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const rider = await riderAt(page, SPOT);

  // The admin makes it night now (the hours are a setting), so the night screens show whatever the clock says.
  const admin = await adminWindow(browser, testInfo);
  const desk = admin.page;
  await desk.setViewportSize({ width: 360, height: 800 });
  await offlineMaps(desk);
  await signIn(desk, ADMIN_EMAIL);
  const watHour = new Date(Date.now() + 3_600_000).getUTCHours();
  const night = await desk.request.put("/api/admin/trip-checks/settings", {
    headers: { "x-campusgo-csrf": "1" },
    // A minute to answer (the least there is), so the admin is told within the journey.
    data: { ...DEFAULTS, answerMinutes: 1, nightFrom: watHour, nightTo: (watHour + 2) % 24 },
  });
  expect(night.status(), await night.text()).toBe(200);

  try {
    const driverWindow = await driverOnlineAt(browser, page, testInfo, offset(SPOT, 100, 0));
    const rideId = await bookThroughApi(
      page.request,
      { ...SPOT, name: "Obollo junction" },
      { ...offset(SPOT, 3_000, 0), name: "Orba market" },
    );
    await page.goto(`/dashboard/bidder?ride=${rideId}`);
    await offerAndAccept(page, driverWindow.page, rider, driverWindow.driver);

    // Night: the driver's photo and plate, large, and why.
    const plateCheck = page.getByTestId("night-plate-check");
    await expect(
      plateCheck.getByRole("heading", { name: "Night ride: check the plate before you get in" }),
    ).toBeVisible();
    const seen = await serverRide(page.request, rideId);
    const pin = seen.pin;
    const plate = seen.driver?.vehicle?.plateNumber ?? "Not given";
    await expect(plateCheck.getByTestId("night-plate-number")).toHaveText(plate);
    await expectAccessible(page);

    // The driver arrives and starts the trip with the rider's PIN: the plate check has done its work.
    const active = driverWindow.page.getByTestId("active-ride");
    await active.getByRole("button", { name: "Arrived", exact: true }).click();
    await active.getByLabel("Rider's PIN").fill(pin ?? "");
    await active.getByRole("button", { name: "Start trip" }).click();
    await expect(page.getByRole("heading", { name: "On your way" })).toBeVisible();
    await expect(plateCheck).toBeHidden();

    // The driver turns off the way to Orba, a kilometre east of it: the rider is asked.
    await moveDevice(driverWindow.context, offset(SPOT, 1_000, 300));
    await moveDevice(driverWindow.context, offset(SPOT, 1_500, 1_000));
    const prompt = page.getByRole("alertdialog", { name: "Are you OK?" });
    // The sweep runs every few seconds on the server: wait for it, whatever the machine's load.
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    await expect(prompt.getByText("Your driver has left the expected route.")).toBeVisible();
    await expect(prompt.getByTestId("sos-button")).toBeVisible();
    await expectAccessible(page);

    // Not answered within the minute: the admin, on any admin page, is told at the top of it.
    await desk.goto("/admin/sos");
    const told = desk.getByTestId("trip-check-banner");
    await expect(told.getByRole("alert")).toContainText("Rider did not answer 'Are you OK?'", {
      timeout: 120_000,
    });
    await expect(told.getByRole("link", { name: "Open trip checks" })).toHaveAttribute(
      "href",
      "/admin/trip-checks",
    );
    await expectAccessible(desk);

    // The rider answers, late: the banner goes.
    await prompt.getByRole("button", { name: "I'm OK" }).click();
    await expect(told).toBeHidden();
    await expect(page.getByText("Thanks. We'll keep an eye on your trip.")).toBeVisible();
    await expect(prompt).toBeHidden();

    // The admin's list of checks has it, answered.
    await desk.goto("/admin/trip-checks");
    const latest = desk
      .getByTestId("trip-checks-recent")
      .getByRole("listitem")
      .filter({ hasText: rider.fullName });
    await expect(latest).toContainText("Off the route");
    await expect(latest).toContainText("Said they are OK");
    await expect(latest).toContainText("Obollo junction to Orba market");
    await expectAccessible(desk);

    await driverWindow.close();
  } finally {
    const back = await desk.request.put("/api/admin/trip-checks/settings", {
      headers: { "x-campusgo-csrf": "1" },
      data: DEFAULTS,
    });
    expect(back.status()).toBe(200);
    await admin.close();
  }
  expect(consoleErrors).toEqual([]);
});
