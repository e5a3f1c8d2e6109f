import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";

/** The header every state-changing call of the web app sends. */
export const CSRF = { "x-campusgo-csrf": "1" };
export const DEMO_PASSWORD = "campusgo-demo";
export const ADMIN_EMAIL = "admin@campusgo.demo";

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG image of one colour (the server checks magic bytes and re-encodes). */
export async function pngFile(name: string, color = "#0b6e4f", size = 64): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A real JPEG image. */
export async function jpegFile(name: string, color = "#f5b800", size = 64): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export interface NewDriver {
  id: string;
  email: string;
  fullName: string;
  activationLink: string;
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const phone = () => `080${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** Registers a driver (POST /api/auth/register/driver) and finds the activation link in the dev outbox. */
export async function registerDriver(request: APIRequestContext): Promise<NewDriver> {
  const id = tag();
  const lastName = `Okafor${id}`;
  const email = `driver-${id}@example.com`;
  const response = await request.post("/api/auth/register/driver", {
    headers: CSRF,
    data: {
      firstName: "Emeka",
      lastName,
      email,
      password: "kyc-e2e-pass",
      confirmPassword: "kyc-e2e-pass",
      phoneNumber: phone(),
      city: "Anambra",
      role: "driver",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()).data as { id: string; fullName: string };
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  const [message] = (await mail.json()) as { text: string }[];
  const link = message?.text.match(/https?:\/\/\S*\/activate\?\S+/)?.[0];
  expect(link, "activation link in the outbox").toBeTruthy();
  const url = new URL(link as string);
  return { id: user.id, email, fullName: user.fullName, activationLink: `${url.pathname}${url.search}` };
}

/** Signs a driver up and activates them in the browser (activation signs the driver in). */
export async function signUpAndActivate(page: Page): Promise<NewDriver> {
  const driver = await registerDriver(page.request);
  await page.goto(driver.activationLink);
  await expect(page.getByRole("heading", { name: "Activation Successful" })).toBeVisible();
  return driver;
}

/**
 * Logs in through the API and keeps the user the way the login screen does (localStorage "current_user"),
 * so screens treat this browser as signed in.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<{ id: string }> {
  const login = await page.request.post("/api/auth/login", {
    headers: CSRF,
    data: { email_or_phone: email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const user = (await login.json()).data as { id: string };
  await page.goto("/favicon.svg");
  await page.evaluate((stored) => localStorage.setItem("current_user", JSON.stringify(stored)), user);
  return user;
}

/** Saves steps 1 to 3 through the API, as a driver who filled them earlier on another device. */
export async function saveFirstThreeSteps(request: APIRequestContext): Promise<void> {
  const identity = await request.put("/api/driver/kyc/identity", {
    headers: CSRF,
    multipart: {
      meansOfIdentification: "NIN",
      documentID: "12345678901",
      documentPhotos: await pngFile("nin.png"),
    },
  });
  expect(identity.status(), await identity.text()).toBe(200);
  const vehicle = await request.put("/api/driver/kyc/vehicle", {
    headers: CSRF,
    multipart: { vehicleType: "Keke", plateNumber: "ENU-123-AB", vehiclePhotos: await jpegFile("keke.jpg") },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(200);
  const bank = await request.put("/api/driver/kyc/bank", {
    headers: CSRF,
    data: { bankName: "Zenith", bankAccountHolderName: "Emeka Okafor", bankAccountNumber: "0123456789" },
  });
  expect(bank.status(), await bank.text()).toBe(200);
}

/** The signed-in driver's verification as the server holds it. */
export async function serverKyc(request: APIRequestContext) {
  const response = await request.get("/api/driver/kyc");
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    status: string;
    step: number;
    rejectionReason: string | null;
    identity: { documentPhotos: unknown[]; documentID: string | null; documentExpiresOn: string | null };
    vehicle: { plateNumber: string | null; vehiclePhotos: unknown[]; vehiclePapersExpireOn: string | null };
    profileImage: unknown;
    earlier: Record<string, unknown>;
  };
}

/**
 * A second browser window signed in as the demo admin, with the same viewport as the test's page.
 * Console errors in it are collected and checked by `close()`.
 */
export async function openAdmin(browser: Browser, page: Page, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
  });
  const adminPage = await context.newPage();
  const errors: string[] = [];
  adminPage.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  adminPage.on("pageerror", (e) => errors.push(e.message));
  await signIn(adminPage, ADMIN_EMAIL);
  return {
    page: adminPage,
    close: async () => {
      await context.close();
      expect(errors, "admin console errors").toEqual([]);
    },
  };
}
