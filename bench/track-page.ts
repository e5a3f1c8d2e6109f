/**
 * The tracking page's weight (npm run bench:track-page). Prints figures and a ratio against its budget; never a
 * pass/fail test.
 *
 * Builds the API on an embedded database in this process and listens on a free port. A sender books a delivery
 * through the booking's service (recipient texted, link made); a driver takes it, picks it up, and sends a
 * position on the way. The page at the delivery's link (/track/<token>) is then asked for over HTTP twice: as
 * a browser that takes gzip asks (what crosses the network), and without compression (its raw bytes, and those
 * bytes gzipped here, which is what the budget counts). Budget: 30 KB gzip for everything the page needs to
 * show the delivery (HTML, styles, script and the first data: it loads nothing else). Also printed: the page of
 * a delivery still looking for a driver, the page of an unknown link, and what each refresh of the data costs.
 *
 * Env: TRACK_PAGE_SERVE=<port> keeps the server up on that port afterwards, the driver moving along the way
 * every 3 s, to look at the page in a browser (Ctrl-C ends it).
 */

import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { CAMPUS_PLACES, createDeliverySchema } from "@campusgo/domain";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { openDatabase } from "../apps/api/src/db/client.ts";
import {
  type Delivery,
  driverProfiles,
  parcelPhotos,
  type User,
  users,
} from "../apps/api/src/db/schema/index.ts";
import { findDelivery } from "../apps/api/src/modules/deliveries/repo.ts";
import { createDelivery } from "../apps/api/src/modules/deliveries/service.ts";
import { transitionDelivery } from "../apps/api/src/modules/deliveries/transition.ts";

const BUDGET_BYTES = 30 * 1024;
const SERVE_PORT = Number(process.env.TRACK_PAGE_SERVE ?? 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), "campusgo-bench-"));
const database = await openDatabase({ kind: "pglite", dataDir: "memory" });
const config = loadConfig({
  NODE_ENV: "production",
  MAIL_DISABLED: "1",
  SMS_DISABLED: "1",
  LOG_LEVEL: "error",
  DATA_DIR: dataDir,
  DEMO: "0",
  DISPATCH_TICK_MS: "0",
  ...(SERVE_PORT ? { PUBLIC_URL: `http://localhost:${SERVE_PORT}` } : {}),
});
const app = await buildApp({ config, database });
await app.listen({ port: SERVE_PORT, host: "127.0.0.1" });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const db = database.db;

/** A GET over HTTP: the status, the headers and the body's bytes as they came (compressed or not). */
function get(path: string, gzip: boolean) {
  return new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: gzip ? { "accept-encoding": "gzip" } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A page's weight: raw, gzipped here, and as sent to a browser that takes gzip; its script and data apart. */
async function weigh(path: string) {
  const raw = await get(path, false);
  const sent = await get(path, true);
  const html = raw.bytes.toString("utf8");
  const script = /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
  const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return {
    status: raw.status,
    raw: raw.bytes.length,
    gzip: gzipSync(raw.bytes).length,
    sent: sent.bytes.length,
    sentEncoding: sent.encoding ?? "none",
    script: { raw: script.length, gzip: script ? gzipSync(script).length : 0 },
    data: { raw: data.length, gzip: data ? gzipSync(data).length : 0 },
  };
}

// The people: a sender, and a driver with a keke.
const [sender, driver] = (await db
  .insert(users)
  .values([
    {
      role: "passenger",
      fullName: "Adaeze Nwankwo",
      email: "bench-sender@example.test",
      emailVerifiedAt: new Date(),
    },
    {
      role: "driver",
      fullName: "Chinedu Okafor",
      email: "bench-driver@example.test",
      emailVerifiedAt: new Date(),
    },
  ])
  .returning()) as [User, User];
await db.insert(driverProfiles).values({
  userId: driver.id,
  kycStatus: "approved",
  kycStep: 4,
  vehicleType: "Keke",
  plateNumber: "NSK-482-AB",
  vehicleColor: "Green",
  numberOfSeats: 3,
});

const spot = (slug: string) => {
  const p = CAMPUS_PLACES.find((x) => x.slug === slug);
  if (!p) throw new Error(`no place ${slug}`);
  return { lat: p.lat, lon: p.lon, name: p.name };
};
const pickup = spot("peter-odili-hall");
const dropoff = spot("main-gate");

/** Books a delivery as the sender, with a parcel photo already uploaded; answers its link's path. */
async function book(): Promise<{ id: string; path: string }> {
  const photoKey = `bench/${crypto.randomUUID()}.jpg`;
  await db.insert(parcelPhotos).values({ key: photoKey, userId: sender.id });
  const input = createDeliverySchema.parse({
    pickup,
    dropoff,
    category: "documents",
    size: "small",
    photoKey,
    declaredValueKobo: 500_000,
    recipientName: "Ngozi Eze",
    recipientPhone: "0803 123 4567",
    note: "Call when you are at the gate",
  });
  const view = await createDelivery(app.deliveryDeps, sender, input);
  return { id: view.id, path: new URL(view.shareUrl ?? "").pathname };
}

/** Moves a delivery on as the server and its driver would. */
async function move(id: string, events: ("accept" | "arrive_pickup" | "pick_up")[]): Promise<Delivery> {
  let row = (await findDelivery(db, id)) as Delivery;
  for (const event of events) {
    const change = await db.transaction((tx) =>
      transitionDelivery(tx, row, {
        event,
        actor: event === "accept" ? "system" : "driver",
        actorId: event === "accept" ? null : driver.id,
        patch:
          event === "accept"
            ? { driverId: driver.id, agreedKobo: row.offerKobo, amountKobo: row.offerKobo }
            : {},
      }),
    );
    if (!change) throw new Error(`${event} refused from ${row.status}`);
    row = change.delivery;
  }
  return row;
}

/** The driver `f` of the way from the pickup to the drop-off, heading there. */
async function place(f: number) {
  const heading = (Math.atan2(dropoff.lon - pickup.lon, dropoff.lat - pickup.lat) * 180) / Math.PI;
  await app.rideDeps.locations.update({
    driverId: driver.id,
    rideType: 1,
    lat: pickup.lat + (dropoff.lat - pickup.lat) * f,
    lon: pickup.lon + (dropoff.lon - pickup.lon) * f,
    heading: (heading + 360) % 360,
    speed: 6,
    at: Date.now(),
    idle: false,
  });
}

const waiting = await book();
const searching = await weigh(waiting.path);

const carried = await book();
await move(carried.id, ["accept", "arrive_pickup", "pick_up"]);
await place(0.35);
const onItsWay = await weigh(carried.path);
const refresh = await get(`/api${carried.path}`, false);
const unknown = await weigh(`/track/${"A".repeat(43)}`);

const line = (label: string, w: Awaited<ReturnType<typeof weigh>>) =>
  console.log(
    `${label.padEnd(34)} ${String(w.status).padStart(3)}  raw ${kb(w.raw).padStart(8)}  gzip ${kb(w.gzip).padStart(7)}  sent ${kb(w.sent).padStart(7)} (${w.sentEncoding})`,
  );
console.log("tracking page (/track/<token>), everything it loads:");
line("in transit (plan, driver, steps)", onItsWay);
line("looking for a driver", searching);
line("unknown link (404)", unknown);
console.log(
  `  of the in-transit page: script ${kb(onItsWay.script.raw)} raw / ${kb(onItsWay.script.gzip)} gzip, data ${kb(onItsWay.data.raw)} raw / ${kb(onItsWay.data.gzip)} gzip`,
);
console.log(
  `each refresh (GET /api/track/:token, every 12 s while it goes on): ${kb(refresh.bytes.length)} as sent (${kb(gzipSync(refresh.bytes).length)} if gzipped)`,
);
const worst = Math.max(onItsWay.gzip, searching.gzip);
console.log(
  `tracking page with its data: ${kb(worst)} gzip (budget ${kb(BUDGET_BYTES)}, ${((worst / BUDGET_BYTES) * 100).toFixed(0)}% of it, ratio ${(worst / BUDGET_BYTES).toFixed(2)})`,
);

if (SERVE_PORT) {
  console.log(
    `serving: http://localhost:${SERVE_PORT}${carried.path} (in transit), ${waiting.path} (searching)`,
  );
  let f = 0.35;
  setInterval(() => {
    f = f >= 0.95 ? 0.05 : f + 0.05;
    void place(f);
  }, 3000);
} else {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
