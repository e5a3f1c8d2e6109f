import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, utimes } from "node:fs/promises";
import { join } from "node:path";
import { CANCEL_REASONS, MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { luggageUploads, rides, sessions } from "../src/db/schema/index.ts";
import { tempUploadsDir } from "../src/lib/temp-uploads.ts";
import { sha256 } from "../src/lib/tokens.ts";
import { uploadPath } from "../src/lib/uploads.ts";
import { HOUSEKEEPING_EVERY_MS } from "../src/plugins/housekeeping.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { png } from "./helpers/images.ts";
import { multipart } from "./helpers/multipart.ts";
import { book, eventually, MANUAL_DISPATCH, redisEnv, rideBody } from "./helpers/rides.ts";
import { type Client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

const HOUR = 60 * 60 * 1000;

let t: TestApp;
const intervals = vi.spyOn(globalThis, "setInterval");
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
});
afterAll(async () => {
  await t.close();
  intervals.mockRestore();
});

async function uploadLuggage(api: Client): Promise<string> {
  const res = await api({
    method: "POST",
    url: "/api/rides/luggage-photo",
    ...(await multipart({}, [{ field: "photo", data: await png(), type: "image/png" }])),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.photoKey;
}

const onDisk = (key: string) => existsSync(uploadPath(t.config.dataDir, key));
const uploadRow = async (key: string) =>
  (await t.database.db.select().from(luggageUploads).where(eq(luggageUploads.key, key)))[0];

describe("luggage pictures", () => {
  it("deletes an upload no booking used after 24 hours, file and row; a booked one stays", async () => {
    const api = await signedIn(t, await createUser(t));
    const unused = await uploadLuggage(api);
    const used = await uploadLuggage(api);
    const ride = await book(api, { luggage: { hasLuggage: true, photoKey: used } });

    await t.app.housekeeping.run(new Date(Date.now() + 23 * HOUR));
    expect(await uploadRow(unused)).toBeDefined();
    expect(onDisk(unused)).toBe(true);

    await t.app.housekeeping.run(new Date(Date.now() + 25 * HOUR));
    expect(await uploadRow(unused)).toBeUndefined();
    expect(onDisk(unused)).toBe(false);
    expect((await uploadRow(used))?.rideId).toBe(ride.id);
    expect(onDisk(used)).toBe(true);
    expect((await api({ method: "GET", url: `/api/rides/${ride.id}/luggage-photo` })).statusCode).toBe(200);
    // A late booking with the swept key is refused.
    const cancel = { reason: CANCEL_REASONS[5] };
    expect(
      (await api({ method: "POST", url: `/api/rides/${ride.id}/cancel`, payload: cancel })).statusCode,
    ).toBe(200);
    const late = await api({
      method: "POST",
      url: "/api/rides",
      payload: rideBody({ luggage: { hasLuggage: true, photoKey: unused } }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MESSAGES.uploadLuggageImage);
  });

  it("deletes a rider's luggage pictures with the account; the ride stays without one", async () => {
    const user = await createUser(t);
    const api = await signedIn(t, user);
    const unused = await uploadLuggage(api);
    const used = await uploadLuggage(api);
    const ride = await book(api, { luggage: { hasLuggage: true, photoKey: used } });

    const res = await api({ method: "DELETE", url: "/api/users/me", payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(onDisk(unused)).toBe(false);
    expect(onDisk(used)).toBe(false);
    expect(
      await t.database.db.select().from(luggageUploads).where(eq(luggageUploads.userId, user.id)),
    ).toEqual([]);
    const [kept] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(kept).toMatchObject({ status: "cancelled", luggagePhotoKey: null });
  });
});

describe("temporary upload folders", () => {
  it("removes folders left behind for over an hour, not ones in use", async () => {
    const root = tempUploadsDir(t.config.dataDir);
    const left = join(root, "upload-left");
    const current = join(root, "upload-current");
    await mkdir(left, { recursive: true });
    await mkdir(current, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await utimes(left, twoHoursAgo, twoHoursAgo);
    await t.app.housekeeping.run();
    expect(existsSync(left)).toBe(false);
    expect(existsSync(current)).toBe(true);
  });
});

describe("the housekeeping timer", () => {
  it("is started once the app is ready, does not hold the process open, and runs a pass", async () => {
    const call = intervals.mock.calls.findIndex(([, ms]) => ms === HOUSEKEEPING_EVERY_MS);
    expect(call).toBeGreaterThanOrEqual(0);
    const timer = intervals.mock.results[call]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);

    const user = await createUser(t);
    await t.database.db.insert(sessions).values({
      userId: user.id,
      tokenHash: sha256(randomBytes(32).toString("hex")),
      expiresAt: new Date(Date.now() - 1000),
    });
    const tick = intervals.mock.calls[call]?.[0] as () => void;
    tick();
    await eventually(async () => {
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      return rows.length === 0 ? true : undefined;
    });
  });
});
