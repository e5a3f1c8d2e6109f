import { type APIRequestContext, request as playwrightRequest, type TestInfo } from "@playwright/test";
import { io } from "socket.io-client";
import { expect, expectAccessible, isMobile, test } from "./fixtures.ts";
import { activatedPassenger, CSRF_HEADERS } from "./helpers/accounts.ts";
import { offset } from "./helpers/geo.ts";
import { approvedDriver, DRIVER_PASSWORD } from "./helpers/rides.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// A whole trip through the API (booked, driven, paid at the sandbox checkout, reported), then the admin's screens.
test.describe.configure({ timeout: 180_000 });

async function loggedIn(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post("/api/auth/login", {
    headers: CSRF_HEADERS,
    data: { email_or_phone: email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

async function call(api: APIRequestContext, method: "POST" | "PUT", url: string, data: object = {}) {
  const res = await api.fetch(url, { method, headers: CSRF_HEADERS, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { data: Record<string, unknown>; message?: string };
}

/**
 * A rider's trip with a fresh approved driver, driven to completion and paid by card at the sandbox checkout;
 * the rider then reports the driver. The driver shares their position over the socket as the app does.
 */
async function paidAndReportedTrip(baseURL: string, testInfo: TestInfo) {
  // South of isolatedSpot's grid (every slot of it is taken) and 7 km from it; one spot per project.
  const spot = { lat: 6.41, lon: testInfo.project.name === "mobile" ? 7.37 : 7.3 };
  const riderApi = await playwrightRequest.newContext({ baseURL });
  const rider = await activatedPassenger(riderApi);
  await riderApi.dispose();
  const riderCalls = await loggedIn(baseURL, rider.email, rider.password);
  const driver = await approvedDriver(baseURL);
  const driverCalls = await loggedIn(baseURL, driver.email, DRIVER_PASSWORD);

  await call(driverCalls, "PUT", "/api/driver/status", { online: true });
  const cookies = (await driverCalls.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
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
    const ack = await socket.timeout(10_000).emitWithAck("driver:location", { lat: spot.lat, lon: spot.lon });
    expect(ack).toMatchObject({ ok: true });

    const pickup = { ...spot, name: "Admin desk pickup" };
    const destination = { ...offset(spot, 2_000, 0), name: "Admin desk destination" };
    const booked = await call(riderCalls, "POST", "/api/rides", {
      rideType: 1,
      pickup,
      destination,
      luggage: { hasLuggage: false },
    });
    const rideId = booked.data.id as string;
    await expect
      .poll(async () => {
        const requests = await (await driverCalls.get("/api/driver/requests")).json();
        return (requests.data as { id: string }[]).some((r) => r.id === rideId);
      })
      .toBe(true);
    const offer = await call(driverCalls, "POST", `/api/rides/${rideId}/offers`);
    const accepted = await call(riderCalls, "POST", `/api/offers/${offer.data.id}/accept`);
    await call(driverCalls, "POST", `/api/rides/${rideId}/arrive`);
    await call(driverCalls, "POST", `/api/rides/${rideId}/start`, { pin: accepted.data.pin });
    await call(driverCalls, "POST", `/api/rides/${rideId}/complete`, { confirmFar: true });

    // Paid by card at the sandbox checkout, then confirmed as the return page does.
    const checkout = await call(riderCalls, "POST", `/api/payments/rides/${rideId}/checkout`);
    const { reference, authorizationUrl } = checkout.data as { reference: string; authorizationUrl: string };
    const paid = await riderCalls.post(authorizationUrl, {
      form: { action: "pay", channel: "card" },
      maxRedirects: 0,
    });
    expect(paid.status(), await paid.text()).toBe(303);
    await expect
      .poll(async () => (await call(riderCalls, "POST", `/api/payments/${reference}/confirm`)).data.status)
      .toBe("success");

    const reported = await call(riderCalls, "POST", `/api/payments/rides/${rideId}/report`, {
      note: "He asked me to transfer to his own account",
    });
    expect(reported.message).toBe("Thank you. We will look into it and tell you the outcome.");
    return {
      rider,
      riderCalls,
      driver,
      driverCalls,
      rideId,
      reference,
      amountKobo: accepted.data.amountKobo as number,
      close: async () => {
        await riderCalls.dispose();
        await driverCalls.dispose();
      },
    };
  } finally {
    socket.close();
  }
}

test("an admin finds a payment, refunds part of it to the wallet and decides the rider's report", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const trip = await paidAndReportedTrip(testInfo.project.use.baseURL as string, testInfo);

  await signIn(page, ADMIN_EMAIL);
  await page.goto(`/admin/payments?q=${encodeURIComponent(trip.reference)}`);
  await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
  await expect(page.getByText("1 payment", { exact: true })).toBeVisible();
  const row = isMobile(page)
    ? page.getByRole("list", { name: "Payments" }).getByRole("listitem").filter({ hasText: trip.reference })
    : page.getByRole("row").filter({ hasText: trip.reference });
  await expect(row).toContainText(trip.rider.email);
  await expect(row).toContainText("Paid");
  await expectAccessible(page);

  // Part of the fare back to the rider's wallet.
  await row.getByRole("button", { name: /^Refund/ }).click();
  const dialog = page.getByRole("dialog", { name: "Refund a trip" });
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByText("Enter an amount")).toBeVisible();
  await dialog.getByLabel("Amount (₦)").fill("50");
  await dialog.getByLabel("Reason").fill("The driver took a longer road than agreed");
  await expect(dialog.getByRole("radio", { name: /CampusGo wallet/ })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText("Refund recorded. The rider has been told.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Refunded ₦50");
  await expect(row.getByRole("list", { name: "Refunds" })).toContainText("Refund ₦50 to the wallet");
  const wallet = await (await trip.riderCalls.get("/api/payments/wallet")).json();
  expect(wallet.data.balanceKobo).toBe(5_000);

  // The report, from the money section's navigation.
  await page.getByRole("link", { name: "Reports", exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Payment reports" })).toBeVisible();
  const report = page.getByRole("listitem", {
    name: "Report on the trip Admin desk pickup to Admin desk destination",
  });
  await expect(report.filter({ hasText: trip.rider.email })).toBeVisible();
  const mine = report.filter({ hasText: trip.rider.email });
  await expect(mine).toContainText("He asked me to transfer to his own account");
  await expect(mine).toContainText(trip.driver.fullName);
  await expectAccessible(page);
  await mine.getByRole("button", { name: "Warn driver" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Warn ${trip.driver.fullName}?` });
  await confirm.getByRole("button", { name: "Warn driver" }).click();
  await expect(page.getByText("The driver has been warned. The rider has been told.")).toBeVisible();
  await expect(mine).toBeHidden();

  // The rider hears both outcomes.
  const notices = (await (await trip.riderCalls.get("/api/notifications")).json()).data as {
    title: string;
  }[];
  expect(notices.map((n) => n.title)).toEqual(
    expect.arrayContaining(["We warned the driver", "Refund of ₦50"]),
  );
  await trip.close();
  expect(consoleErrors).toEqual([]);
});

test("an admin suspends a reported driver, then lifts the suspension so they can go online again", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const trip = await paidAndReportedTrip(testInfo.project.use.baseURL as string, testInfo);
  const goOnline = () =>
    trip.driverCalls.put("/api/driver/status", { headers: CSRF_HEADERS, data: { online: true } });

  await signIn(page, ADMIN_EMAIL);
  await page.goto("/admin/reports");
  const mine = page
    .getByRole("listitem", { name: "Report on the trip Admin desk pickup to Admin desk destination" })
    .filter({ hasText: trip.rider.email });
  await mine.getByRole("button", { name: "Suspend driver" }).click();
  const confirmSuspend = page.getByRole("alertdialog", { name: `Suspend ${trip.driver.fullName}?` });
  await confirmSuspend.getByRole("button", { name: "Suspend driver" }).click();
  await expect(page.getByText("The driver is suspended. The rider has been told.")).toBeVisible();
  const refused = await goOnline();
  expect(refused.status()).toBe(403);

  await page.getByRole("button", { name: "Decided" }).click();
  const decided = page
    .getByRole("list", { name: "Decided reports" })
    .getByRole("listitem")
    .filter({ hasText: trip.rider.email });
  await expect(decided).toContainText("Suspended");
  await decided.getByRole("button", { name: `Lift suspension of ${trip.driver.fullName}` }).click();
  const confirmLift = page.getByRole("alertdialog", { name: `Lift ${trip.driver.fullName}'s suspension?` });
  await expectAccessible(page);
  await confirmLift.getByRole("button", { name: "Lift suspension" }).click();
  await expect(
    page.getByText("Suspension lifted. The driver can go online again and has been told."),
  ).toBeVisible();
  await expect(confirmLift).toBeHidden();
  await expect(decided.getByRole("button", { name: /Lift suspension/ })).toBeHidden();
  await expect(decided).toContainText("Driver suspended");
  const online = await goOnline();
  expect(online.status(), await online.text()).toBe(200);
  await trip.close();
  expect(consoleErrors).toEqual([]);
});
