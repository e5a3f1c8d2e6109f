import { readdirSync } from "node:fs";
import { LUGGAGE_UNUSED_MAX, RIDE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { luggageUploads, type User } from "../src/db/schema/index.ts";
import { uploadsDir } from "../src/lib/uploads.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { png } from "./helpers/images.ts";
import { multipart } from "./helpers/multipart.ts";
import { book } from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

/** A rider may keep at most 5 luggage pictures of the last day that no booking used. */
let t: TestApp;
let picture: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  picture = await png();
});
afterAll(() => t.close());

const upload = async (api: Client) =>
  api({
    method: "POST",
    url: "/api/rides/luggage-photo",
    ...(await multipart({}, [{ field: "photo", data: picture, filename: "bag.png", type: "image/png" }])),
  });

const uploadsOf = (user: User) =>
  t.database.db.select().from(luggageUploads).where(eq(luggageUploads.userId, user.id));
/** Stored pictures (in folders by the key's first two characters), without the sized copies. */
const filesOnDisk = () =>
  readdirSync(uploadsDir(t.config.dataDir), { recursive: true, encoding: "utf8" }).filter(
    (name) => /\.(png|jpg)$/.test(name) && !name.startsWith("sized"),
  ).length;

async function newRider() {
  const user = await createUser(t);
  return { user, api: await signedIn(t, user) };
}

describe("unused luggage pictures per rider", () => {
  it("the sixth in a day is refused with a clear message and when to try again", async () => {
    expect(LUGGAGE_UNUSED_MAX).toBe(5);
    const { user, api } = await newRider();
    for (let i = 0; i < 5; i++) expect((await upload(api)).statusCode).toBe(201);
    const refused = await upload(api);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(RIDE_MESSAGES.luggageUploadLimit);
    expect(refused.json().message).toContain("5 luggage pictures in the last day");
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await uploadsOf(user)).toHaveLength(5);
    // Another rider is not affected.
    expect((await upload((await newRider()).api)).statusCode).toBe(201);
  });

  it("a picture used on a booking, or older than a day, no longer counts", async () => {
    const { user, api } = await newRider();
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push((await upload(api)).json().data.photoKey);
    expect((await upload(api)).statusCode).toBe(429);
    await book(api, { luggage: { hasLuggage: true, photoKey: keys[0] } });
    expect((await upload(api)).statusCode).toBe(201);
    expect((await upload(api)).statusCode).toBe(429);
    await t.database.db
      .update(luggageUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(luggageUploads.key, keys[1] ?? ""));
    expect((await upload(api)).statusCode).toBe(201);
    expect((await uploadsOf(user)).filter((u) => u.rideId === null)).toHaveLength(6);
  });

  it("twenty uploads at once: five are kept, fifteen refused, and no refused file stays on disk", async () => {
    const { user, api } = await newRider();
    const before = filesOnDisk();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(api)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(r.json().message).toBe(RIDE_MESSAGES.luggageUploadLimit);
    }
    expect(await uploadsOf(user)).toHaveLength(5);
    expect(filesOnDisk() - before).toBe(5);
  });
});
