import { earlyEndChangedMessage, formatNaira, RIDE_MESSAGES } from "@campusgo/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, rides, tripEvents } from "../src/db/schema/index.ts";
import { dispatchTick } from "../src/modules/rides/timers/sweep.ts";
import type { RideChange } from "../src/modules/rides/transition.ts";
import { transitionRide } from "../src/modules/rides/transition.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { book, MANUAL_DISPATCH, onlineDriver, place, redisEnv } from "./helpers/rides.ts";
import { createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
});
afterAll(() => t.close());

const events = async (rideId: string) =>
  (
    await t.database.db
      .select()
      .from(tripEvents)
      .where(eq(tripEvents.tripId, rideId))
      .orderBy(asc(tripEvents.seq))
  ).map((e) => `${e.event}:${e.fromStatus ?? "-"}>${e.toStatus}:${e.actor}`);

/** A rider and a driver with an accepted ride between them. */
async function accepted(overrides: Record<string, unknown> = {}) {
  const driver = await onlineDriver(t, place("odenigwe"));
  const rider = await signedIn(t, await createUser(t));
  const ride = await book(rider, overrides);
  const offer = (
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
  ).json().data;
  const view = (await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` })).json().data;
  const post = (who: typeof rider, step: string, payload?: object) =>
    who({ method: "POST", url: `/api/rides/${ride.id}/${step}`, ...(payload ? { payload } : {}) });
  return { driver, rider, ride, pin: view.pin as string, post };
}

describe("one transition path", () => {
  it("writes one event per change, from booking to completion, and none for a refused move", async () => {
    const { driver, ride, pin, post } = await accepted();
    expect((await post(driver.api, "complete")).statusCode).toBe(409); // not started: refused
    expect((await post(driver.api, "wait")).statusCode).toBe(409); // not a round trip
    await post(driver.api, "arrive");
    expect((await post(driver.api, "start", { pin: pin === "0000" ? "1111" : "0000" })).statusCode).toBe(400);
    await post(driver.api, "start", { pin });
    expect((await post(driver.api, "complete", { confirmFar: true })).json().data.status).toBe("completed");
    expect(await events(ride.id)).toEqual([
      "book:->searching:rider",
      "accept:searching>accepted:rider",
      "arrive:accepted>arrived:driver",
      "start:arrived>in_progress:driver",
      "complete:in_progress>completed:driver",
    ]);
    const stored = await t.database.db.select().from(tripEvents).where(eq(tripEvents.tripId, ride.id));
    expect(stored.every((e) => e.publishedAt !== null)).toBe(true);
    expect(stored.find((e) => e.event === "accept")?.actorId).not.toBeNull();
  });

  it("a cancelled ride tells the other side; cancelling again is refused and writes nothing", async () => {
    const { driver, rider, ride, post } = await accepted();
    expect((await post(rider, "cancel", { reason: "Other reasons" })).statusCode).toBe(200);
    const again = await post(rider, "cancel", { reason: "Other reasons" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RIDE_MESSAGES.cannotCancel);
    expect((await events(ride.id)).slice(-1)).toEqual(["cancel:accepted>cancelled:rider"]);
    expect((await events(ride.id)).length).toBe(3);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, driver.user.id));
    expect(told.map((n) => n.kind)).toContain("ride.cancelled");
  });

  it("account deletion cancels through the path and the driver is told", async () => {
    const { driver, rider, ride } = await accepted();
    const deleted = await rider({
      method: "DELETE",
      url: "/api/users/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await events(ride.id)).slice(-1)).toEqual(["cancel:accepted>cancelled:rider"]);
    await dispatchTick(t.app.rideDeps); // the relay's sweep: nobody was at hand inside the deletion
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, driver.user.id));
    expect(told.map((n) => n.kind)).toContain("ride.cancelled");
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.status).toBe("cancelled");
  });

  it("an event whose writer died before relaying it is relayed once, by one of two sweeps", async () => {
    const { ride } = await accepted();
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    if (!row) throw new Error("no ride");
    // Commit a change and never publish it, as an instance killed right after its commit would.
    const change = await t.database.db.transaction((tx) =>
      transitionRide(tx, row, { event: "arrive", actor: "driver", actorId: row.driverId, at: new Date() }),
    );
    expect(change?.to).toBe("arrived");
    const seen: RideChange[] = [];
    t.app.rideDeps.events.subscribe("probe", async (c) => {
      if (c.ride.id === ride.id) seen.push(c);
    });
    await t.app.rideDeps.trips.sweep(new Date()); // still claimed by its writer: left alone
    expect(seen).toHaveLength(0);
    const later = new Date(Date.now() + 31_000);
    await Promise.all([t.app.rideDeps.trips.sweep(later), t.app.rideDeps.trips.sweep(later)]);
    expect(seen.map((c) => c.event)).toEqual(["arrive"]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, row.riderId));
    expect(told.map((n) => n.kind)).toContain("ride.arrived");
  });
});

describe("round trips", () => {
  const roundTrip = { roundTrip: true, waitMinutes: 30 };

  it("in progress -> waiting (with the agreed wait's end) -> returning -> completed", async () => {
    const { driver, rider, ride, pin, post } = await accepted(roundTrip);
    await post(driver.api, "arrive");
    await post(driver.api, "start", { pin });
    expect((await post(driver.api, "complete")).statusCode).toBe(409); // the way back first
    const waiting = (await post(driver.api, "wait")).json().data;
    expect(waiting.status).toBe("waiting");
    expect(Date.parse(waiting.waitEndsAt) - Date.parse(waiting.waitStartedAt)).toBe(30 * 60_000);
    const seen = (await rider({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(seen.waitEndsAt).toBe(waiting.waitEndsAt);
    expect((await rider({ method: "GET", url: "/api/rides/active" })).json().data.status).toBe("waiting");
    expect((await post(rider, "cancel", { reason: "Other reasons" })).statusCode).toBe(409);
    expect((await post(driver.api, "return")).json().data.status).toBe("returning");
    expect((await post(rider, "end")).statusCode).toBe(409); // only while waiting
    const done = (await post(driver.api, "complete", { confirmFar: true })).json().data;
    expect(done).toMatchObject({ status: "completed" });
    expect(await events(ride.id)).toEqual([
      "book:->searching:rider",
      "accept:searching>accepted:rider",
      "arrive:accepted>arrived:driver",
      "start:arrived>in_progress:driver",
      "wait:in_progress>waiting:driver",
      "return:waiting>returning:driver",
      "complete:returning>completed:driver",
    ]);
  });

  it("the way back starts by itself when the agreed wait is over", async () => {
    const { driver, ride, pin, post } = await accepted(roundTrip);
    await post(driver.api, "arrive");
    await post(driver.api, "start", { pin });
    await post(driver.api, "wait");
    await dispatchTick(t.app.rideDeps, new Date(Date.now() + 29 * 60_000));
    expect((await driver.api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.status).toBe(
      "waiting",
    );
    await dispatchTick(t.app.rideDeps, new Date(Date.now() + 30 * 60_000 + 1_000));
    expect((await driver.api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.status).toBe(
      "returning",
    );
    expect((await events(ride.id)).slice(-1)).toEqual(["return:waiting>returning:system"]);
  });

  it("the rider may end it at the destination and pays the way out and the wait used, not the way back", async () => {
    const { driver, rider, ride, pin, post } = await accepted(roundTrip);
    await post(driver.api, "arrive");
    await post(driver.api, "start", { pin });
    expect((await post(rider, "end")).statusCode).toBe(409); // not at the destination yet
    await post(driver.api, "wait");
    expect((await post(driver.api, "end")).statusCode).toBe(403); // the rider's to decide
    const ended = (await post(rider, "end")).json().data;
    expect(ended.status).toBe("completed");
    expect(ended.amountKobo).toBeLessThan(ride.fareKobo);
    expect(ended.amountKobo).toBeGreaterThan(ride.fareKobo / 3);
    expect(ended.amountKobo % 5_000).toBe(0);
    expect((await events(ride.id)).slice(-1)).toEqual(["end_early:waiting>completed:rider"]);
  });

  it("quotes the early end before the rider confirms, ends only at the quoted amount, and keeps what was agreed", async () => {
    const { driver, rider, ride, pin, post } = await accepted(roundTrip);
    const quote = () => rider({ method: "GET", url: `/api/rides/${ride.id}/end-quote` });
    await post(driver.api, "arrive");
    await post(driver.api, "start", { pin });
    const early = await quote();
    expect(early.statusCode).toBe(409); // not at the destination yet
    expect(early.json().message).toBe(RIDE_MESSAGES.cannotEndEarly);
    await post(driver.api, "wait");
    expect((await driver.api({ method: "GET", url: `/api/rides/${ride.id}/end-quote` })).statusCode).toBe(
      403,
    );
    const other = await signedIn(t, await createUser(t));
    expect((await other({ method: "GET", url: `/api/rides/${ride.id}/end-quote` })).statusCode).toBe(404);

    // Three minutes into the wait: the quote counts them and says when the next minute costs more.
    const startedAt = new Date(Date.now() - 3 * 60_000 - 20_000);
    await t.database.db.update(rides).set({ waitStartedAt: startedAt }).where(eq(rides.id, ride.id));
    const quoted = (await quote()).json().data;
    expect(quoted.agreedKobo).toBe(ride.fareKobo);
    expect(quoted.amountKobo).toBeLessThan(quoted.agreedKobo);
    expect(Date.parse(quoted.changesAt)).toBe(startedAt.getTime() + 4 * 60_000);
    // Reading it changes nothing.
    expect((await quote()).json().data).toEqual(quoted);
    expect((await events(ride.id)).slice(-1)).toEqual(["wait:in_progress>waiting:driver"]);

    // A minute more was waited than the rider was shown: refused with the new amount, nothing changes.
    const stale = await post(rider, "end", { amountKobo: quoted.amountKobo - 5_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(earlyEndChangedMessage(formatNaira(quoted.amountKobo)));
    expect(stale.json().amountKobo).toBe(quoted.amountKobo);
    expect((await rider({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.status).toBe("waiting");

    // At the quoted amount: the number shown is the number charged, and the agreed price is kept beside it.
    const ended = (await post(rider, "end", { amountKobo: quoted.amountKobo })).json().data;
    expect(ended).toMatchObject({
      status: "completed",
      amountKobo: quoted.amountKobo,
      endedEarly: { agreedKobo: quoted.agreedKobo },
    });
    const seen = (await driver.api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(seen.endedEarly).toEqual({ agreedKobo: quoted.agreedKobo });
    expect((await quote()).statusCode).toBe(409);
  });
});
