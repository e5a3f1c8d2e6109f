import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { RideView } from "@campusgo/domain";
import { CAMPUS_PLACES, type RideTypeId, rideTypeForVehicle, type VehicleType } from "@campusgo/domain";
import { Redis } from "ioredis";
import { io, type Socket } from "socket.io-client";
import { driverPresence, driverProfiles, type User } from "../../src/db/schema/index.ts";
import type { TestApp } from "./app.ts";
import { type client, createUser, signedIn } from "./users.ts";

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

export const place = (slug: string) => {
  const p = CAMPUS_PLACES.find((x) => x.slug === slug);
  if (!p) throw new Error(`no place ${slug}`);
  return { lat: p.lat, lon: p.lon, name: p.name };
};

/** A point `meters` north of another (for radius tests). */
export const north = (from: { lat: number; lon: number }, meters: number) => ({
  lat: from.lat + meters / 111_195,
  lon: from.lon,
});

/** Further apart than any search or nearby radius, so drivers around one area never see another's rides. */
const AREA_SPACING_M = 50_000;
let areasGiven = 0;

/**
 * A pickup (and a destination 2 km north of it) that no other caller in this test file gets: a test that
 * places its drivers around it sees only its own rides, whatever other tests left in the database.
 */
export function ownArea(): {
  pickup: { lat: number; lon: number; name: string };
  destination: { lat: number; lon: number; name: string };
} {
  areasGiven += 1;
  const pickup = {
    ...north(place("odenigwe"), areasGiven * AREA_SPACING_M),
    name: `Area ${areasGiven} pickup`,
  };
  return { pickup, destination: { ...north(pickup, 2_000), name: `Area ${areasGiven} destination` } };
}

/** Areas per row of ownAreaOnGrid: the last row ends near 52° north, where 1° of longitude is still ~68 km. */
const GRID_ROW_AREAS = 100;
let gridAreasGiven = 0;

/**
 * ownArea for a file that needs more areas than fit between campus and the pole (a property test replays
 * hundreds of runs while it shrinks a failure): rows of areas going north, each row 1° of longitude east of
 * the one before, the first 1° east of ownArea's. A file may use both.
 */
export function ownAreaOnGrid(): ReturnType<typeof ownArea> {
  const row = Math.floor(gridAreasGiven / GRID_ROW_AREAS);
  const origin = place("odenigwe");
  const rowStart = { lat: origin.lat, lon: origin.lon + 1 + row };
  const spot = north(rowStart, ((gridAreasGiven % GRID_ROW_AREAS) + 1) * AREA_SPACING_M);
  gridAreasGiven += 1;
  const name = `Grid area ${gridAreasGiven}`;
  return {
    pickup: { ...spot, name: `${name} pickup` },
    destination: { ...north(spot, 2_000), name: `${name} destination` },
  };
}

/** Settings that keep the background dispatcher off: tests drive it with dispatchTick(now). */
export const MANUAL_DISPATCH = { DISPATCH_TICK_MS: "0", LOCATION_MIN_INTERVAL_MS: "0" };

/** Whether a Redis answers PING at `url` within a second (one try, no reconnecting). */
async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * REDIS_URL when a Redis answers there. Tests that need Redis skip without it (`skipIf(!testRedisUrl)`); the
 * others run on the in-memory adapter, as without REDIS_URL, instead of failing on a Redis that is down.
 */
export const testRedisUrl: string | undefined =
  process.env.REDIS_URL && (await redisAnswers(process.env.REDIS_URL)) ? process.env.REDIS_URL : undefined;
if (process.env.REDIS_URL && !testRedisUrl) {
  console.warn(`REDIS_URL is set but no Redis answers at ${process.env.REDIS_URL}: tests that need it skip`);
}

/** A unique Redis prefix per test app group, so parallel test files never share keys. */
export const redisEnv = (): Record<string, string> =>
  testRedisUrl ? { REDIS_URL: testRedisUrl, REDIS_PREFIX: `cgtest:${randomBytes(4).toString("hex")}` } : {};

/** A driver whose KYC an admin approved, with a vehicle of the given type. */
export async function approvedDriver(
  t: TestApp,
  vehicleType: VehicleType = "Keke",
  kycStatus: "approved" | "pending" | "rejected" = "approved",
): Promise<User> {
  const driver = await createUser(t, { role: "driver" });
  await t.database.db.insert(driverProfiles).values({
    userId: driver.id,
    kycStatus,
    kycStep: 4,
    vehicleType,
    plateNumber: `ENU-${randomBytes(2).toString("hex").toUpperCase()}`,
    vehicleColor: "Yellow",
    numberOfSeats: 3,
  });
  return driver;
}

/**
 * An approved driver, online, whose position is in the live-location index (as if sent over the socket).
 */
export async function onlineDriver(
  t: TestApp,
  at: { lat: number; lon: number },
  vehicleType: VehicleType = "Keke",
): Promise<{ user: User; api: SignedIn }> {
  const user = await approvedDriver(t, vehicleType);
  const api = await signedIn(t, user);
  await t.database.db.insert(driverPresence).values({ driverId: user.id, online: true });
  await placeDriver(t, user.id, at, rideTypeForVehicle(vehicleType) as RideTypeId);
  return { user, api };
}

export async function placeDriver(
  t: TestApp,
  driverId: string,
  at: { lat: number; lon: number },
  rideType: RideTypeId,
  idle = true,
): Promise<void> {
  await t.app.rideDeps.locations.update({
    driverId,
    rideType,
    lat: at.lat,
    lon: at.lon,
    heading: null,
    speed: null,
    at: Date.now(),
    idle,
  });
}

export const rideBody = (overrides: Record<string, unknown> = {}) => ({
  rideType: 1,
  pickup: place("odenigwe"),
  destination: place("main-gate"),
  luggage: { hasLuggage: false },
  ...overrides,
});

/** Books a ride and returns it (fails the test unless it was created). */
export async function book(api: ReturnType<typeof client>, overrides: Record<string, unknown> = {}) {
  const res = await api({ method: "POST", url: "/api/rides", payload: rideBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data as RideView;
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export const cookieOf = (api: { cookies: Map<string, string> }) =>
  [...api.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** A socket.io client with the signed-in user's cookie; resolves once connected. */
export async function connect(url: string, api?: { cookies: Map<string, string> }): Promise<Socket> {
  const socket = io(url, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: api ? { cookie: cookieOf(api) } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
  return socket;
}

/** The next `event` whose payload passes `accept`. */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} arrived`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every payload of an event from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export type AckAnswer = { ok: boolean; message?: string };
export const emitAck = (socket: Socket, event: string, payload?: unknown): Promise<AckAnswer> =>
  socket.timeout(20_000).emitWithAck(event, payload);

/** Polls `check` until it returns a value (for effects that happen after a socket round trip). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}
