import { DELIVERY_CANCEL_REASONS } from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handoverCodes, offers, tripDispatches, tripEvents } from "../src/db/schema/index.ts";
import { deliveryTick } from "../src/modules/deliveries/timers.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, deliveryRow } from "./helpers/deliveries.ts";
import { MANUAL_DISPATCH, north, onlineDriver, ownArea, redisEnv } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * A delivery's timed steps, moved by the test's clock: booked for later it starts searching at its lead; a
 * search widens step by step and reaches a driver further out; with no driver accepted in time it expires
 * (waiting for an offer still pending), and its sender's slot is free again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv(), LOCATION_STALE_MS: "36000000" });
});
afterAll(() => t.close());

const later = (ms: number) => new Date(Date.now() + ms);
const tick = (at: Date) => deliveryTick(t.app.deliveryDeps, at);

describe("a delivery's timers", () => {
  it("booked for later, it starts searching at its lead before the pickup time", async () => {
    const api = await signedIn(t, await createUser(t));
    const at = later(3 * 3600_000).toISOString();
    const d = await bookDelivery(api, { scheduledAt: at });
    expect(d.status).toBe("scheduled");
    await tick(later(60_000));
    expect((await deliveryRow(t, d.id)).status).toBe("scheduled");
    await tick(new Date(Date.parse(at)));
    const row = await deliveryRow(t, d.id);
    expect(row.status).toBe("searching");
    expect(row.searchExpiresAt).not.toBeNull();
  });

  it("a search widens to reach a driver further out, then expires with nobody accepted", async () => {
    const { pickup, destination } = ownArea();
    const api = await signedIn(t, await createUser(t));
    const far = await onlineDriver(t, north(pickup, t.config.rides.initialRadiusM + 500), "Keke");
    const d = await bookDelivery(api, { pickup, dropoff: destination });
    const asked = async () =>
      (await t.database.db.select().from(tripDispatches).where(eq(tripDispatches.tripId, d.id))).map(
        (r) => r.driverId,
      );
    expect(await asked()).not.toContain(far.user.id);
    let row = await deliveryRow(t, d.id);
    for (let i = 0; i < 5 && !(await asked()).includes(far.user.id); i++) {
      await tick(new Date((row.nextStepAt ?? new Date()).getTime() + 1));
      row = await deliveryRow(t, d.id);
    }
    expect(await asked()).toContain(far.user.id);
    expect(row.searchRadiusM).toBeGreaterThan(t.config.rides.initialRadiusM);

    // An offer pending at the limit holds the search until it is answered or runs out.
    const made = await far.api({ method: "POST", url: `/api/deliveries/${d.id}/offers`, payload: {} });
    expect(made.statusCode, made.body).toBe(201);
    const limit = row.searchExpiresAt ?? new Date();
    await tick(new Date(limit.getTime() + 1));
    expect((await deliveryRow(t, d.id)).status).toBe("searching");
    // The offer runs out (as its own timer would make it).
    await t.database.db
      .update(offers)
      .set({ status: "expired" })
      .where(and(eq(offers.tripId, d.id), eq(offers.status, "pending")));
    await tick(new Date(limit.getTime() + 2));
    expect((await deliveryRow(t, d.id)).status).toBe("expired");
    // Expired holds no slot: the sender books again.
    await bookDelivery(api, { pickup, dropoff: destination });
  });

  it("booked for later and never taken, it expires from its search, not straight from booked; then the sender cancels it", async () => {
    const api = await signedIn(t, await createUser(t));
    const at = later(3 * 3600_000);
    const d = await bookDelivery(api, { scheduledAt: at.toISOString() });
    // Long after its time, a pass first sends it to the drivers, with a search of the usual length.
    const late = new Date(at.getTime() + 3600_000);
    await tick(late);
    const searching = await deliveryRow(t, d.id);
    expect(searching.status).toBe("searching");
    expect(searching.searchExpiresAt?.getTime()).toBe(late.getTime() + t.config.rides.searchTimeoutMs);
    await tick(new Date((searching.searchExpiresAt ?? late).getTime() + 1));
    expect((await deliveryRow(t, d.id)).status).toBe("expired");
    const moves = await t.database.db.select().from(tripEvents).where(eq(tripEvents.tripId, d.id));
    expect(moves.map((e) => [e.fromStatus, e.event, e.toStatus])).toEqual([
      [null, "book", "scheduled"],
      ["scheduled", "dispatch", "searching"],
      ["searching", "expire", "expired"],
    ]);

    // Expired, it is still the sender's to cancel: free, and its codes are taken back.
    const res = await api({
      method: "POST",
      url: `/api/deliveries/${d.id}/cancel`,
      payload: { reason: DELIVERY_CANCEL_REASONS[0] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "cancelled", pickupCode: null });
    expect(await t.database.db.select().from(handoverCodes).where(eq(handoverCodes.tripId, d.id))).toEqual(
      [],
    );
    expect(
      (await t.database.db.select().from(tripEvents).where(eq(tripEvents.tripId, d.id))).at(-1),
    ).toMatchObject({ event: "cancel", fromStatus: "expired", toStatus: "cancelled", actor: "sender" });
  });
});
