import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycFiles, type User } from "../src/db/schema/index.ts";
import { storeImage } from "../src/lib/uploads.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { jpeg, png } from "./helpers/images.ts";
import { multipart } from "./helpers/multipart.ts";
import { book, MANUAL_DISPATCH, north, onlineDriver, ownArea, redisEnv } from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
});
afterAll(() => t.close());

/** Gives the signed-in user a profile picture; returns its URL. */
async function withAvatar(c: Client): Promise<string> {
  const res = await c({
    method: "POST",
    url: "/api/users/me/avatar",
    ...(await multipart({}, [{ field: "avatar", data: await png(), type: "image/png" }])),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.profileImage;
}

/** A vehicle picture among the driver's KYC files. */
async function withVehiclePhoto(driver: User): Promise<string> {
  const stored = await storeImage(t.config.dataDir, await jpeg());
  await t.database.db.insert(kycFiles).values({ userId: driver.id, kind: "vehicle", ...stored });
  return `/api/drivers/${driver.id}/vehicle-photo`;
}

const status = async (c: Client, url: string) => (await c({ method: "GET", url })).statusCode;

describe("who sees a profile picture", () => {
  it("the owner, admins, and the people they deal with through a ride; nobody else", async () => {
    // An area of its own: only this test's drivers are near its ride.
    const trip = ownArea();
    const near = trip.pickup;
    const driver = await onlineDriver(t, near);
    const driverAvatar = await withAvatar(driver.api);
    const vehicle = await withVehiclePhoto(driver.user);
    const riderApi = await signedIn(t, await createUser(t));
    const riderAvatar = await withAvatar(riderApi);
    // A driver too far away for this request, a rider with no ride, an admin.
    const farDriver = await onlineDriver(t, north(near, 20_000));
    const stranger = await signedIn(t, await createUser(t));
    const admin = await signedIn(t, await createUser(t, { role: "admin" }));

    expect(await status(driver.api, driverAvatar)).toBe(200);
    expect(await status(riderApi, riderAvatar)).toBe(200);
    for (const [who, url] of [
      [riderApi, driverAvatar],
      [riderApi, vehicle],
      [driver.api, riderAvatar],
      [stranger, driverAvatar],
      [stranger, riderAvatar],
    ] as const) {
      expect(await status(who, url)).toBe(404);
    }
    const refused = await stranger({ method: "GET", url: driverAvatar });
    expect(refused.json()).toEqual({ message: "No profile picture" });

    // The request reaches the driver: they see the rider; the rider does not know them yet.
    const ride = await book(riderApi, trip);
    expect(await status(driver.api, riderAvatar)).toBe(200);
    expect(await status(riderApi, driverAvatar)).toBe(404);
    expect(await status(farDriver.api, riderAvatar)).toBe(404);

    // The driver offers: the rider sees their picture and their vehicle.
    const offer = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
    expect(offer.statusCode).toBe(201);
    expect(offer.json().data.driver.profileImage).toBe(driverAvatar);
    expect(await status(riderApi, driverAvatar)).toBe(200);
    expect(await status(riderApi, vehicle)).toBe(200);

    // Accepted: the two still see each other, others still do not; admins see everyone.
    await riderApi({ method: "POST", url: `/api/offers/${offer.json().data.id}/accept` });
    const view = (await riderApi({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(await status(riderApi, view.driver.profileImage)).toBe(200);
    const driverView = (await driver.api({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(await status(driver.api, driverView.rider.profileImage)).toBe(200);
    for (const url of [driverAvatar, riderAvatar, vehicle]) {
      expect(await status(stranger, url)).toBe(404);
      expect(await status(farDriver.api, url)).toBe(404);
      expect(await status(admin, url)).toBe(200);
    }
  });
});
