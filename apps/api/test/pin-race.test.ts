import { RIDE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handoverCodes, rides } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { book, MANUAL_DISPATCH, onlineDriver, place, redisEnv } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
});
afterAll(() => t.close());

/** A ride whose driver has arrived at the pickup, with the rider's PIN. */
async function arrivedRide() {
  const driver = await onlineDriver(t, place("odenigwe"));
  const rider = await signedIn(t, await createUser(t));
  const ride = await book(rider);
  const offer = (
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
  ).json().data;
  const pin: string = (await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` })).json().data
    .pin;
  const arrived = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/arrive` });
  expect(arrived.json().data.status).toBe("arrived");
  const start = (tryPin: string) =>
    driver.api({ method: "POST", url: `/api/rides/${ride.id}/start`, payload: { pin: tryPin } });
  return { ride, pin, start };
}

/** Four-digit PINs other than the right one. */
const wrongPins = (pin: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(pin) + 1 + i) % 10_000).padStart(4, "0"));

const statusOf = async (id: string) =>
  (await t.database.db.select().from(rides).where(eq(rides.id, id)))[0]?.status;

describe("the PIN lock under a burst of tries", () => {
  it("compares at most 5 PINs however many tries arrive at once, and a right PIN in a later burst does not start the trip", async () => {
    const { ride, pin, start } = await arrivedRide();

    const first = await Promise.all(wrongPins(pin, 100).map(start));
    const incorrect = first.filter((r) => r.statusCode === 400);
    const locked = first.filter((r) => r.statusCode === 429);
    expect(incorrect).toHaveLength(5);
    expect(locked).toHaveLength(95);
    for (const r of incorrect) expect(r.json().message).toBe(RIDE_MESSAGES.incorrectPin);
    for (const r of locked) expect(r.json().message).toBe(RIDE_MESSAGES.tooManyPinAttempts);

    const burst = wrongPins(pin, 49);
    burst.splice(17, 0, pin);
    const second = await Promise.all(burst.map(start));
    expect(second.map((r) => r.statusCode)).toEqual(burst.map(() => 429));
    expect(await statusOf(ride.id)).toBe("arrived");
  });

  it("starts the trip with the right PIN once the lock has run out, and counts afresh after it", async () => {
    const { ride, pin, start } = await arrivedRide();
    for (const wrong of wrongPins(pin, 5)) expect((await start(wrong)).statusCode).toBe(400);
    expect((await start(pin)).statusCode).toBe(429);
    // The lock ran out a second ago.
    await t.database.db
      .update(handoverCodes)
      .set({ failedAt: new Date(Date.now() - 61_000) })
      .where(eq(handoverCodes.tripId, ride.id));
    const [again] = wrongPins(pin, 1);
    expect((await start(again ?? "")).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(handoverCodes).where(eq(handoverCodes.tripId, ride.id));
    expect(row?.attempts).toBe(1);
    const started = await start(pin);
    expect(started.statusCode).toBe(200);
    expect(started.json().data.status).toBe("in_progress");
    expect(await statusOf(ride.id)).toBe("in_progress");
  });
});
