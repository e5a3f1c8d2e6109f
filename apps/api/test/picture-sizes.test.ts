import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycFiles } from "../src/db/schema/index.ts";
import { storeImage, uploadsDir } from "../src/lib/uploads.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { jpeg, png } from "./helpers/images.ts";
import { multipart } from "./helpers/multipart.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WIDTH_MESSAGE = "Choose a picture width of 160 or 720";

async function uploadAvatar(c: Client, data: Buffer, type = "image/jpeg"): Promise<string> {
  const res = await c({
    method: "POST",
    url: "/api/users/me/avatar",
    ...(await multipart({}, [{ field: "avatar", data, type }])),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.profileImage;
}

/** Every file under DATA_DIR/uploads/sized, as paths below it. */
async function sizedFiles(): Promise<string[]> {
  const root = join(uploadsDir(t.config.dataDir), "sized");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe("pictures sized for the screen", () => {
  it("answers a copy 160 or 720 pixels wide, and the stored picture without a width", async () => {
    const me = await signedIn(t, await createUser(t));
    const avatar = await uploadAvatar(me, await jpeg(1200, 900));

    const small = await me({ method: "GET", url: `${avatar}&w=160` });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/jpeg");
    expect(small.headers["cache-control"]).toBe("private, max-age=3600");
    expect(await widthOf(small.rawPayload)).toBe(160);

    const wide = await me({ method: "GET", url: `${avatar}&w=720` });
    expect(await widthOf(wide.rawPayload)).toBe(720);
    const stored = await me({ method: "GET", url: avatar });
    expect(await widthOf(stored.rawPayload)).toBe(1200);
    expect(small.rawPayload.length).toBeLessThan(wide.rawPayload.length);
    expect(wide.rawPayload.length).toBeLessThan(stored.rawPayload.length);

    // A PNG stays a PNG; a picture smaller than the width is never blown up.
    const other = await signedIn(t, await createUser(t));
    const tiny = await uploadAvatar(other, await png(64, 48), "image/png");
    const tinyWide = await other({ method: "GET", url: `${tiny}&w=720` });
    expect(tinyWide.headers["content-type"]).toBe("image/png");
    expect(await widthOf(tinyWide.rawPayload)).toBe(64);
  });

  it("refuses any other width, a repeated width and a NUL byte, and makes nothing", async () => {
    const me = await signedIn(t, await createUser(t));
    const avatar = await uploadAvatar(me, await jpeg(800, 600));
    const before = await sizedFiles();
    for (const query of ["w=300", "w=0", "w=", "w=160&w=720", "w=160.0", "w=1e3", "w=%20160"]) {
      const res = await me({ method: "GET", url: `${avatar}&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(WIDTH_MESSAGE);
    }
    // A NUL byte is stopped before any route, as everywhere.
    for (const query of ["w=160%00", "w=%00160"]) {
      const res = await me({ method: "GET", url: `${avatar}&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe("Text must not contain control characters");
    }
    expect(await sizedFiles()).toEqual(before);
  });

  it("a width does not open a picture to anyone who may not see it", async () => {
    const owner = await signedIn(t, await createUser(t));
    const avatar = await uploadAvatar(owner, await jpeg(800, 600));
    const stranger = await signedIn(t, await createUser(t));
    const res = await stranger({ method: "GET", url: `${avatar}&w=160` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No profile picture" });
  });

  it("a hundred asks at once for a new width make one copy, and every answer is the whole picture", async () => {
    const me = await signedIn(t, await createUser(t));
    const avatar = await uploadAvatar(me, await jpeg(1000, 750));
    const before = new Set(await sizedFiles());
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => me({ method: "GET", url: `${avatar}&w=720` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    const first = answers[0]?.rawPayload;
    for (const answer of answers) expect(answer.rawPayload.equals(first as Buffer)).toBe(true);
    expect(await widthOf(first as Buffer)).toBe(720);
    const made = (await sizedFiles()).filter((f) => !before.has(f));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^720\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
  });

  it("replacing the picture deletes its sized copies", async () => {
    const me = await signedIn(t, await createUser(t));
    const first = await uploadAvatar(me, await jpeg(1000, 750));
    const before = new Set(await sizedFiles());
    await me({ method: "GET", url: `${first}&w=160` });
    await me({ method: "GET", url: `${first}&w=720` });
    expect((await sizedFiles()).filter((f) => !before.has(f))).toHaveLength(2);

    await uploadAvatar(me, await jpeg(900, 600));
    expect((await sizedFiles()).filter((f) => !before.has(f))).toEqual([]);
  });

  it("the vehicle picture comes sized too", async () => {
    const driver = await createUser(t, { role: "driver" });
    const stored = await storeImage(t.config.dataDir, await jpeg(1200, 900));
    await t.database.db.insert(kycFiles).values({ userId: driver.id, kind: "vehicle", ...stored });
    const admin = await signedIn(t, await createUser(t, { role: "admin" }));
    const url = `/api/drivers/${driver.id}/vehicle-photo`;
    const res = await admin({ method: "GET", url: `${url}?w=160` });
    expect(res.statusCode).toBe(200);
    expect(await widthOf(res.rawPayload)).toBe(160);
    expect((await admin({ method: "GET", url: `${url}?w=161` })).json().message).toBe(WIDTH_MESSAGE);
  });
});
