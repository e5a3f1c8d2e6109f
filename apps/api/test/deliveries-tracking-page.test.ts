import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import {
  createDeliverySchema,
  DELIVERY_MESSAGES,
  type DeliveryView,
  formatTime,
  type TrackingView,
} from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, driverProfiles, users } from "../src/db/schema/index.ts";
import { createDelivery } from "../src/modules/deliveries/service.ts";
import { PLAN, project } from "../src/modules/deliveries/tracking-page/map.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { deliveryBody, moveDelivery, namedDriver, parcelPhotoKey } from "./helpers/deliveries.ts";
import { MANUAL_DISPATCH, place, placeDriver } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * The tracking page a recipient opens from their text (/track/<token>): drawn on the server with the link's data
 * and private headers, no app behind it, nothing personal in it, every user's word escaped, a page for an unknown
 * or expired link, and all of it within 30 KB gzip.
 */
const BUDGET_BYTES = 30 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANUAL_DISPATCH);
});
afterAll(() => t.close());

/** Books a delivery as `sender` through the booking's service and returns the sender's view with its link. */
async function book(overrides: Record<string, unknown> = {}, fullName = "Adaeze Nwankwo") {
  const sender = await createUser(t, { fullName });
  const key = await parcelPhotoKey(await signedIn(t, sender));
  const input = createDeliverySchema.parse(deliveryBody(key, overrides));
  const delivery: DeliveryView = await createDelivery(t.app.deliveryDeps, sender, input);
  return { sender, delivery, path: new URL(delivery.shareUrl ?? "").pathname };
}

/** The page as a stranger's browser asks for it: no cookie. */
const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers });

const inlineScript = (html: string) => /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
const inlineData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="track-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "null",
  ) as {
    view: TrackingView;
    now: string;
  };
/** What a reader sees: the page without its style, script and data. */
const visibleText = (html: string) => html.replace(/<(style|script)[^>]*>[^<]*<\/\1>/g, "");

function expectPageHeaders(res: Awaited<ReturnType<typeof page>>) {
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["x-robots-tag"]).toBe("noindex");
  expect(res.headers["set-cookie"]).toBeUndefined();
  const csp = String(res.headers["content-security-policy"]);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-inline");
  // Not the web app: no app shell, no script file, no stylesheet.
  expect(res.body).not.toContain('id="root"');
  expect(res.body).not.toMatch(/<script[^>]*\bsrc=|<link rel="(stylesheet|modulepreload)"/);
}

describe("the tracking page", () => {
  it("is drawn on the server with the link's headers, a policy that allows only its own script, and no app", async () => {
    const { path, delivery } = await book();
    const res = await page(path);
    expect(res.statusCode, res.body).toBe(200);
    expectPageHeaders(res);
    const script = inlineScript(res.body);
    expect(script.length).toBeGreaterThan(100);
    const hash = createHash("sha256").update(script).digest("base64");
    expect(String(res.headers["content-security-policy"])).toContain(`script-src 'sha256-${hash}'`);
    expect(res.body).toContain(
      '<h1 id="status" aria-live="polite">Finding a driver to carry the package</h1>',
    );
    expect(res.body).toContain(delivery.pickup.name);
    expect(res.body).toContain(delivery.dropoff.name);
    expect(res.body).toContain("The driver shows here once one takes the package.");
    // The data it was drawn from is the JSON route's, for the script to start from.
    const json = await t.app.inject({ method: "GET", url: `/api${path}` });
    expect(inlineData(res.body).view).toEqual(json.json().data);
  });

  it("shows the status, the steps with their times, the driver by first name and vehicle, the plan in transit, and nothing personal", async () => {
    const { sender, delivery, path } = await book({ recipientName: "Ngozi Eze" });
    const driver = await namedDriver(t, "Chinedu Okafor");
    const row = await moveDelivery(t, delivery.id, driver, ["accept", "arrive_pickup", "pick_up"]);
    await placeDriver(
      t,
      driver.id,
      { lat: delivery.pickup.lat - 0.002, lon: delivery.pickup.lon - 0.004 },
      1,
      false,
    );
    const [profile] = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, driver.id));

    const res = await page(path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("The package is on its way");
    expect(html).toContain('<p class="who">Chinedu</p>');
    expect(html).toContain(`Green Keke <span class="plate">${profile?.plateNumber}</span>`);
    expect(html).toContain('<svg class="plan"');
    expect(html).toMatch(/About [\d.]+k?m from Main gate/);
    expect(html).toContain("Updated just now");
    expect(html).toContain(
      `<li class="done"><span>Picked up</span><time datetime="${row.pickedUpAt?.toISOString()}">`,
    );
    expect(html).toContain(formatTime(row.pickedUpAt ?? 0));
    expect(html).toContain('<li><span>Delivered</span><span class="sr">not yet</span></li>');

    const text = visibleText(html);
    for (const secret of [
      "Okafor",
      "Adaeze",
      "Nwankwo",
      "Ngozi",
      "Eze",
      driver.phoneNumber ?? "-",
      sender.phoneNumber ?? "-",
      sender.email,
      delivery.recipient.phoneNumber ?? "-",
      delivery.id,
      sender.id,
      driver.id,
      "Call when you are at the gate",
    ]) {
      expect(html.includes(secret), secret).toBe(false);
    }
    expect(text).not.toMatch(new RegExp(`\\b${delivery.pickupCode}\\b`));
    expect(JSON.stringify(inlineData(html))).not.toContain(`"${delivery.pickupCode}"`);
    expect(/\+234|phone/i.test(html)).toBe(false);
  });

  it("writes every user's word as text: place, driver and vehicle names cannot close the script or add markup", async () => {
    const hostile = '</script><img src=x onerror="alert(1)">';
    const { delivery, path } = await book({
      pickup: { ...place("odenigwe"), name: `Hall ${hostile}` },
      recipientName: `Ngozi ${hostile}`,
    });
    const driver = await namedDriver(t, "Chinedu Okafor");
    await t.database.db
      .update(users)
      .set({ firstName: `<b>Chi</b>${hostile}` })
      .where(eq(users.id, driver.id));
    await t.database.db
      .update(driverProfiles)
      .set({ vehicleColor: `Green ${hostile}`, plateNumber: `<i>NSK</i>` })
      .where(eq(driverProfiles.userId, driver.id));
    await moveDelivery(t, delivery.id, driver, ["accept", "arrive_pickup", "pick_up"]);
    await placeDriver(t, driver.id, { lat: delivery.pickup.lat, lon: delivery.pickup.lon + 0.003 }, 1, false);

    const html = (await page(path)).body;
    // Exactly the page's own two script elements, and no element a name brought in.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html.match(/<script/g)).toHaveLength(2);
    for (const markup of ["<img", "<b>Chi", "<i>NSK"]) expect(html.includes(markup), markup).toBe(false);
    expect(html).toContain("Hall &lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;b&gt;Chi&lt;/b&gt;&lt;/script&gt;");
    expect(html).toContain("&lt;i&gt;NSK&lt;/i&gt;");
    expect(html).not.toContain("Ngozi");
    // In the inline data, "<" is written as \u003c, and the names read back as they were.
    const data = inlineData(html);
    expect(data.view.pickup.name).toBe(`Hall ${hostile}`);
    expect(data.view.driver?.firstName).toBe(`<b>Chi</b>${hostile}`);
    expect(html).toContain("Hall \\u003c/script>\\u003cimg");
  });

  it("weighs under 30 KB gzip with its data, style and script, and is sent compressed to browsers that take gzip", async () => {
    const { delivery, path } = await book();
    const driver = await namedDriver(t, "Chinedu Okafor");
    await moveDelivery(t, delivery.id, driver, ["accept", "arrive_pickup", "pick_up"]);
    await placeDriver(t, driver.id, { lat: delivery.pickup.lat + 0.001, lon: delivery.pickup.lon }, 1, false);

    const raw = await page(path);
    const gzipped = gzipSync(raw.rawPayload).length;
    expect(gzipped).toBeLessThan(BUDGET_BYTES);

    const compressed = await page(path, { "accept-encoding": "gzip, deflate, br" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toBe("accept-encoding");
    expect(compressed.rawPayload.length).toBeLessThan(BUDGET_BYTES);
    expect(gunzipSync(compressed.rawPayload).toString("utf8")).toContain("The package is on its way");
  });

  it("answers a link that names nothing with a 404 page that says so", async () => {
    for (const path of [
      `/track/${"A".repeat(43)}`,
      "/track/short",
      `/track/${"a".repeat(300)}`,
      "/track/one/two",
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expectPageHeaders(res);
      expect(res.body, path).toContain('<h1 id="status">Link not found</h1>');
      expect(res.body, path).toContain(DELIVERY_MESSAGES.linkNotFound);
      expect(res.body).not.toContain("<script");
    }
  });

  it("answers an expired link with a 410 page that says so", async () => {
    const { delivery, path } = await book();
    // Cancelled a day and an hour ago.
    await t.database.db
      .update(deliveries)
      .set({ status: "cancelled", endedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(deliveries.id, delivery.id));
    const res = await page(path);
    expect(res.statusCode).toBe(410);
    expectPageHeaders(res);
    expect(res.body).toContain('<h1 id="status">Link expired</h1>');
    expect(res.body).toContain(DELIVERY_MESSAGES.linkGone);
  });
});

describe("the plan of the way", () => {
  it("keeps north up and a kilometre as long across as up, inside the padding, centred", () => {
    // Two points 0.01 degree apart east-west and north-south near the equator, and one between them.
    const [a, b, c] = project([
      { lat: 6.86, lon: 7.4 },
      { lat: 6.87, lon: 7.41 },
      { lat: 6.865, lon: 7.405 },
    ]);
    if (!a || !b || !c) throw new Error("no points");
    expect(b.y).toBeLessThan(a.y);
    expect(b.x).toBeGreaterThan(a.x);
    expect(Math.abs(b.x - a.x) / Math.abs(b.y - a.y)).toBeCloseTo(Math.cos((6.865 * Math.PI) / 180), 2);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThanOrEqual(PLAN.padding);
      expect(p.x).toBeLessThanOrEqual(PLAN.width - PLAN.padding);
      expect(p.y).toBeGreaterThanOrEqual(PLAN.padding);
      expect(p.y).toBeLessThanOrEqual(PLAN.height - PLAN.padding);
    }
    expect(c).toEqual({ x: PLAN.width / 2, y: PLAN.height / 2 });
  });

  it("does not blow up points a few metres apart", () => {
    const [a, b] = project([
      { lat: 6.86, lon: 7.4 },
      { lat: 6.86001, lon: 7.4 },
    ]);
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 0))).toBeLessThan(1);
  });
});
