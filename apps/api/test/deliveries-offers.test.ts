import { RIDE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverJobs, tripDispatches, type User } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, deliveryRow } from "./helpers/deliveries.ts";
import {
  book,
  connect,
  listen,
  MANUAL_DISPATCH,
  nextEvent,
  north,
  onlineDriver,
  ownArea,
  redisEnv,
  type SignedIn,
} from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

/**
 * Deliveries on the trip core's dispatch and offers: a request reaches only vehicles that can take the parcel's
 * size, drivers offer, the sender accepts one, and the delivery becomes that driver's one job.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv(), LOCATION_STALE_MS: "36000000" });
});
afterAll(() => t.close());

async function newSender(): Promise<{ user: User; api: SignedIn }> {
  const user = await createUser(t, { fullName: "Adaeze Nwankwo" });
  return { user, api: await signedIn(t, user) };
}

async function askedDrivers(id: string): Promise<string[]> {
  const rows = await t.database.db.select().from(tripDispatches).where(eq(tripDispatches.tripId, id));
  return rows.map((r) => r.driverId).sort();
}

/** An okada, a keke and a car online near a pickup of its own area. */
async function driversAround() {
  const { pickup, destination } = ownArea();
  const okada = await onlineDriver(t, north(pickup, 300), "Motorcycle");
  const keke = await onlineDriver(t, north(pickup, 400), "Keke");
  const car = await onlineDriver(t, north(pickup, 500), "Car");
  return { pickup, destination, okada, keke, car };
}

const offer = (api: Client, id: string, amount?: number) =>
  api({ method: "POST", url: `/api/deliveries/${id}/offers`, payload: amount ? { amount } : {} });
const accept = (api: Client, offerId: string) =>
  api({ method: "POST", url: `/api/deliveries/offers/${offerId}/accept` });

describe("delivery requests", () => {
  it("reach only the vehicles that can take the size: a large parcel never reaches an okada or a keke", async () => {
    const { pickup, destination, okada, keke, car } = await driversAround();
    const sender = await newSender();
    const large = await bookDelivery(sender.api, { pickup, dropoff: destination, size: "large" });
    expect(await askedDrivers(large.id)).toEqual([car.user.id]);
    // A driver it was not sent to cannot offer on it.
    expect((await offer(okada.api, large.id)).statusCode).toBe(404);
    expect((await offer(keke.api, large.id)).statusCode).toBe(404);

    const other = await driversAround();
    const small = await bookDelivery((await newSender()).api, {
      pickup: other.pickup,
      dropoff: other.destination,
      size: "small",
    });
    expect(await askedDrivers(small.id)).toEqual(
      [other.okada.user.id, other.keke.user.id, other.car.user.id].sort(),
    );
  });
});

describe("offers on a delivery", () => {
  it("the sender sees the drivers' prices, accepts one, and the delivery becomes that driver's job", async () => {
    const { pickup, destination, keke, car } = await driversAround();
    const sender = await newSender();
    const d = await bookDelivery(sender.api, { pickup, dropoff: destination, size: "medium" });
    const fromKeke = await offer(keke.api, d.id);
    expect(fromKeke.statusCode, fromKeke.body).toBe(201);
    expect(fromKeke.json().data.amountKobo).toBe(d.offerKobo);
    const fromCar = await offer(car.api, d.id, d.offerKobo + 5_000);
    expect(fromCar.statusCode, fromCar.body).toBe(201);
    // Outside the band: refused with the band in words, nothing written.
    expect((await offer(car.api, d.id, 1)).statusCode).toBe(400);

    const list = await sender.api({ method: "GET", url: `/api/deliveries/${d.id}/offers` });
    expect(
      list
        .json()
        .data.map((o: { driver: { id: string } }) => o.driver.id)
        .sort(),
    ).toEqual([keke.user.id, car.user.id].sort());
    // Nobody else sees them or accepts them.
    const stranger = await newSender();
    expect((await stranger.api({ method: "GET", url: `/api/deliveries/${d.id}/offers` })).statusCode).toBe(
      404,
    );
    expect((await accept(stranger.api, fromKeke.json().data.id)).statusCode).toBe(404);
    // An offer on a delivery is not accepted through the rides' route.
    expect(
      (await sender.api({ method: "POST", url: `/api/offers/${fromKeke.json().data.id}/accept` })).statusCode,
    ).toBe(404);

    const accepted = await accept(sender.api, fromKeke.json().data.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: "accepted",
      agreedKobo: d.offerKobo,
      driver: { id: keke.user.id },
    });
    const row = await deliveryRow(t, d.id);
    expect(row).toMatchObject({ driverId: keke.user.id, status: "accepted", amountKobo: d.offerKobo });
    const [job] = await t.database.db.select().from(driverJobs).where(eq(driverJobs.driverId, keke.user.id));
    expect(job).toMatchObject({ tripId: d.id, tripKind: "delivery" });
    // The other offer lost; accepting it now is refused.
    expect((await accept(sender.api, fromCar.json().data.id)).statusCode).toBe(409);
  });

  it("an offer the driver withdraws leaves the sender's screen at once", async () => {
    const { pickup, destination, keke } = await driversAround();
    const sender = await newSender();
    const d = await bookDelivery(sender.api, { pickup, dropoff: destination, size: "small" });
    const made = await offer(keke.api, d.id);
    expect(made.statusCode, made.body).toBe(201);
    const socket = await connect(await listen(t), sender.api);
    try {
      const gone = nextEvent<{ offerId: string; rideId: string }>(socket, "ride:offer:gone");
      const withdrawn = await keke.api({ method: "DELETE", url: `/api/offers/${made.json().data.id}` });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(await gone).toEqual({ offerId: made.json().data.id, rideId: d.id });
    } finally {
      socket.close();
    }
  });

  it("two offers accepted at the same moment: one driver gets the delivery", async () => {
    const { pickup, destination, okada, keke, car } = await driversAround();
    const sender = await newSender();
    const d = await bookDelivery(sender.api, { pickup, dropoff: destination, size: "small" });
    const ids: string[] = [];
    for (const driver of [okada, keke, car]) ids.push((await offer(driver.api, d.id)).json().data.id);
    const answers = await Promise.all(ids.map((id) => accept(sender.api, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const jobs = await t.database.db.select().from(driverJobs).where(eq(driverJobs.tripId, d.id));
    expect(jobs).toHaveLength(1);
  });

  it("a driver carrying a parcel offers on no ride until it is done (one job across kinds)", async () => {
    const { pickup, destination, keke } = await driversAround();
    const sender = await newSender();
    const d = await bookDelivery(sender.api, { pickup, dropoff: destination, size: "small" });
    const made = await offer(keke.api, d.id);
    expect((await accept(sender.api, made.json().data.id)).statusCode).toBe(200);

    const rider = await newSender();
    const ride = await book(rider.api, { pickup, destination });
    const onRide = await keke.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    // The ride was not even sent to a driver with a job; had it been, the offer would be refused.
    expect([404, 409]).toContain(onRide.statusCode);
    if (onRide.statusCode === 409) expect(onRide.json().message).toBe(RIDE_MESSAGES.finishCurrentRide);
    expect(await askedDrivers(ride.id)).not.toContain(keke.user.id);
  });
});
