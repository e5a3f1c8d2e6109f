import { randomUUID } from "node:crypto";
import { formatBoardingQr, type ManifestSeat } from "@campusgo/domain";
import { type Browser, chromium, type Page, request as playwrightRequest } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "../scripts/chromium.mjs";
import { expect, expectAccessible, test, unreachableOutside } from "./fixtures.ts";
import { activatedPassenger, CSRF_HEADERS } from "./helpers/accounts.ts";
import { moveDevice, offset, placeDevice, type Spot } from "./helpers/geo.ts";
import { topUp } from "./helpers/money.ts";
import { qrPng, writeQrVideo } from "./helpers/qr-video.ts";
import { approvedDriver, DRIVER_PASSWORD, offlineMaps } from "./helpers/rides.ts";
import { loggedIn, SHUTTLE_BUS, send } from "./helpers/shuttles.ts";
import { keepToasts } from "./helpers/toasts.ts";
import { ADMIN_EMAIL, DEMO_PASSWORD, signIn } from "./kyc-helpers.ts";

// An admin's line, a bus driver, a rider and a browser of the driver's own with a camera: generous on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** This spec's own place, far from the campus and from the other specs' spots: the line's stops go north from it. */
const SPOT: Spot = { lat: 6.02, lon: 7.55 };

const STOP_NAMES = ["Ugwuoba Crossing", "Oji River Gate", "Achi Market"] as const;

/**
 * Put in the driver's page before it loads: while `campusgoRefuseCamera` is set the camera's permission is refused,
 * as on a phone where the driver said no; every stream the page opens is kept, to see that it is stopped.
 */
function cameraSwitch() {
  const page = window as unknown as { campusgoRefuseCamera: boolean; campusgoStreams: MediaStream[] };
  page.campusgoRefuseCamera = true;
  page.campusgoStreams = [];
  const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    if (page.campusgoRefuseCamera) throw new DOMException("Permission denied", "NotAllowedError");
    const stream = await open(constraints);
    page.campusgoStreams.push(stream);
    return stream;
  };
}

/** The state of each camera track the page opened ("live" or "ended"). */
const cameraTracks = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { campusgoStreams: MediaStream[] }).campusgoStreams.flatMap((s) =>
      s.getVideoTracks().map((t) => t.readyState),
    ),
  );

test("a bus driver boards a rider by scanning the QR code on her phone: refused away from the stop, boarded there; a photo of another code is told apart, and a refused camera leads back to typing", async ({
  baseURL,
}, testInfo) => {
  const base = baseURL as string;
  const admin = await loggedIn(base, ADMIN_EMAIL, DEMO_PASSWORD);
  const rider = await playwrightRequest.newContext({ baseURL: base });
  const driverApi: { api?: Awaited<ReturnType<typeof loggedIn>>; runId?: string } = {};
  let browser: Browser | undefined;
  try {
    // The admin's line: three stops 1 km apart going north, a loop open all day at ₦100 a ride.
    const name = `Scan run ${Date.now()}`;
    const start = offset(SPOT, Math.random() * 300, Math.random() * 300);
    const line = await send<{ id: string; stops: { id: string; name: string }[] }>(
      admin,
      "POST",
      "/api/admin/shuttle/lines",
      {
        name,
        colour: "#7C3AED",
        stops: STOP_NAMES.map((stop, i) => ({ name: stop, ...offset(start, i * 1000, 0) })),
        loop: true,
        opensAt: "00:00",
        closesAt: "23:59",
        headwayMin: 10,
        flatFareKobo: 10_000,
        fares: [],
      },
    );
    const [first, second] = line.stops as [{ id: string; name: string }, { id: string; name: string }];

    // A Shuttle Bus driver, assigned to it, online and on a run.
    const bus = await approvedDriver(base, SHUTTLE_BUS);
    await send(admin, "PUT", `/api/admin/shuttle/lines/${line.id}/drivers`, { driverIds: [bus.id] });
    driverApi.api = await loggedIn(base, bus.email, DRIVER_PASSWORD);
    await send(driverApi.api, "PUT", "/api/driver/status", { online: true });
    const run = await send<{ id: string }>(driverApi.api, "POST", "/api/driver/shuttle/runs", {
      lineId: line.id,
    });
    driverApi.runId = run.id;

    // A rider reserves a seat from the first stop to the second; her phone shows its QR code.
    const account = await activatedPassenger(rider);
    const login = await rider.post("/api/auth/login", {
      headers: CSRF_HEADERS,
      data: { email_or_phone: account.email, password: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    await topUp(rider, 50_000);
    const seat = await send<{ id: string; code: string }>(rider, "POST", "/api/shuttle/seats", {
      runId: run.id,
      fromStopId: first.id,
      toStopId: second.id,
    });
    const firstName = account.fullName.split(" ")[0] as string;

    // The driver's phone: its camera films the rider's QR code (Chromium's fake camera playing a video of it).
    const video = testInfo.outputPath("rider-seat-qr.y4m");
    writeQrVideo(video, formatBoardingQr({ seatId: seat.id, code: seat.code }));
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [
        ...CHROME_FLAGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL: base,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    });
    // The bus waits 250 m from the rider's stop.
    await placeDevice(context, offset(start, 0, -250));
    const page = await context.newPage();
    const errors: string[] = [];
    // The refusals the journey provokes print the failed call (404: a seat of another bus; 409: not at the stop).
    const allowed = [/status of 404 \(Not Found\)/, /status of 409 \(Conflict\)/];
    page.on("console", (m) => {
      if (m.type() !== "error" || unreachableOutside(m)) return;
      if (!allowed.some((re) => re.test(m.text()))) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await offlineMaps(page);
    await page.addInitScript(cameraSwitch);
    await signIn(page, bus.email, DRIVER_PASSWORD);
    await page.goto("/dashboard?tab=request");
    const toasts = await keepToasts(page);

    const panel = page.getByTestId("shuttle-run");
    await expect(panel.getByRole("heading", { name, level: 3 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("switch", { name: "Online" })).toHaveAttribute("aria-checked", "true");
    const boarding = panel.getByRole("listitem", { name: `${firstName} to ${second.name}` });
    await expect(boarding).toBeVisible();
    const scan = panel.getByRole("button", { name: "Scan boarding code" });
    const dialog = page.getByRole("dialog", { name: "Scan boarding code" });
    const status = dialog.getByRole("status");

    // The camera refused: the dialog says so and leads back to typing; a photo still reads a code, and tells
    // a code that is not CampusGo's and a seat of another bus apart.
    await scan.click();
    await expect(dialog.getByRole("alert")).toContainText("The camera is blocked for CampusGo");
    await expect(dialog.getByRole("button", { name: "Type the code instead" })).toBeVisible();
    const photo = dialog.getByTestId("scan-photo-input");
    await expect(photo).toHaveAttribute("accept", "image/*");
    await expect(photo).toHaveAttribute("capture", "environment");
    await photo.setInputFiles({
      name: "menu.png",
      mimeType: "image/png",
      buffer: await qrPng("https://example.com/canteen/menu"),
    });
    await expect(status).toHaveText("This is not a CampusGo boarding code");
    await photo.setInputFiles({
      name: "other-bus.png",
      mimeType: "image/png",
      buffer: await qrPng(formatBoardingQr({ seatId: randomUUID(), code: "123456" })),
    });
    await expect(status).toHaveText("This seat is not on this bus");
    await expect(dialog.getByRole("alert")).toContainText("The camera is blocked for CampusGo");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("scan-dialog-no-camera.png") });
    await dialog.getByRole("button", { name: "Type the code instead" }).click();
    await expect(dialog).toBeHidden();
    await expect(boarding.getByRole("button", { name: `Board ${firstName}` })).toBeFocused();

    // The camera allowed: it films the rider's code, and the server refuses it while the bus is away from her stop;
    // scanning goes on.
    await page.evaluate(() => {
      (window as unknown as { campusgoRefuseCamera: boolean }).campusgoRefuseCamera = false;
    });
    await scan.click();
    await expect(status).toHaveText(`Board riders at ${first.name}`, { timeout: 30_000 });
    expect(await cameraTracks(page)).toEqual(["live"]);
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("scan-dialog.png") });

    // At the stop, the same code boards her: the dialog closes, says so, and the camera stops.
    await moveDevice(context, start);
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(boarding).toContainText("Boarded");
    expect(await toasts.shown()).toContain(`Boarded: ${firstName}`);
    expect(await cameraTracks(page)).toEqual(["ended"]);
    await expect(scan).toBeHidden();
    const seats = await driverApi.api.get(`/api/driver/shuttle/runs/${run.id}/seats`);
    const manifest = ((await seats.json()) as { data: ManifestSeat[] }).data;
    expect(manifest.find((s) => s.id === seat.id)?.status).toBe("boarded");
    expect(errors, "console errors in the driver's browser").toEqual([]);
  } finally {
    if (driverApi.api && driverApi.runId) {
      await send(driverApi.api, "POST", `/api/driver/shuttle/runs/${driverApi.runId}/end`);
    }
    await browser?.close();
    await driverApi.api?.dispose();
    await rider.dispose();
    await admin.dispose();
  }
});
