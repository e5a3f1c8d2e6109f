import { RIDE_MESSAGES, SAME_POSITION_AGAIN_MS } from "@campusgo/domain";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { NOT_SIGNED_IN } from "../src/plugins/session.ts";
import { LOCATION_BURST } from "../src/realtime/driver-handlers.ts";
import { tripRoom } from "../src/realtime/rooms.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery } from "./helpers/deliveries.ts";
import {
  book,
  connect,
  emitAck,
  eventually,
  listen,
  MANUAL_DISPATCH,
  nextEvent,
  north,
  onlineDriver,
  ownArea,
  place,
  redisEnv,
  testRedisUrl,
} from "./helpers/rides.ts";
import { createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  // One position per 10 s after a short burst (the real setting is about 1 s).
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv(), LOCATION_MIN_INTERVAL_MS: "10000" });
  url = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function open(api?: { cookies: Map<string, string> }, base = url) {
  const s = await connect(base, api);
  sockets.push(s);
  return s;
}

const pickup = place("odenigwe");

describe("socket authentication", () => {
  it("refuses a connection without a session", async () => {
    await expect(connect(url)).rejects.toThrow(NOT_SIGNED_IN);
    await expect(connect(url, { cookies: new Map([["cg_session", "forged-token"]]) })).rejects.toThrow(
      NOT_SIGNED_IN,
    );
  });
});

describe("connections of ended sessions", () => {
  const closed = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
  const stillOpen = async (socket: Socket) => {
    // A round trip on the same connection proves it is still served.
    expect((await emitAck(socket, "ride:watch", { rideId: "00000000-0000-0000-0000-000000000000" })).ok).toBe(
      false,
    );
    expect(socket.connected).toBe(true);
  };

  it("logout closes that session's connections, not the user's other sessions", async () => {
    const user = await createUser(t);
    const phone = await signedIn(t, user);
    const laptop = await signedIn(t, user);
    const phoneSocket = await open(phone);
    const laptopSocket = await open(laptop);
    const gone = closed(phoneSocket);
    expect((await phone({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
    expect(await gone).toBe("io server disconnect");
    await stillOpen(laptopSocket);
  });

  it("a password change closes the other sessions' connections and keeps this one", async () => {
    const user = await createUser(t);
    const here = await signedIn(t, user);
    const elsewhere = await signedIn(t, user);
    const hereSocket = await open(here);
    const gone = closed(await open(elsewhere));
    const changed = await here({
      method: "PUT",
      url: "/api/users/me/password",
      payload: {
        oldPassword: TEST_PASSWORD,
        newPassword: "kettle-on-the-hill-77",
        confirmPassword: "kettle-on-the-hill-77",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await gone).toBe("io server disconnect");
    await stillOpen(hereSocket);
  });
});

describe("the ride over sockets", () => {
  it("delivers the request, the offer, the acceptance and the driver's positions live", async () => {
    const driver = await onlineDriver(t, pickup);
    const driverSocket = await open(driver.api);
    const riderApi = await signedIn(t, await createUser(t));
    const riderSocket = await open(riderApi);

    const request = nextEvent<{ id: string; myOffer: unknown }>(driverSocket, "ride:request");
    const ride = await book(riderApi);
    expect(await request).toMatchObject({ id: ride.id, myOffer: null });

    const offerEvent = nextEvent<{ offer: { rideId: string; amountKobo: number } }>(
      riderSocket,
      "ride:offer",
    );
    const notification = nextEvent<{ notification: { kind: string } }>(
      riderSocket,
      "notification",
      (n) => n.notification.kind === "ride.offer",
    );
    const offer = (
      await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
    ).json().data;
    expect((await offerEvent).offer).toMatchObject({ rideId: ride.id, amountKobo: ride.fareKobo });
    expect((await notification).notification.kind).toBe("ride.offer");

    const accepted = nextEvent<{ offer: { id: string; status: string } }>(
      driverSocket,
      "offer:updated",
      (e) => e.offer.status === "accepted",
    );
    const driverRide = nextEvent<{ ride: { status: string; pin: string | null } }>(
      driverSocket,
      "ride:updated",
    );
    const riderRide = nextEvent<{ ride: { status: string; pin: string | null } }>(
      riderSocket,
      "ride:updated",
    );
    await riderApi({ method: "POST", url: `/api/offers/${offer.id}/accept` });
    expect((await accepted).offer.id).toBe(offer.id);
    expect((await driverRide).ride).toMatchObject({ status: "accepted", pin: null });
    expect((await riderRide).ride.pin).toMatch(/^\d{4}$/);

    // The driver's positions reach the rider (the server put both in the ride's room).
    const moved = nextEvent<Record<string, unknown>>(riderSocket, "ride:driver-location");
    const answer = await eventually(async () => {
      const a = await emitAck(driverSocket, "driver:location", {
        lat: pickup.lat + 0.001,
        lon: pickup.lon,
        heading: 90,
      });
      return a.ok ? a : undefined;
    });
    expect(answer).toEqual({ ok: true });
    // Compact: the ride and [lat, lon, heading] (5 decimals, whole degrees), nothing else.
    const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
    expect(await moved).toEqual({ rideId: ride.id, p: [round5(pickup.lat + 0.001), round5(pickup.lon), 90] });
    // The same fix again (a phone standing still) is not sent on; the next move is, without a heading if
    // the phone has none.
    const next = nextEvent<Record<string, unknown>>(riderSocket, "ride:driver-location");
    const again = { lat: pickup.lat + 0.001, lon: pickup.lon, heading: 90 };
    expect(await emitAck(driverSocket, "driver:location", again)).toEqual({ ok: true });
    const further = { lat: pickup.lat + 0.002, lon: pickup.lon };
    expect(await emitAck(driverSocket, "driver:location", further)).toEqual({ ok: true });
    expect(await next).toEqual({ rideId: ride.id, p: [round5(further.lat), round5(further.lon)] });
    // Standing still, the same fix goes on again once SAME_POSITION_AGAIN_MS has passed: the rider can tell a
    // driver waiting at the pickup from one whose positions stopped coming.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // (Long enough for this app's rate limit, one position per 10 s, to let one more through.)
      vi.setSystemTime(Date.now() + SAME_POSITION_AGAIN_MS + 10_000);
      const repeated = nextEvent<Record<string, unknown>>(riderSocket, "ride:driver-location");
      expect(await emitAck(driverSocket, "driver:location", further)).toEqual({ ok: true });
      expect(await repeated).toEqual({ rideId: ride.id, p: [round5(further.lat), round5(further.lon)] });
    } finally {
      vi.useRealTimers();
    }
    // Another of the rider's connections watching the ride gets the last position at once.
    const watcher = await open(riderApi);
    const last = nextEvent<Record<string, unknown>>(watcher, "ride:driver-location");
    expect(await emitAck(watcher, "ride:watch", { rideId: ride.id })).toEqual({ ok: true });
    expect(await last).toEqual({ rideId: ride.id, p: [round5(further.lat), round5(further.lon)] });
    // While on the ride the driver is not shown as nearby.
    const nearby = await riderApi({
      method: "GET",
      url: `/api/drivers/nearby?lat=${pickup.lat}&lon=${pickup.lon}`,
    });
    expect(nearby.json().data).toEqual([]);

    const arrived = nextEvent<{ ride: { status: string } }>(
      riderSocket,
      "ride:updated",
      (e) => e.ride.status === "arrived",
    );
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/arrive` });
    expect((await arrived).ride.status).toBe("arrived");
  });

  it("tells the other drivers a request is gone when it is taken", async () => {
    const a = await onlineDriver(t, pickup);
    const b = await onlineDriver(t, pickup);
    const bSocket = await open(b.api);
    const riderApi = await signedIn(t, await createUser(t));
    const ride = await book(riderApi);
    const offer = (await a.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })).json()
      .data;
    const gone = nextEvent<{ rideId: string }>(bSocket, "ride:request:gone", (e) => e.rideId === ride.id);
    await riderApi({ method: "POST", url: `/api/offers/${offer.id}/accept` });
    expect(await gone).toEqual({ rideId: ride.id });
  });
});

describe("a delivery's room", () => {
  it("carries the driver's positions to the sender from the accepted offer to the delivery's end, as a ride's does", async () => {
    const { pickup: from, destination } = ownArea();
    const driver = await onlineDriver(t, north(from, 300), "Keke");
    const driverSocket = await open(driver.api);
    const senderApi = await signedIn(t, await createUser(t));
    const senderSocket = await open(senderApi);
    const delivery = await bookDelivery(senderApi, { pickup: from, dropoff: destination, size: "small" });
    const made = await driver.api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/offers`,
      payload: {},
    });
    expect(made.statusCode, made.body).toBe(201);
    // Nobody but its sender and driver may watch it.
    const stranger = await open(await signedIn(t, await createUser(t)));
    expect(await emitAck(stranger, "ride:watch", { rideId: delivery.id })).toEqual({
      ok: false,
      message: RIDE_MESSAGES.rideNotFound,
    });

    const accepted = nextEvent(driverSocket, "offer:updated");
    const accept = await senderApi({
      method: "POST",
      url: `/api/deliveries/offers/${made.json().data.id}/accept`,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    await accepted;
    // Busy from now on: left out of the riders' nearby lists.
    expect((await t.app.rideDeps.locations.get(driver.user.id))?.idle).toBe(false);
    const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
    const moved = nextEvent<Record<string, unknown>>(senderSocket, "ride:driver-location");
    const strangerSaw = nextEvent(stranger, "ride:driver-location", () => true, 1_500).catch(() => null);
    const at = north(from, 200);
    const answer = await eventually(async () => {
      const a = await emitAck(driverSocket, "driver:location", { lat: at.lat, lon: at.lon });
      return a.ok ? a : undefined;
    });
    expect(answer).toEqual({ ok: true });
    expect(await moved).toEqual({ rideId: delivery.id, p: [round5(at.lat), round5(at.lon)] });
    expect(await strangerSaw).toBeNull();
    // A connection the sender opens later is in the room from the start.
    const later = await open(senderApi);
    const last = nextEvent<Record<string, unknown>>(later, "ride:driver-location");
    expect(await emitAck(later, "ride:watch", { rideId: delivery.id })).toEqual({ ok: true });
    expect((await last).rideId).toBe(delivery.id);

    // Cancelled by its driver, it ends: its positions go nowhere now.
    const cancelled = await driver.api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "My vehicle broke down" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eventually(async () =>
      (await t.app.io.in(tripRoom(delivery.id)).fetchSockets()).length === 0 ? true : undefined,
    );
    expect((await t.app.rideDeps.locations.get(driver.user.id))?.idle).toBe(true);
    const after = nextEvent(senderSocket, "ride:driver-location", () => true, 1_500).catch(() => null);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 20_000);
      const further = north(from, 100);
      expect(await emitAck(driverSocket, "driver:location", { lat: further.lat, lon: further.lon })).toEqual({
        ok: true,
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await after).toBeNull();
  });
});

describe("socket authorization", () => {
  it("lets a rider watch only their own ride", async () => {
    const owner = await signedIn(t, await createUser(t));
    const ride = await book(owner);
    const stranger = await open(await signedIn(t, await createUser(t)));
    expect(await emitAck(stranger, "ride:watch", { rideId: ride.id })).toEqual({
      ok: false,
      message: RIDE_MESSAGES.rideNotFound,
    });
    expect(await emitAck(stranger, "ride:watch", { rideId: "nope" })).toMatchObject({ ok: false });
    const mine = await open(owner);
    expect(await emitAck(mine, "ride:watch", { rideId: ride.id })).toEqual({ ok: true });
  });

  it("lets a driver publish only their own position, only while online", async () => {
    const a = await onlineDriver(t, pickup);
    const b = await onlineDriver(t, pickup);
    const aSocket = await open(a.api);
    const before = await t.app.rideDeps.locations.get(b.user.id);
    const spoof = await emitAck(aSocket, "driver:location", { driverId: b.user.id, lat: 6.9, lon: 7.5 });
    expect(spoof).toEqual({ ok: false, message: RIDE_MESSAGES.ownPositionOnly });
    expect(await t.app.rideDeps.locations.get(b.user.id)).toEqual(before);

    const riderSocket = await open(await signedIn(t, await createUser(t)));
    const asRider = await emitAck(riderSocket, "driver:location", { lat: 6.9, lon: 7.5 });
    expect(asRider.ok).toBe(false);

    expect(await emitAck(aSocket, "driver:location", { lat: 95, lon: 7.5 })).toMatchObject({ ok: false });
    await a.api({ method: "PUT", url: "/api/driver/status", payload: { online: false } });
    expect(await t.app.rideDeps.locations.get(a.user.id)).toBeUndefined();
    const offline = await eventually(async () => {
      const answer = await emitAck(aSocket, "driver:location", { lat: 6.86, lon: 7.41 });
      return answer.ok ? undefined : answer;
    });
    expect(offline).toEqual({ ok: false, message: RIDE_MESSAGES.notOnline });
    expect(await t.app.rideDeps.locations.get(a.user.id)).toBeUndefined();
  });
});

describe("rate limit", () => {
  it("refuses positions sent faster than the configured interval, after a short burst", async () => {
    const driver = await onlineDriver(t, pickup);
    const s = await open(driver.api);
    for (let i = 0; i < LOCATION_BURST; i++) {
      expect(await emitAck(s, "driver:location", { lat: 6.86 + i / 1000, lon: 7.41 })).toEqual({ ok: true });
    }
    expect(await emitAck(s, "driver:location", { lat: 6.87, lon: 7.41 })).toEqual({
      ok: false,
      message: RIDE_MESSAGES.tooManyUpdates,
    });
    expect((await t.app.rideDeps.locations.get(driver.user.id))?.lat).toBe(
      6.86 + (LOCATION_BURST - 1) / 1000,
    );
  });
});

const clustered = Boolean(process.env.DATABASE_URL && testRedisUrl);

/** A small delivery booked by a new sender and accepted at the price of a keke driver online nearby. */
async function acceptedDelivery() {
  const { pickup: from, destination } = ownArea();
  const driver = await onlineDriver(t, north(from, 300), "Keke");
  const senderApi = await signedIn(t, await createUser(t));
  const delivery = await bookDelivery(senderApi, { pickup: from, dropoff: destination, size: "small" });
  const made = await driver.api({
    method: "POST",
    url: `/api/deliveries/${delivery.id}/offers`,
    payload: {},
  });
  expect(made.statusCode, made.body).toBe(201);
  const accept = await senderApi({
    method: "POST",
    url: `/api/deliveries/offers/${made.json().data.id}/accept`,
  });
  expect(accept.statusCode, accept.body).toBe(200);
  return { driver, senderApi, delivery };
}

/** The driver cancels the delivery, and its room is closed. */
async function cancelledByDriver(driver: Awaited<ReturnType<typeof onlineDriver>>, id: string) {
  const cancelled = await driver.api({
    method: "POST",
    url: `/api/deliveries/${id}/cancel`,
    payload: { reason: "My vehicle broke down" },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await eventually(async () =>
    (await t.app.io.in(tripRoom(id)).fetchSockets()).length === 0 ? true : undefined,
  );
}

describe("a trip that ends while a socket joins its room", () => {
  it("does not keep the socket in the closed room", async () => {
    const { driver, senderApi, delivery } = await acceptedDelivery();
    const senderSocket = await open(senderApi);
    const inRoom = async () => (await t.app.io.in(tripRoom(delivery.id)).fetchSockets()).length;
    await eventually(async () => ((await inRoom()) === 1 ? true : undefined));

    // The watch has found the delivery under way; before its socket joins the room, the driver cancels and the
    // room is closed.
    const serverSocket = t.app.io.of("/").sockets.get(senderSocket.id as string);
    if (!serverSocket) throw new Error("no server socket");
    const join = serverSocket.join.bind(serverSocket);
    let ended: Promise<void> | undefined;
    serverSocket.join = (rooms) => {
      ended ??= cancelledByDriver(driver, delivery.id);
      return ended.then(() => join(rooms));
    };
    expect(await emitAck(senderSocket, "ride:watch", { rideId: delivery.id })).toEqual({ ok: true });
    expect(ended).toBeDefined();
    expect(await inRoom()).toBe(0);
  });
});

describe("a trip that ends while a new connection joins its room", () => {
  it("does not keep the connection in the closed room", async () => {
    const { driver, senderApi, delivery } = await acceptedDelivery();
    const room = tripRoom(delivery.id);
    const inRoom = async () => (await t.app.io.in(room).fetchSockets()).length;

    // The new connection has found the delivery under way; before it joins the room, the driver cancels and the
    // room is closed.
    let joined: Promise<void> | undefined;
    t.app.io.use((socket, next) => {
      const join = socket.join.bind(socket);
      socket.join = (rooms) => {
        if (joined || !(Array.isArray(rooms) ? rooms : [rooms]).includes(room)) return join(rooms);
        joined = cancelledByDriver(driver, delivery.id).then(() => join(rooms));
        return joined;
      };
      next();
    });
    await open(senderApi);
    await eventually(async () => (joined ? true : undefined));
    await joined;
    await eventually(async () => ((await inRoom()) === 0 ? true : undefined));
  });
});

/** Two API instances on one database and one Redis, each listening: A (a test app) and B (a second build). */
async function onTwoInstances(
  run: (instances: {
    a: TestApp;
    b: Awaited<ReturnType<typeof buildApp>>;
    urlA: string;
    urlB: string;
  }) => Promise<void>,
) {
  const a = await createTestApp({ ...redisEnv(), DISPATCH_TICK_MS: "0" });
  const b = await buildApp({ config: a.config, database: a.database });
  try {
    const urlA = await listen(a);
    await b.listen({ port: 0, host: "127.0.0.1" });
    await run({ a, b, urlA, urlB: `http://127.0.0.1:${(b.server.address() as { port: number }).port}` });
  } finally {
    await b.close();
    await a.close();
  }
}

/** A POST with an empty body to `app` in the session of `api`. */
const postAs = (
  app: Awaited<ReturnType<typeof buildApp>>,
  api: { cookies: Map<string, string> },
  url: string,
) =>
  app.inject({
    method: "POST",
    url,
    payload: {},
    headers: { "x-campusgo-csrf": "1", cookie: `cg_session=${api.cookies.get("cg_session")}` },
  });

describe.skipIf(!clustered)("two API instances (skipped without DATABASE_URL and REDIS_URL)", () => {
  it("delivers the offer of a driver on instance B to a rider on instance A", async () => {
    await onTwoInstances(async ({ a, b, urlA, urlB }) => {
      const driver = await onlineDriver(a, pickup);
      const driverSocket = await open(driver.api, urlB);
      const riderApi = await signedIn(a, await createUser(a));
      const riderSocket = await open(riderApi, urlA);
      // The driver's position goes in through B; the ride is booked on A and the request reaches B's socket.
      expect(await emitAck(driverSocket, "driver:location", { lat: pickup.lat, lon: pickup.lon })).toEqual({
        ok: true,
      });
      const request = nextEvent<{ id: string }>(driverSocket, "ride:request");
      const ride = await book(riderApi);
      expect((await request).id).toBe(ride.id);
      // The driver offers through B; the rider on A hears it.
      const heard = nextEvent<{ offer: { rideId: string; driver: { id: string } } }>(
        riderSocket,
        "ride:offer",
      );
      const res = await postAs(b, driver.api, `/api/rides/${ride.id}/offers`);
      expect(res.statusCode).toBe(201);
      expect((await heard).offer).toMatchObject({ rideId: ride.id, driver: { id: driver.user.id } });
    });
  });

  it("carries a delivery across them: the request and the offer, then the driver's positions in its room", async () => {
    await onTwoInstances(async ({ a, b, urlA, urlB }) => {
      const { pickup: from, destination } = ownArea();
      const near = north(from, 300);
      const driver = await onlineDriver(a, near, "Keke");
      const driverSocket = await open(driver.api, urlB);
      const senderApi = await signedIn(a, await createUser(a));
      const senderSocket = await open(senderApi, urlA);
      expect(await emitAck(driverSocket, "driver:location", { lat: near.lat, lon: near.lon })).toEqual({
        ok: true,
      });
      // Booked on A, the request reaches the driver's socket on B.
      const request = nextEvent<{ id: string }>(driverSocket, "delivery:request");
      const delivery = await bookDelivery(senderApi, { pickup: from, dropoff: destination, size: "small" });
      expect((await request).id).toBe(delivery.id);
      // The driver's price, made on B, reaches the sender on A.
      const heard = nextEvent<{ offer: { rideId: string; driver: { id: string } } }>(
        senderSocket,
        "delivery:offer",
      );
      const made = await postAs(b, driver.api, `/api/deliveries/${delivery.id}/offers`);
      expect(made.statusCode, made.body).toBe(201);
      expect((await heard).offer).toMatchObject({ rideId: delivery.id, driver: { id: driver.user.id } });
      // Accepted on A: the driver's socket on B joins the delivery's room with the sender's on A...
      const accept = await senderApi({
        method: "POST",
        url: `/api/deliveries/offers/${made.json().data.id}/accept`,
      });
      expect(accept.statusCode, accept.body).toBe(200);
      await eventually(async () =>
        (await a.app.io.in(tripRoom(delivery.id)).fetchSockets()).length === 2 ? true : undefined,
      );
      // ...so a position sent through B reaches the sender on A.
      const moved = nextEvent<{ rideId: string }>(senderSocket, "ride:driver-location");
      const at = north(from, 200);
      expect(
        await eventually(async () => {
          const answer = await emitAck(driverSocket, "driver:location", { lat: at.lat, lon: at.lon });
          return answer.ok ? answer : undefined;
        }),
      ).toEqual({ ok: true });
      expect((await moved).rideId).toBe(delivery.id);
    });
  });
});
