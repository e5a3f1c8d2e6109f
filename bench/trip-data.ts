/**
 * Data of one trip on the rider's phone (npm run bench:trip-data). Prints figures and a ratio against a floor
 * measured in the same run; never a pass/fail test.
 *
 * Starts the built app as `npm start` would (embedded database in a temp DATA_DIR, demo data, simulated drivers,
 * a free port), with map tiles served by a local stand-in tile server. A fresh rider books a Keke in Chromium on a
 * 360x800 phone, on the campus among the simulated drivers. This run's driver (approved by the demo admin, as
 * the e2e journeys make one) is driven from here over the API and socket.io: offers at the fare, drives to the
 * pickup, arrives, starts with the rider's PIN, drives to the destination and completes; the rider accepts that
 * offer and rates the trip in the browser. From just after the first load (dashboard shown, location given) to
 * the rating, every byte the rider's page receives (CDP: Network.loadingFinished encodedDataLength, headers
 * included) and every socket frame it sends or receives (payload length) is counted, split into API (/api/),
 * socket (frames and any socket.io polling), map tiles and assets (scripts, styles, images the screens load
 * lazily; the service worker is blocked, so nothing comes from its cache).
 *
 * Floor: what the rider must learn at the least: the rider's view of the ride once per state it passed through
 * (the JSON of GET /api/rides/:id at the end, times the states), the accepted offer's JSON once, and each driver
 * position as a bare [lat,lon,heading] JSON array.
 *
 * Env: CHROME_PATH (/usr/bin/chromium), BENCH_NETWORK=slow (the page reports a 3g connection: the map's
 * low-data mode), BENCH_APPROACH_POSITIONS (15), BENCH_TRIP_POSITIONS (30), BENCH_VERBOSE=1 (every path and
 * socket event), BENCH_HEADED=1.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, expect, request as playwrightRequest } from "@playwright/test";
import { io } from "socket.io-client";
import { activatedPassenger } from "../e2e/helpers/accounts.ts";
import { offset, type Spot } from "../e2e/helpers/geo.ts";
import { approvedDriver, DRIVER_PASSWORD } from "../e2e/helpers/rides.ts";
import { CHROME_FLAGS, CHROME_PATH } from "../scripts/chromium.mjs";
import { startDemoApp } from "./demo-app.ts";

const APPROACH = Number(process.env.BENCH_APPROACH_POSITIONS ?? 15);
const TRIP = Number(process.env.BENCH_TRIP_POSITIONS ?? 30);
const SLOW = process.env.BENCH_NETWORK === "slow";
const VERBOSE = process.env.BENCH_VERBOSE === "1";
const CSRF = { "x-campusgo-csrf": "1" };
/** By the Student Union Building, among the demo's simulated drivers (they show nearby and may offer too). */
const PICKUP: Spot = { lat: 6.8668, lon: 7.4101 };
const DESTINATION = "Main gate";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The points of a straight drive from one spot to another, `count` of them, the last one at `to`. */
const drive = (from: Spot, to: Spot, count: number): Spot[] =>
  Array.from({ length: count }, (_, i) => {
    const f = (i + 1) / count;
    return { lat: from.lat + (to.lat - from.lat) * f, lon: from.lon + (to.lon - from.lon) * f };
  });

// The app, its tiles, the driver.
const app = await startDemoApp({ env: { SIMULATOR_SPEED: "4", AUTO_ACCEPT_WINDOW_MS: "2000" } });
const tileOrigin = new URL(app.tileUrl.replace(/\{[a-z]\}/g, "0")).origin;
const baseURL = app.url;

const driver = await approvedDriver(baseURL);
const driverApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: CSRF });
const login = await driverApi.post("/api/auth/login", {
  data: { email_or_phone: driver.email, password: DRIVER_PASSWORD },
});
if (!login.ok()) throw new Error(`driver login: ${login.status()} ${await login.text()}`);
const online = await driverApi.put("/api/driver/status", { data: { online: true } });
if (!online.ok()) throw new Error(`driver online: ${online.status()} ${await online.text()}`);
const cookie = (await driverApi.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
const driverSocket = io(baseURL, { transports: ["websocket"], extraHeaders: { cookie, origin: baseURL } });
let driverAt: Spot = offset(PICKUP, 1200, 0);
const sendPosition = (heading: number) =>
  new Promise<void>((done) =>
    driverSocket
      .timeout(5000)
      .emit("driver:location", { lat: driverAt.lat, lon: driverAt.lon, heading, speed: 6 }, () => done()),
  );
let requested: (rideId: string) => void = () => undefined;
const rideRequest = new Promise<string>((done) => {
  requested = done;
});
driverSocket.on("ride:request", (r: { id: string }) => requested(r.id));
await new Promise<void>((done) => driverSocket.once("connect", () => done()));
await sendPosition(180);
// Keep the driver visible to dispatch while the rider books.
const idle = setInterval(() => void sendPosition(180), 3000);

// The rider's phone.
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  headless: process.env.BENCH_HEADED !== "1",
  args: [...CHROME_FLAGS],
});
const context = await browser.newContext({
  baseURL,
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: "block",
});
if (SLOW) {
  // A string, not a function: tsx would add helpers to a function's source that the page does not have.
  await context.addInitScript(`Object.defineProperty(Navigator.prototype, "connection", {
    configurable: true,
    get: () => ({ effectiveType: "3g", saveData: false, addEventListener() {}, removeEventListener() {} }),
  });`);
}
await context.grantPermissions(["geolocation"]);
await context.setGeolocation({ latitude: PICKUP.lat, longitude: PICKUP.lon, accuracy: 10 });
const page = await context.newPage();
page.setDefaultTimeout(60_000);
const rider = await activatedPassenger(page.request);
const riderLogin = await page.request.post("/api/auth/login", {
  headers: CSRF,
  data: { email_or_phone: rider.email, password: rider.password },
});
if (!riderLogin.ok()) throw new Error(`rider login: ${riderLogin.status()}`);
const riderUser = (await riderLogin.json()).data as { id: string };
await page.goto("/favicon.svg");
await page.evaluate((stored) => localStorage.setItem("current_user", JSON.stringify(stored)), riderUser);

// Every byte the page receives, by kind, counted once measuring starts.
type Kind = "api" | "socket" | "tiles" | "assets";
const bytes: Record<Kind, number> = { api: 0, socket: 0, tiles: 0, assets: 0 };
const counts: Record<Kind, number> = { api: 0, socket: 0, tiles: 0, assets: 0 };
const apiByPath = new Map<string, number>();
const assetByPath = new Map<string, number>();
const tilesByZoom = new Map<string, number>();
let measuring = false;
const kinds = new Map<string, { kind: Kind; path: string }>();
const kindOf = (url: string): { kind: Kind; path: string } => {
  const u = new URL(url);
  if (u.origin === tileOrigin) return { kind: "tiles", path: u.pathname };
  if (u.pathname.startsWith("/socket.io/")) return { kind: "socket", path: u.pathname };
  if (u.pathname.startsWith("/api/"))
    return { kind: "api", path: u.pathname.replace(/[0-9a-f-]{36}/g, ":id") };
  return { kind: "assets", path: u.pathname };
};
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
cdp.on("Network.requestWillBeSent", (e) => {
  if (measuring && !e.request.url.startsWith("data:")) kinds.set(e.requestId, kindOf(e.request.url));
});
cdp.on("Network.loadingFinished", (e) => {
  const k = kinds.get(e.requestId);
  if (!k) return;
  bytes[k.kind] += e.encodedDataLength;
  counts[k.kind] += 1;
  if (k.kind === "tiles") {
    const z = k.path.split("/")[1] ?? "?";
    tilesByZoom.set(z, (tilesByZoom.get(z) ?? 0) + 1);
  }
  if (k.kind === "assets") assetByPath.set(k.path, (assetByPath.get(k.path) ?? 0) + e.encodedDataLength);
  if (k.kind === "api") apiByPath.set(k.path, (apiByPath.get(k.path) ?? 0) + e.encodedDataLength);
});
let framesIn = 0;
let framesOut = 0;
const socketByEvent = new Map<string, number>();
const frame = (payload: string, dir: "in" | "out") => {
  if (!measuring) return;
  const size = Buffer.byteLength(payload);
  bytes.socket += size;
  const event = `${dir} ${payload.match(/^\d+\[?"([^"]+)"/)?.[1] ?? payload.slice(0, 2)}`;
  socketByEvent.set(event, (socketByEvent.get(event) ?? 0) + size);
  if (dir === "in") framesIn += 1;
  else framesOut += 1;
};
cdp.on("Network.webSocketFrameReceived", (e) => frame(e.response.payloadData, "in"));
cdp.on("Network.webSocketFrameSent", (e) => frame(e.response.payloadData, "out"));

// The first load: the dashboard with the device's position as the pickup, and nothing more in flight.
await page.goto("/dashboard");
await page
  .getByRole("dialog", { name: "Enable your location" })
  .getByRole("button", { name: "Use my location" })
  .click();
await expect(page.getByLabel("Pickup")).not.toHaveValue("", { timeout: 30_000 });
await page.waitForLoadState("networkidle");
await sleep(1500);
measuring = true;
const started = Date.now();

// Book a Keke to a campus place, without luggage.
await page.getByText("Keke ride", { exact: true }).click();
await page.getByRole("button", { name: /Where to\?/ }).click();
await page.getByRole("combobox", { name: "Destination" }).fill(DESTINATION);
await page
  .getByRole("option", { name: new RegExp(DESTINATION) })
  .first()
  .click();
await expect(page.getByTestId("upfront-fare")).toContainText("₦");
await page.getByRole("button", { name: "Continue" }).click();
await page.getByRole("radio", { name: /Without luggage/ }).check();
await page.getByRole("button", { name: "Send Request" }).click();
await expect(page).toHaveURL(/\/dashboard\/looking-for\?ride=/);

// The driver offers at the fare; the rider accepts.
const rideId = await rideRequest;
const offered = await driverApi.post(`/api/rides/${rideId}/offers`, { data: {} });
if (!offered.ok()) throw new Error(`offer: ${offered.status()} ${await offered.text()}`);
const offerJson = JSON.stringify((await offered.json()).data);
await page
  .getByRole("listitem", { name: `Offer from ${driver.fullName}` })
  .getByRole("button", { name: "View details" })
  .click();
await page.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
await expect(page.getByRole("heading", { name: "Your driver is on the way" })).toBeVisible();
clearInterval(idle);

// The driver comes, about a position a second (the server takes at most one every 0.9 s).
let positions = 0;
for (const p of drive(driverAt, PICKUP, APPROACH)) {
  driverAt = p;
  await sendPosition(180);
  positions += 1;
  await sleep(1000);
}
const pin = ((await page.getByTestId("pickup-pin").textContent()) ?? "").trim();
const arrived = await driverApi.post(`/api/rides/${rideId}/arrive`);
if (!arrived.ok()) throw new Error(`arrive: ${arrived.status()} ${await arrived.text()}`);
await expect(page.getByRole("heading", { name: "Your driver has arrived" })).toBeVisible();
const startedTrip = await driverApi.post(`/api/rides/${rideId}/start`, { data: { pin } });
if (!startedTrip.ok()) throw new Error(`start: ${startedTrip.status()} ${await startedTrip.text()}`);
await expect(page.getByRole("heading", { name: "On your way" })).toBeVisible();

// The trip to the destination, then completion and the rider's rating.
const ride = (await (await page.request.get(`/api/rides/${rideId}`)).json()).data as {
  destination: Spot;
};
for (const p of drive(driverAt, ride.destination, TRIP)) {
  driverAt = p;
  await sendPosition(200);
  positions += 1;
  await sleep(1000);
}
const completed = await driverApi.post(`/api/rides/${rideId}/complete`, { data: { confirmFar: true } });
if (!completed.ok()) throw new Error(`complete: ${completed.status()} ${await completed.text()}`);
await expect(page.getByRole("heading", { name: "You have arrived" })).toBeVisible();
await page.getByRole("radio", { name: "5 stars" }).check();
await page.getByRole("button", { name: "Submit rating" }).click();
await expect(page.getByText(/You rated .+ 5 of 5 stars/)).toBeVisible();
await sleep(500);
measuring = false;
const seconds = (Date.now() - started) / 1000;

// The floor: the rider's ride once per state it went through, the offer once, each position as [lat,lon,h].
const finalRide = JSON.stringify((await (await page.request.get(`/api/rides/${rideId}`)).json()).data);
const STATES = ["searching", "accepted", "arrived", "in_progress", "completed"].length;
const positionFloor = positions * JSON.stringify([6.86731, 7.40851, 180]).length;
const floor = finalRide.length * STATES + offerJson.length + positionFloor;

const withoutTiles = bytes.api + bytes.socket + bytes.assets;
console.log(
  `trip data on the rider's phone (360x800, ${SLOW ? "a 3g connection: low-data map" : "a fast connection"}): book, offer, accept, ${positions} driver positions, arrive, trip, complete, rate; ${seconds.toFixed(0)} s`,
);
console.log(`  API (/api/): ${kb(bytes.api)} in ${counts.api} responses`);
for (const [path, n] of [...apiByPath].sort((a, b) => b[1] - a[1]).slice(0, VERBOSE ? 99 : 8))
  console.log(`    ${path}: ${kb(n)}`);
console.log(`  socket: ${kb(bytes.socket)} (${framesIn} frames in, ${framesOut} out)`);
for (const [event, n] of [...socketByEvent].sort((a, b) => b[1] - a[1]).slice(0, VERBOSE ? 99 : 5))
  console.log(`    ${event}: ${kb(n)}`);
console.log(`  assets: ${kb(bytes.assets)} in ${counts.assets} responses`);
if (VERBOSE) for (const [path, n] of assetByPath) console.log(`    ${path}: ${kb(n)}`);
const zooms = [...tilesByZoom]
  .sort((a, b) => Number(a[0]) - Number(b[0]))
  .map(([z, n]) => `z${z}: ${n}`)
  .join(", ");
console.log(
  `  map tiles: ${kb(bytes.tiles)} in ${counts.tiles} tiles (${zooms}; stand-in tiles of ${kb(app.tileSize)})`,
);
console.log(`  total without tiles: ${kb(withoutTiles)} (target: under 150 KB)`);
console.log(
  `  floor: the ride once per state (${STATES} x ${kb(finalRide.length)}), the offer (${kb(offerJson.length)}), ${positions} positions as [lat,lon,heading] (${kb(positionFloor)}): ${kb(floor)}`,
);
console.log(`  ratio total without tiles / floor: ${(withoutTiles / floor).toFixed(2)}x`);

driverSocket.close();
await driverApi.dispose();
await browser.close();
await app.stop();
