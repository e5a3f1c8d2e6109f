import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverPresence, users } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  approvedDriver,
  MANUAL_DISPATCH,
  north,
  onlineDriver,
  ownArea,
  placeDriver,
} from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, LOCATION_STALE_MS: "60000", NEARBY_RADIUS_M: "3000" });
});
afterAll(async () => {
  await t.close();
});

const near = (at: { lat: number; lon: number }) => `/api/drivers/near?lat=${at.lat}&lon=${at.lon}`;

describe("GET /api/drivers/near", () => {
  it("lists verified online drivers near the rider, nearest first, with a rounded distance and no position", async () => {
    const centre = ownArea().pickup;
    const close = await onlineDriver(t, north(centre, 420));
    const farther = await onlineDriver(t, north(centre, 1_260), "Motorcycle");
    const busy = await onlineDriver(t, north(centre, 800));
    await placeDriver(t, busy.user.id, north(centre, 800), 1, false);
    // Not listed: unverified, offline, stale, out of the radius.
    const pending = await approvedDriver(t, "Keke", "pending");
    await t.database.db.insert(driverPresence).values({ driverId: pending.id, online: true });
    await placeDriver(t, pending.id, north(centre, 300), 1);
    const offline = await onlineDriver(t, north(centre, 350));
    await t.database.db
      .update(driverPresence)
      .set({ online: false })
      .where(eq(driverPresence.driverId, offline.user.id));
    const stale = await onlineDriver(t, north(centre, 600));
    const old = await t.app.rideDeps.locations.get(stale.user.id);
    if (!old) throw new Error("no position");
    await t.app.rideDeps.locations.update({ ...old, at: Date.now() - 120_000 });
    await onlineDriver(t, north(centre, 9_000));

    const rider = await signedIn(t, await createUser(t));
    const res = await rider({ method: "GET", url: near(centre) });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as Record<string, unknown>[];
    expect(list.map((d) => d.id)).toEqual([close.user.id, busy.user.id, farther.user.id]);
    const [first] = list;
    expect(first).toEqual({
      id: close.user.id,
      fullName: close.user.fullName,
      profileImage: null,
      vehicle: { type: "Keke", plateNumber: expect.stringMatching(/^ENU-/) },
      rating: null,
      ratingCount: 0,
      distanceM: 400,
      available: true,
    });
    expect(list.map((d) => d.distanceM)).toEqual([400, 800, 1_300]);
    expect(list.map((d) => d.available)).toEqual([true, false, true]);
    const text = res.body;
    expect(text).not.toContain(String(north(centre, 420).lat));
    expect(text).not.toMatch(/"lat"|"lon"/);
  });

  it("never lists the rider, and keeps drivers' pictures from riders who do not deal with them", async () => {
    const centre = ownArea().pickup;
    const driver = await onlineDriver(t, north(centre, 200));
    await t.database.db
      .update(users)
      .set({ profileImage: `avatars/${randomBytes(4).toString("hex")}.jpg` })
      .where(eq(users.id, driver.user.id));
    const rider = await signedIn(t, await createUser(t));
    const [shown] = (await rider({ method: "GET", url: near(centre) })).json().data;
    expect(shown).toMatchObject({ id: driver.user.id, profileImage: null });
  });

  it("says what is wrong with the location", async () => {
    const rider = await signedIn(t, await createUser(t));
    const cases: [string, string][] = [
      ["/api/drivers/near", "Share your location to see drivers near you"],
      ["/api/drivers/near?lat=&lon=7.4", "Share your location to see drivers near you"],
      ["/api/drivers/near?lat=abc&lon=7.4", "Latitude must be a number from -90 to 90"],
      ["/api/drivers/near?lat=91&lon=7.4", "Latitude must be a number from -90 to 90"],
      ["/api/drivers/near?lat=6.8&lon=-181", "Longitude must be a number from -180 to 180"],
      ["/api/drivers/near?lat=6.8&lon=1e3", "Longitude must be a number from -180 to 180"],
    ];
    for (const [url, message] of cases) {
      const res = await rider({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
  });

  it("is for signed-in riders only", async () => {
    const url = near(ownArea().pickup);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const driver = await signedIn(t, await approvedDriver(t));
    expect((await driver({ method: "GET", url })).statusCode).toBe(403);
  });
});
