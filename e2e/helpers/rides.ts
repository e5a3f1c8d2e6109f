import type { RideView } from "@campusgo/domain";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from "@playwright/test";
import { unreachableOutside } from "../fixtures.ts";
import { ADMIN_EMAIL, CSRF, DEMO_PASSWORD, jpegFile, pngFile, registerDriver } from "../kyc-helpers.ts";

export const DRIVER_PASSWORD = "kyc-e2e-pass";

export interface ApprovedDriver {
  id: string;
  email: string;
  fullName: string;
}

/** The vehicle a driver registers in their KYC: a Keke unless told otherwise. */
export interface DriverVehicle {
  vehicleType: string;
  numberOfSeats: string;
  plateNumber: string;
  vehicleColor: string;
}

const KEKE: DriverVehicle = {
  vehicleType: "Keke",
  numberOfSeats: "3",
  plateNumber: "ENU-482-KK",
  vehicleColor: "Yellow",
};

/**
 * A new driver with a Keke (or `vehicle`), activated, verified (the whole KYC sent at once) and approved by the
 * demo admin, as the product's own screens would leave them.
 */
export async function approvedDriver(
  baseURL: string,
  vehicle: DriverVehicle = KEKE,
): Promise<ApprovedDriver> {
  const driverApi = await playwrightRequest.newContext({ baseURL });
  const adminApi = await playwrightRequest.newContext({ baseURL });
  try {
    const driver = await registerDriver(driverApi);
    const activated = await driverApi.get(`/api/auth${driver.activationLink}`);
    expect(activated.status(), await activated.text()).toBe(200);
    const login = await driverApi.post("/api/auth/login", {
      headers: CSRF,
      data: { email_or_phone: driver.email, password: DRIVER_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const kyc = await driverApi.put(`/api/driver/driverkyc?whois=${driver.id}&skip=1`, {
      headers: CSRF,
      multipart: {
        meansOfIdentification: "NIN",
        documentID: "12345678901",
        documentPhotos: await pngFile("nin.png"),
        vehicleType: vehicle.vehicleType,
        plateNumber: vehicle.plateNumber,
        vehicleColor: vehicle.vehicleColor,
        numberOfSeats: vehicle.numberOfSeats,
        serviceArea: "Odenigwe",
        vehiclePhotos: await jpegFile("keke.jpg"),
        bankName: "Zenith",
        bankAccountHolderName: driver.fullName,
        bankAccountNumber: "0123456789",
      },
    });
    expect(kyc.status(), await kyc.text()).toBe(200);
    const admin = await adminApi.post("/api/auth/login", {
      headers: CSRF,
      data: { email_or_phone: ADMIN_EMAIL, password: DEMO_PASSWORD },
    });
    expect(admin.status(), await admin.text()).toBe(200);
    const approve = await adminApi.post(`/api/admin/kyc/${driver.id}/approve`, { headers: CSRF });
    expect(approve.status(), await approve.text()).toBe(200);
    return { id: driver.id, email: driver.email, fullName: driver.fullName };
  } finally {
    await driverApi.dispose();
    await adminApi.dispose();
  }
}

/**
 * A second browser window with the test's viewport, whose console errors are collected and checked by
 * `close()`; `allowed` lists the errors a test provokes on purpose (a refused call prints one).
 */
export async function secondWindow(browser: Browser, page: Page, testInfo: TestInfo, allowed: RegExp[] = []) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
  });
  const other = await context.newPage();
  const errors: string[] = [];
  other.on("console", (m) => {
    const text = m.text();
    if (m.type() !== "error") return;
    if (unreachableOutside(m)) return;
    if (allowed.some((re) => re.test(text))) return;
    errors.push(text);
  });
  other.on("pageerror", (e) => errors.push(e.message));
  return {
    context,
    page: other,
    close: async () => {
      await context.close();
      expect(errors, "console errors in the second window").toEqual([]);
    },
  };
}

/** The ride as the server holds it, read by its rider or its driver. */
export async function serverRide(request: APIRequestContext, rideId: string): Promise<RideView> {
  const response = await request.get(`/api/rides/${rideId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as RideView;
}

/** The ride id a flow screen carries in its address (?ride=). */
export function rideIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("ride");
  expect(id, "ride id in the address").toBeTruthy();
  return id as string;
}

/** Keeps the map offline the way a phone without data is: tile and geocoder hosts cannot be reached. */
export async function offlineMaps(page: Page): Promise<void> {
  await page
    .context()
    .route(/tile\.openstreetmap\.org|nominatim\.openstreetmap\.org/, (route) =>
      route.abort("internetdisconnected"),
    );
}
