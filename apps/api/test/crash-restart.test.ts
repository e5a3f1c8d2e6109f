import { CAMPUS_PLACES } from "@campusgo/domain";
import { asc, eq } from "drizzle-orm";
import { io, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbKind } from "../src/db/client.ts";
import { tripEvents } from "../src/db/schema/index.ts";
import { DEMO_PASSWORD } from "../src/db/seed-demo.ts";
import { freePort } from "./helpers/ports.ts";
import { eventually, rideBody } from "./helpers/rides.ts";
import {
  ApiUser,
  createServerStore,
  killAllServers,
  type ServerProcess,
  type ServerStore,
  startServer,
} from "./helpers/server-process.ts";

/**
 * The real server as a child process, killed with SIGKILL in the middle of rides and started again on the same
 * data: whatever it acknowledged is still there, and timers that fell due while it was down run after it is back.
 */

const RIDER = "rider@campusgo.demo";
const DRIVER = "driver@campusgo.demo";
/** Short enough that the second test's search runs out while the server is down, long enough to offer in. */
const SEARCH_TIMEOUT_MS = 5_000;
/** A restart must run a due timer this soon after it answers (the catch-up sweep runs every 500 ms). */
const DUE_TIMER_LIMIT_MS = 10_000;

const SERVER_ENV = {
  NODE_ENV: "development",
  DEMO: "1",
  SIMULATED_DRIVERS: "0",
  LOG_LEVEL: "warn",
  DISPATCH_TICK_MS: "500",
  DISPATCH_TIMEOUT_MS: String(SEARCH_TIMEOUT_MS),
  MAIL_OUTBOX: "1",
};

const odenigwe = CAMPUS_PLACES.find((p) => p.slug === "odenigwe");
if (!odenigwe) throw new Error("no odenigwe place");

const modes: { name: string; kind: DbKind }[] = [
  { name: "embedded PGlite", kind: "pglite" },
  ...(process.env.DATABASE_URL ? [{ name: "PostgreSQL", kind: "postgres" as const }] : []),
];

/** The driver's phone socket, as the app opens it: session cookie and the app's origin. */
async function driverSocket(baseUrl: string, origin: string, user: ApiUser): Promise<Socket> {
  const socket = io(baseUrl, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie: user.cookieHeader, origin },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

describe.each(modes)("the real server killed with SIGKILL ($name)", ({ kind }) => {
  let store: ServerStore;
  let port: number;
  let origin: string;
  let server: ServerProcess;
  const sockets: Socket[] = [];
  /** The rides the tests moved, with the status changes each went through. */
  const journeys: { id: string; expected: [string, string][] }[] = [];

  const start = async (label: string) => {
    server = await startServer({ port, env: { ...SERVER_ENV, ...store.env }, lockFile: store.lockFile });
    const lock = server.lockTakenMs === undefined ? "" : `, lock taken after ${server.lockTakenMs} ms`;
    console.info(`[${kind}] ${label}: ready after ${server.readyMs} ms${lock}`);
    return server;
  };

  /** SIGKILL, then a start on the same data, checking the embedded lock passed from the dead pid to the new one. */
  const crashAndRestart = async (beforeRestart?: () => Promise<void>) => {
    const dead = server.pid;
    await server.kill();
    await beforeRestart?.();
    await start("restart after SIGKILL");
    if (store.lockFile) {
      expect(server.pid).not.toBe(dead);
      expect(server.lockTakenMs, "the restarted server took the embedded database's lock").toBeDefined();
    }
  };

  const user = async (email: string) => {
    const u = new ApiUser(server.baseUrl, origin);
    await u.login(email, DEMO_PASSWORD);
    return u;
  };

  beforeAll(async () => {
    store = await createServerStore(kind);
    port = await freePort();
    origin = `http://localhost:${port}`;
    await start("first start");
  }, 120_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await killAllServers();
    await store?.remove();
  }, 60_000);

  it("keeps an arrived ride, its PIN and the sessions through a crash, and finishes it after", async () => {
    const rider = await user(RIDER);
    const driver = await user(DRIVER);
    expect((await driver.call("PUT", "/driver/status", { online: true })).status).toBe(200);
    const socket = await driverSocket(server.baseUrl, origin, driver);
    sockets.push(socket);
    const located = await socket
      .timeout(10_000)
      .emitWithAck("driver:location", { lat: odenigwe.lat + 0.001, lon: odenigwe.lon });
    expect(located).toEqual({ ok: true });

    const booked = await rider.call("POST", "/rides", rideBody());
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const rideId: string = booked.body.data.id;
    // The request reaches the driver.
    await eventually(async () => {
      const requests = await driver.call("GET", "/driver/requests");
      return requests.body.data?.some((r: { id: string }) => r.id === rideId) ? true : undefined;
    });
    const offered = await driver.call("POST", `/rides/${rideId}/offers`, {});
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const accepted = await rider.call("POST", `/offers/${offered.body.data.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const pin: string = accepted.body.data.pin;
    expect(pin).toMatch(/^\d{4}$/);
    const arrived = await driver.call("POST", `/rides/${rideId}/arrive`);
    expect(arrived.body.data?.status, JSON.stringify(arrived.body)).toBe("arrived");

    await crashAndRestart();
    socket.close();

    // The phones keep their cookies: sessions live in the database, so they still work.
    const riderView = await rider.call("GET", "/rides/active");
    expect(riderView.status, "the rider's session survived").toBe(200);
    expect(riderView.body.data).toMatchObject({ id: rideId, status: "arrived", pin });
    const driverView = await driver.call("GET", "/rides/active");
    expect(driverView.status, "the driver's session survived").toBe(200);
    expect(driverView.body.data).toMatchObject({ id: rideId, status: "arrived" });

    const started = await driver.call("POST", `/rides/${rideId}/start`, { pin });
    expect(started.body.data?.status, JSON.stringify(started.body)).toBe("in_progress");
    const completed = await driver.call("POST", `/rides/${rideId}/complete`, { confirmFar: true });
    expect(completed.body.data?.status, JSON.stringify(completed.body)).toBe("completed");
    expect((await rider.call("GET", "/rides/active")).body.data).toBeNull();
    // The rider pays at once through the sandbox's checkout, as in demo mode, so the next booking is allowed.
    const checkout = await rider.call("POST", `/payments/rides/${rideId}/checkout`);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const paid = await fetch(checkout.body.data.authorizationUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "pay", channel: "card" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const confirmed = await rider.call("POST", `/payments/${checkout.body.data.reference}/confirm`);
    expect(confirmed.body.data?.status, JSON.stringify(confirmed.body)).toBe("success");
    journeys.push({
      id: rideId,
      expected: [
        ["book", "searching"],
        ["accept", "accepted"],
        ["arrive", "arrived"],
        ["start", "in_progress"],
        ["complete", "completed"],
      ],
    });
  }, 180_000);

  it("expires a search whose time ran out while the server was down, soon after the restart", async () => {
    const driver = await user(DRIVER);
    expect((await driver.call("PUT", "/driver/status", { online: false })).status).toBe(200);
    const rider = await user(RIDER);

    const booked = await rider.call("POST", "/rides", rideBody());
    const bookedAt = Date.now();
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.status).toBe("searching");
    const rideId: string = booked.body.data.id;

    await crashAndRestart(async () => {
      // The search runs out while nothing runs: only a timer that survived the crash can end it.
      await new Promise((r) => setTimeout(r, Math.max(0, bookedAt + SEARCH_TIMEOUT_MS - Date.now())));
    });
    const readyAt = Date.now();
    await eventually(async () => {
      const ride = await rider.call("GET", `/rides/${rideId}`);
      return ride.body.data?.status === "expired" ? true : undefined;
    }, DUE_TIMER_LIMIT_MS);
    console.info(`[${kind}] due search expired ${Date.now() - readyAt} ms after the restart answered`);
    journeys.push({
      id: rideId,
      expected: [
        ["book", "searching"],
        ["expire", "expired"],
      ],
    });
  }, 180_000);

  it("wrote one ride event per status change, none lost and none twice", async () => {
    expect(journeys.length, "the rides of the tests above").toBeGreaterThan(0);
    await server.kill();
    const database = await store.open();
    try {
      for (const journey of journeys) {
        const rows = await database.db
          .select({ event: tripEvents.event, to: tripEvents.toStatus })
          .from(tripEvents)
          .where(eq(tripEvents.tripId, journey.id))
          .orderBy(asc(tripEvents.seq));
        expect(rows.map((r) => [r.event, r.to])).toEqual(journey.expected);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
