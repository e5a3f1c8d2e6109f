import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatNaira, PUSH_MESSAGES, pushMessageSchema } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { pushSubscriptions } from "../src/db/schema/index.ts";
import { requestPushHandler } from "../src/modules/push/ride-requests.ts";
import { PushSender } from "../src/modules/push/sender.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery } from "./helpers/deliveries.ts";
import {
  type BrowserSubscription,
  type PushService,
  startPushService,
  trustPushService,
  verifyVapid,
} from "./helpers/push-service.ts";
import { book, MANUAL_DISPATCH, onlineDriver, ownArea, redisEnv } from "./helpers/rides.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";
import { eventually } from "./helpers/wait.ts";

/**
 * Web Push of ride requests to drivers whose app is closed: the real `web-push` library sends over HTTPS to a
 * local push service, which decrypts each message with the browser's keys (RFC 8291) and checks its VAPID
 * signature (RFC 8292). Subscriptions are per browser session, and go when the push service says they are gone.
 */
let t: TestApp;
let service: PushService;
beforeAll(async () => {
  trustPushService();
  service = await startPushService();
  t = await createTestApp({
    ...MANUAL_DISPATCH,
    ...redisEnv(),
    PUSH_SERVICE_HOSTS: "127.0.0.1",
    VAPID_SUBJECT: "mailto:dispatch@campusgo.test",
  });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

type Api = Awaited<ReturnType<typeof signedIn>>;
const subscribe = (api: Api, sub: Pick<BrowserSubscription, "json">) =>
  api({ method: "POST", url: "/api/push/subscriptions", payload: sub.json });
const rowsOf = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const pushesTo = (sub: BrowserSubscription) => service.received.filter((r) => r.path === sub.path);

describe("a ride request pushed to a driver's browsers", () => {
  it("reaches every browser of the driver, encrypted for each, signed by the server's VAPID key", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const phone = service.subscription();
    const laptop = service.subscription();
    const laptopApi = await signedIn(t, driver.user);
    const subscribed = await subscribe(driver.api, phone);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().message).toBe(PUSH_MESSAGES.subscribed);
    expect((await subscribe(laptopApi, laptop)).statusCode).toBe(200);
    expect(await rowsOf(driver.user.id)).toHaveLength(2);

    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup: area.pickup, destination: area.destination });
    const before = Date.now();
    await eventually(async () => pushesTo(phone).length > 0 && pushesTo(laptop).length > 0, {
      what: "a push to both browsers",
    });
    const config = (await t.app.inject({ method: "GET", url: "/api/config" })).json();
    expect(config.vapidPublicKey).toBe(t.config.push.publicKey);

    for (const sub of [phone, laptop]) {
      const [push] = pushesTo(sub);
      if (!push) throw new Error("no push");
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(push.headers.urgency).toBe("high");
      expect(push.headers.topic).toBe(ride.id.replaceAll("-", ""));
      const ttl = Number(push.headers.ttl);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(t.config.rides.searchTimeoutMs / 1000);
      const vapid = verifyVapid(push.headers.authorization, service.origin);
      expect(vapid).toMatchObject({ sub: "mailto:dispatch@campusgo.test", publicKey: config.vapidPublicKey });

      const message = pushMessageSchema.parse(JSON.parse(sub.decrypt(push.body)));
      expect(message).toEqual({
        kind: "ride.request",
        rideId: ride.id,
        title: `New Keke request · ${formatNaira(ride.fareKobo)}`,
        body: expect.stringMatching(
          new RegExp(`^${area.pickup.name} to ${area.destination.name}\\. Pickup \\d+m from you\\.$`),
        ),
        url: `/dashboard?request=${ride.id}`,
        tag: `ride-request-${ride.id}`,
        expiresAt: expect.any(String),
      });
      expect(Date.parse(message.expiresAt)).toBeGreaterThan(before);
    }
    // The other browser's keys cannot read it.
    const [first] = pushesTo(phone);
    expect(() => laptop.decrypt(first?.body ?? Buffer.alloc(0))).toThrow();
  });

  it("forgets a browser the push service says is gone (410, 404), and sends again to one it failed", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const gone = service.subscription();
    const unknown = service.subscription();
    const flaky = service.subscription();
    service.answer(gone.path, 410);
    service.answer(unknown.path, 404);
    service.answer(flaky.path, [503]);
    expect((await subscribe(driver.api, gone)).statusCode).toBe(200);
    expect((await subscribe(await signedIn(t, driver.user), unknown)).statusCode).toBe(200);
    expect((await subscribe(await signedIn(t, driver.user), flaky)).statusCode).toBe(200);
    expect(await rowsOf(driver.user.id)).toHaveLength(3);

    const rider = await signedIn(t, await createUser(t));
    await book(rider, { pickup: area.pickup, destination: area.destination });
    await eventually(
      async () => {
        const left = (await rowsOf(driver.user.id)).map((r) => r.endpoint);
        return left.length === 1 && left[0] === flaky.json.endpoint;
      },
      { what: "the gone subscriptions deleted" },
    );
    expect(pushesTo(gone)).toHaveLength(1);
    expect(pushesTo(unknown)).toHaveLength(1);
    // The push service failed once (503): the push is sent again a little later, and taken.
    await eventually(async () => pushesTo(flaky).length === 2, { what: "a second push", timeoutMs: 30_000 });
    expect(await rowsOf(driver.user.id)).toHaveLength(1);
  });

  it("sends nothing once the request has closed (a job that runs late)", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup);
    const sub = service.subscription();
    expect((await subscribe(driver.api, sub)).statusCode).toBe(200);
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider, { pickup: area.pickup, destination: area.destination });
    await eventually(() => pushesTo(sub).length === 1, { what: "the push of the request" });
    const cancel = await rider({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const job = requestPushHandler({
      db: t.database.db,
      jobs: t.app.jobs,
      log: t.app.log,
      sender: new PushSender(t.config.push),
    });
    await job({ rideId: ride.id, driverIds: [driver.user.id] });
    expect(pushesTo(sub)).toHaveLength(1);
  });
});

describe("a delivery's request pushed to a driver's browser", () => {
  it("says it is a package, its size and kind, and where; decrypted with the browser's keys", async () => {
    const area = ownArea();
    const driver = await onlineDriver(t, area.pickup, "Keke");
    const phone = service.subscription();
    expect((await subscribe(driver.api, phone)).statusCode).toBe(200);
    const sender = await signedIn(t, await createUser(t));
    const d = await bookDelivery(sender, {
      pickup: area.pickup,
      dropoff: area.destination,
      size: "small",
      category: "food",
      fragile: true,
    });
    await eventually(async () => pushesTo(phone).length > 0, { what: "a push of the delivery" });
    const [push] = pushesTo(phone);
    const message = pushMessageSchema.parse(JSON.parse(phone.decrypt(push?.body ?? Buffer.alloc(0))));
    expect(message).toMatchObject({
      rideId: d.id,
      title: `New package request · ${formatNaira(d.offerKobo)}`,
      body: expect.stringMatching(
        new RegExp(`^Small food, fragile: ${area.pickup.name} to ${area.destination.name}. Pickup`),
      ),
      url: `/dashboard?request=${d.id}`,
    });
  });
});

describe("a browser's subscription", () => {
  it("is one per session, replaced by the next, and goes at logout and with the account", async () => {
    const driver = await onlineDriver(t, ownArea().pickup);
    const first = service.subscription();
    const second = service.subscription();
    expect((await subscribe(driver.api, first)).statusCode).toBe(200);
    expect((await subscribe(driver.api, second)).statusCode).toBe(200);
    expect((await rowsOf(driver.user.id)).map((r) => r.endpoint)).toEqual([second.json.endpoint]);

    // The same browser signs in as another driver: the endpoint moves to that account.
    const other = await onlineDriver(t, ownArea().pickup);
    expect((await subscribe(other.api, second)).statusCode).toBe(200);
    expect(await rowsOf(driver.user.id)).toEqual([]);
    expect((await rowsOf(other.user.id)).map((r) => r.endpoint)).toEqual([second.json.endpoint]);

    // Turned off in the browser.
    const off = await other.api({ method: "DELETE", url: "/api/push/subscriptions" });
    expect(off.json().message).toBe(PUSH_MESSAGES.unsubscribed);
    expect(await rowsOf(other.user.id)).toEqual([]);

    // Logout of that browser takes its subscription, not the other browser's.
    const other2 = await signedIn(t, other.user);
    const a = service.subscription();
    const b = service.subscription();
    expect((await subscribe(other.api, a)).statusCode).toBe(200);
    expect((await subscribe(other2, b)).statusCode).toBe(200);
    expect((await other.api({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
    expect((await rowsOf(other.user.id)).map((r) => r.endpoint)).toEqual([b.json.endpoint]);

    // Deleting the account takes the rest.
    const deleted = await other2({
      method: "DELETE",
      url: "/api/users/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf(other.user.id)).toEqual([]);
  });

  it("is refused unless it names a configured push service over HTTPS with well-formed keys", async () => {
    const driver = await onlineDriver(t, ownArea().pickup);
    const good = service.subscription().json;
    const cases = [
      { ...good, endpoint: "https://169.254.169.254/latest/meta-data" },
      { ...good, endpoint: "https://127.0.0.1.attacker.test/push/x" },
      { ...good, endpoint: `${good.endpoint.replace("https:", "http:")}` },
      { ...good, endpoint: good.endpoint.replace("https://", "https://user:pw@") },
    ];
    for (const payload of cases) {
      const res = await driver.api({ method: "POST", url: "/api/push/subscriptions", payload });
      expect(res.statusCode, payload.endpoint).toBe(400);
      expect([PUSH_MESSAGES.unsupportedService, PUSH_MESSAGES.badSubscription]).toContain(res.json().message);
    }
    for (const keys of [
      { p256dh: good.keys.p256dh.slice(2), auth: good.keys.auth },
      { p256dh: good.keys.p256dh, auth: `${good.keys.auth}AA` },
      { p256dh: "not base64!", auth: good.keys.auth },
      { p256dh: good.keys.p256dh },
    ]) {
      const res = await driver.api({
        method: "POST",
        url: "/api/push/subscriptions",
        payload: { ...good, keys },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUSH_MESSAGES.badSubscription);
    }
    const long = { ...good, endpoint: `${good.endpoint}/${"a".repeat(2100)}` };
    expect(
      (await driver.api({ method: "POST", url: "/api/push/subscriptions", payload: long })).statusCode,
    ).toBe(400);
    expect(await rowsOf(driver.user.id)).toEqual([]);

    const rider = await signedIn(t, await createUser(t));
    expect((await rider({ method: "POST", url: "/api/push/subscriptions", payload: good })).statusCode).toBe(
      403,
    );
    const anonymous = client(t);
    expect(
      (await anonymous({ method: "POST", url: "/api/push/subscriptions", payload: good })).statusCode,
    ).toBe(401);
  });
});

describe("the VAPID keys", () => {
  it("are generated once into DATA_DIR when unset, and must come as a valid pair when set", () => {
    const dir = mkdtempSync(join(tmpdir(), "campusgo-vapid-"));
    try {
      const first = loadConfig({ NODE_ENV: "test", DATA_DIR: dir }).push;
      expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
      expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
      expect(loadConfig({ NODE_ENV: "test", DATA_DIR: dir }).push).toMatchObject(first);
      expect(JSON.parse(readFileSync(join(dir, "vapid-keys.json"), "utf8"))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      expect(first.subject).toBe("mailto:support@campusgo.ng");

      const other = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: mkdtempSync(join(tmpdir(), "campusgo-vapid-")),
      });
      const set = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: other.push.publicKey,
        VAPID_PRIVATE_KEY: other.push.privateKey,
        VAPID_SUBJECT: "https://campusgo.example",
      }).push;
      expect(set).toMatchObject({ ...other.push, subject: "https://campusgo.example" });

      expect(() =>
        loadConfig({ NODE_ENV: "test", DATA_DIR: dir, VAPID_PUBLIC_KEY: first.publicKey }),
      ).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/);
      expect(() =>
        loadConfig({
          NODE_ENV: "test",
          DATA_DIR: dir,
          VAPID_PUBLIC_KEY: first.publicKey,
          VAPID_PRIVATE_KEY: other.push.privateKey,
        }),
      ).toThrow(/P-256 key pair/);
      expect(() => loadConfig({ NODE_ENV: "test", DATA_DIR: dir, VAPID_SUBJECT: "campusgo" })).toThrow(
        /VAPID_SUBJECT/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
