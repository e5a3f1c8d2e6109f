import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rides, tripEvents } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { appOnDatabase } from "./helpers/app-on-database.ts";
import { createReopenableDatabase } from "./helpers/reopenable-database.ts";
import { book, onlineDriver, place, redisEnv } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";
import { eventually } from "./helpers/wait.ts";

/**
 * Ride timers run as durable jobs: nobody calls dispatchTick here. The catch-up sweep is set far apart so that
 * what happens is the work of each ride's own timers (after the first sweep at start).
 */
const TIMERS = {
  DISPATCH_TICK_MS: "600000",
  DISPATCH_STEP_MS: "300",
  DISPATCH_TIMEOUT_MS: "1500",
  OFFER_TTL_MS: "1000",
  LOCATION_MIN_INTERVAL_MS: "0",
};

const statusOf = async (t: Pick<TestApp, "database">, id: string) =>
  (await t.database.db.select({ status: rides.status }).from(rides).where(eq(rides.id, id)))[0]?.status;

describe("ride timers as jobs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...TIMERS, ...redisEnv() });
  });
  afterAll(() => t.close());

  it("a search widens step by step and expires at its limit, by its own timers", async () => {
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider);
    await eventually(
      async () =>
        (await rider({ method: "GET", url: `/api/rides/${ride.id}` })).json().data.searchRadiusM >
        ride.searchRadiusM,
      { what: "a wider search" },
    );
    await eventually(async () => (await statusOf(t, ride.id)) === "expired", { what: "the expiry" });
    const log = await t.database.db
      .select()
      .from(tripEvents)
      .where(eq(tripEvents.tripId, ride.id))
      .orderBy(asc(tripEvents.seq));
    expect(log.map((e) => `${e.event}:${e.actor}`)).toEqual(["book:rider", "expire:system"]);
  });

  it("a pending offer holds the search past its limit until the offer expires by its own timer", async () => {
    const driver = await onlineDriver(t, place("odenigwe"));
    const rider = await signedIn(t, await createUser(t));
    const ride = await book(rider);
    const offer = (
      await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
    ).json().data;
    expect(offer.status).toBe("pending");
    await eventually(
      async () =>
        (await rider({ method: "GET", url: `/api/rides/${ride.id}/offers` })).json().data[0]?.status ===
        "expired",
      { what: "the offer's expiry" },
    );
    await eventually(async () => (await statusOf(t, ride.id)) === "expired", { what: "the ride's expiry" });
  });
});

describe("after a stop", () => {
  it("a scheduled ride that fell due while the server was stopped is dispatched within seconds of the start", async () => {
    const store = await createReopenableDatabase();
    try {
      const firstDb = await store.open();
      const first = await appOnDatabase(firstDb, TIMERS);
      const rider = await signedIn(
        first as unknown as TestApp,
        await createUser(first as unknown as TestApp),
      );
      const at = new Date(Date.now() + 2 * 3600_000);
      const ride = await book(rider, { scheduledAt: at.toISOString() });
      expect(ride.status).toBe("scheduled");
      await first.close();
      // Time passes while the server is down: the ride is now due.
      await firstDb.db
        .update(rides)
        .set({ scheduledAt: new Date(Date.now() - 60_000) })
        .where(eq(rides.id, ride.id));
      await firstDb.close();

      const againDb = await store.open();
      const again = await appOnDatabase(againDb, TIMERS);
      try {
        const started = Date.now();
        await eventually(async () => (await statusOf(again, ride.id)) !== "scheduled", {
          what: "the dispatch after the restart",
        });
        expect(Date.now() - started).toBeLessThan(10_000);
        expect(["searching", "expired"]).toContain(await statusOf(again, ride.id));
        const [event] = await againDb.db
          .select()
          .from(tripEvents)
          .where(eq(tripEvents.tripId, ride.id))
          .orderBy(asc(tripEvents.seq))
          .offset(1)
          .limit(1);
        expect(`${event?.event}:${event?.fromStatus}>${event?.toStatus}:${event?.actor}`).toBe(
          "dispatch:scheduled>searching:system",
        );
      } finally {
        await again.close();
        await againDb.close();
      }
    } finally {
      await store.drop();
    }
  });
});
