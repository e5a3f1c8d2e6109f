import { CANCEL_REASONS, formatNaira } from "@campusgo/domain";
import { and, eq, like } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../src/db/schema/index.ts";
import { dispatchTick } from "../src/modules/rides/timers/sweep.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery } from "./helpers/deliveries.ts";
import {
  book,
  collect,
  connect,
  listen,
  MANUAL_DISPATCH,
  nextEvent,
  north,
  onlineDriver,
  ownArea,
  place,
  redisEnv,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * A driver whose offer was waiting hears why it was not chosen, at once: the rider chose another driver,
 * cancelled, or let the offer's time run out. The request leaves their screen with it.
 */
let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
  url = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const near = place("odenigwe");
type Notice = { notification: { kind: string; title: string; body: string; link: string | null } };

async function driverWithSocket(at: { lat: number; lon: number } = near) {
  const driver = await onlineDriver(t, at);
  const socket = await connect(url, driver.api);
  sockets.push(socket);
  return { ...driver, socket };
}

type Booked = Awaited<ReturnType<typeof book>> & { pickup: { name: string }; destination: { name: string } };
const bookRide = async (rider: Awaited<ReturnType<typeof signedIn>>) => (await book(rider)) as Booked;

const offerOn = async (driver: { api: Awaited<ReturnType<typeof signedIn>> }, rideId: string) => {
  const res = await driver.api({ method: "POST", url: `/api/rides/${rideId}/offers`, payload: {} });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; amountKobo: number };
};

const offerOnDelivery = async (driver: { api: Awaited<ReturnType<typeof signedIn>> }, id: string) => {
  const res = await driver.api({ method: "POST", url: `/api/deliveries/${id}/offers`, payload: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; amountKobo: number };
};

const offerNoticesOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.kind, "offer.%")));

describe("a driver whose offer was not chosen", () => {
  it("hears that the rider chose another driver, and the request goes from their screen", async () => {
    const a = await driverWithSocket();
    const b = await driverWithSocket();
    const rider = await signedIn(t, await createUser(t));
    const ride = await bookRide(rider);
    const offerA = await offerOn(a, ride.id);
    const offerB = await offerOn(b, ride.id);

    const lost = nextEvent<{ offer: { id: string; status: string } }>(
      a.socket,
      "offer:updated",
      (p) => p.offer.id === offerA.id,
    );
    const notice = nextEvent<Notice>(a.socket, "notification", (p) => p.notification.kind === "offer.lost");
    const gone = nextEvent<{ rideId: string }>(a.socket, "ride:request:gone", (p) => p.rideId === ride.id);
    const bNotices = collect<Notice>(b.socket, "notification");
    const accepted = await rider({ method: "POST", url: `/api/offers/${offerB.id}/accept` });
    expect(accepted.statusCode).toBe(200);

    expect((await lost).offer.status).toBe("lost");
    const trip = `the ride from ${ride.pickup.name} to ${ride.destination.name}`;
    expect((await notice).notification).toEqual({
      ...(await notice).notification,
      title: "The rider chose another driver",
      body: `Your offer of ${formatNaira(offerA.amountKobo)} for ${trip} was not chosen: the rider chose another driver.`,
      link: "/dashboard",
    });
    await gone;
    // Stored for the bell too; the chosen driver hears nothing of the kind.
    expect((await offerNoticesOf(a.user.id)).map((n) => n.kind)).toEqual(["offer.lost"]);
    expect(await offerNoticesOf(b.user.id)).toEqual([]);
    expect(bNotices.map((n) => n.notification.kind)).not.toContain("offer.lost");
    const left = (await a.api({ method: "GET", url: "/api/driver/requests" })).json().data;
    expect(left).toEqual([]);
  });

  it("hears that the rider cancelled the request", async () => {
    const a = await driverWithSocket();
    const rider = await signedIn(t, await createUser(t));
    const ride = await bookRide(rider);
    await offerOn(a, ride.id);
    const notice = nextEvent<Notice>(a.socket, "notification", (p) => p.notification.kind === "offer.closed");
    const gone = nextEvent<{ rideId: string }>(a.socket, "ride:request:gone", (p) => p.rideId === ride.id);
    const cancelled = await rider({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      payload: { reason: CANCEL_REASONS[0] },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await notice).notification.title).toBe("The rider cancelled the request");
    expect((await notice).notification.body).toContain(
      "the rider cancelled the ride before choosing an offer",
    );
    await gone;
    expect((await offerNoticesOf(a.user.id)).map((n) => n.title)).toEqual([
      "The rider cancelled the request",
    ]);
  });

  it("hears that their offer expired unanswered, once, while the request stays open to offer again", async () => {
    const a = await driverWithSocket();
    const rider = await signedIn(t, await createUser(t));
    const ride = await bookRide(rider);
    const offer = await offerOn(a, ride.id);
    const notice = nextEvent<Notice>(a.socket, "notification", (p) => p.notification.kind === "offer.closed");
    const later = new Date(Date.now() + t.config.rides.offerTtlMs + 1000);
    await dispatchTick(t.app.rideDeps, later);
    await dispatchTick(t.app.rideDeps, later);
    expect((await notice).notification).toMatchObject({
      title: "Your offer expired",
      body: expect.stringContaining(`${formatNaira(offer.amountKobo)} for the ride from`),
    });
    expect(await offerNoticesOf(a.user.id)).toHaveLength(1);
    const open = (await a.api({ method: "GET", url: "/api/driver/requests" })).json().data;
    expect(open.map((r: { id: string; myOffer: { status: string } }) => [r.id, r.myOffer.status])).toEqual([
      [ride.id, "expired"],
    ]);
  });

  it("hears that their offer on a delivery expired unanswered, in the words of a delivery", async () => {
    const { pickup, destination } = ownArea();
    const driver = await onlineDriver(t, north(pickup, 300), "Keke");
    const sender = await signedIn(t, await createUser(t));
    const delivery = await bookDelivery(sender, { pickup, dropoff: destination });
    const made = await driver.api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/offers`,
      payload: {},
    });
    expect(made.statusCode, made.body).toBe(201);
    const offer = made.json().data as { amountKobo: number };
    const later = new Date(Date.now() + t.config.rides.offerTtlMs + 1000);
    await dispatchTick(t.app.rideDeps, later);
    await dispatchTick(t.app.rideDeps, later);
    const trip = `the delivery from ${delivery.pickup.name} to ${delivery.dropoff.name}`;
    expect(await offerNoticesOf(driver.user.id)).toEqual([
      expect.objectContaining({
        kind: "offer.closed",
        title: "Your offer expired",
        body: `Your offer of ${formatNaira(offer.amountKobo)} for ${trip} expired before the sender answered it.`,
        link: "/dashboard",
      }),
    ]);
  });

  it("hears that the sender chose another driver for the package, in the words of a delivery", async () => {
    const { pickup, destination } = ownArea();
    const a = await driverWithSocket(north(pickup, 300));
    const b = await driverWithSocket(north(pickup, 400));
    const sender = await signedIn(t, await createUser(t));
    const delivery = await bookDelivery(sender, { pickup, dropoff: destination });
    const offerA = await offerOnDelivery(a, delivery.id);
    const offerB = await offerOnDelivery(b, delivery.id);
    const notice = nextEvent<Notice>(a.socket, "notification", (p) => p.notification.kind === "offer.lost");
    const accepted = await sender({ method: "POST", url: `/api/deliveries/offers/${offerB.id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const trip = `the delivery from ${delivery.pickup.name} to ${delivery.dropoff.name}`;
    expect((await notice).notification).toEqual({
      ...(await notice).notification,
      title: "The sender chose another driver",
      body: `Your offer of ${formatNaira(offerA.amountKobo)} for ${trip} was not chosen: the sender chose another driver.`,
      link: "/dashboard",
    });
    expect((await offerNoticesOf(a.user.id)).map((n) => n.kind)).toEqual(["offer.lost"]);
    expect(await offerNoticesOf(b.user.id)).toEqual([]);
  });

  it("hears that the sender cancelled the delivery", async () => {
    const { pickup, destination } = ownArea();
    const a = await driverWithSocket(north(pickup, 300));
    const sender = await signedIn(t, await createUser(t));
    const delivery = await bookDelivery(sender, { pickup, dropoff: destination });
    const offer = await offerOnDelivery(a, delivery.id);
    const notice = nextEvent<Notice>(a.socket, "notification", (p) => p.notification.kind === "offer.closed");
    const cancelled = await sender({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "The recipient is not available" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const trip = `the delivery from ${delivery.pickup.name} to ${delivery.dropoff.name}`;
    expect((await notice).notification).toMatchObject({
      title: "The sender cancelled the request",
      body: `Your offer of ${formatNaira(offer.amountKobo)} for ${trip} is closed: the sender cancelled the delivery before choosing an offer.`,
    });
    expect((await offerNoticesOf(a.user.id)).map((n) => n.title)).toEqual([
      "The sender cancelled the request",
    ]);
  });
});
