import { DELIVERY_MESSAGES, PARCEL_PHOTO_UNUSED_MAX } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcelPhotos, type User } from "../src/db/schema/index.ts";
import { UPLOAD_MESSAGES, uploadPath } from "../src/lib/uploads.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, moveDelivery, namedDriver, uploadParcelPhoto } from "./helpers/deliveries.ts";
import { elfExecutable, exifHasGps, jpegWithGps, oversizedJpeg, pixelBombPng } from "./helpers/images.ts";
import { MANUAL_DISPATCH } from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

/**
 * The parcel's photo: only pictures are taken (by their bytes, at most 5 MB, not a pixel flood), re-encoded
 * without their location, a few unused per sender; a delivery and its photo are seen only by its sender, its
 * driver and admins.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANUAL_DISPATCH);
});
afterAll(() => t.close());

async function newUser(
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: User; api: Client }> {
  const user = await createUser(t, overrides);
  return { user, api: await signedIn(t, user) };
}

const unusedOf = (user: User) =>
  t.database.db.select().from(parcelPhotos).where(eq(parcelPhotos.userId, user.id));

describe("POST /api/deliveries/photos", () => {
  it("refuses what is not an image, over 5 MB, or a pixel flood, each with a clear message and nothing kept", async () => {
    const { user, api } = await newUser();
    const notImage = await uploadParcelPhoto(api, elfExecutable(), "image/jpeg");
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(DELIVERY_MESSAGES.photoNotImage);

    const tooBig = await uploadParcelPhoto(api, oversizedJpeg(), "image/jpeg");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(UPLOAD_MESSAGES.size);

    const flood = await uploadParcelPhoto(api, await pixelBombPng());
    expect(flood.statusCode).toBe(413);
    expect(flood.json().message).toBe(UPLOAD_MESSAGES.pixels);

    const noFile = await api({ method: "POST", url: "/api/deliveries/photos", payload: {} });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(DELIVERY_MESSAGES.photoRequired);

    expect(await unusedOf(user)).toEqual([]);
  });

  it("re-encodes the photo: where it was taken is gone", async () => {
    const { api } = await newUser();
    const res = await uploadParcelPhoto(api, await jpegWithGps(), "image/jpeg");
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json().data.photoKey as string;
    const meta = await sharp(uploadPath(t.config.dataDir, key)).metadata();
    expect(exifHasGps(meta.exif)).toBe(false);
  });

  it(`keeps at most ${PARCEL_PHOTO_UNUSED_MAX} unused photos per sender in a day`, async () => {
    const { api } = await newUser();
    for (let i = 0; i < PARCEL_PHOTO_UNUSED_MAX; i++)
      expect((await uploadParcelPhoto(api)).statusCode).toBe(201);
    const refused = await uploadParcelPhoto(api);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(DELIVERY_MESSAGES.photoUploadLimit);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
  });

  it("is for senders: a driver may not upload", async () => {
    const driver = await signedIn(t, await namedDriver(t));
    expect((await uploadParcelPhoto(driver)).statusCode).toBe(403);
  });
});

describe("who sees a delivery and its photo", () => {
  it("its sender, its driver and admins; another rider, another driver or anyone signed out get nothing", async () => {
    const sender = await newUser();
    const delivery = await bookDelivery(sender.api);
    const driver = await namedDriver(t);
    const otherDriver = await namedDriver(t, "Emeka Obi");
    const otherRider = await newUser();
    const admin = await newUser({ role: "admin" });
    await moveDelivery(t, delivery.id, driver, ["accept"]);

    const view = (api: Client) => api({ method: "GET", url: `/api/deliveries/${delivery.id}` });
    const photo = (api: Client) =>
      api({ method: "GET", url: `/api/deliveries/${delivery.id}/photos/parcel` });

    for (const [who, api] of [
      ["another rider", otherRider.api],
      ["another driver", await signedIn(t, otherDriver)],
    ] as const) {
      const v = await view(api);
      expect(v.statusCode, who).toBe(404);
      expect(v.json().message, who).toBe(DELIVERY_MESSAGES.deliveryNotFound);
      expect((await photo(api)).statusCode, who).toBe(404);
    }
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/deliveries/${delivery.id}/photos/parcel`,
    });
    expect(anonymous.statusCode).toBe(401);

    const asSender = await view(sender.api);
    expect(asSender.statusCode).toBe(200);
    expect(asSender.json().data.pickupCode).toMatch(/^\d{4}$/);
    expect(asSender.json().data.shareUrl).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
    expect(asSender.json().data.driver.phoneNumber).toBe(driver.phoneNumber);

    const asDriver = await view(await signedIn(t, driver));
    expect(asDriver.statusCode).toBe(200);
    const seen = asDriver.json().data;
    // The driver is given the parcel with the sender's code: never shown it, nor the link, nor the recipient's.
    expect(seen.pickupCode).toBeNull();
    expect(seen.shareUrl).toBeNull();
    expect(seen.recipient.phoneNumber).toMatch(/^\+234/);
    expect(seen.sender.phoneNumber).toBe(sender.user.phoneNumber);

    const asAdmin = await view(admin.api);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.pickupCode).toBeNull();
    expect(asAdmin.json().data.shareUrl).toBeNull();

    for (const api of [sender.api, await signedIn(t, driver), admin.api]) {
      const p = await photo(api);
      expect(p.statusCode).toBe(200);
      expect(p.headers["content-type"]).toBe("image/png");
      expect(p.headers["x-content-type-options"]).toBe("nosniff");
      expect(p.headers["cache-control"]).toMatch(/^private/);
    }
    expect(
      (await sender.api({ method: "GET", url: `/api/deliveries/${delivery.id}/photos/parcel?w=160` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await sender.api({ method: "GET", url: `/api/deliveries/${delivery.id}/photos/other` })).statusCode,
    ).toBe(404);
    // The other's list does not have it either.
    const list = await otherRider.api({ method: "GET", url: "/api/deliveries" });
    expect(list.json().data).toEqual([]);
  });

  it("an id that names nothing is a 404 with the delivery's message", async () => {
    const { api } = await newUser();
    for (const id of ["not-a-uuid", crypto.randomUUID()]) {
      const res = await api({ method: "GET", url: `/api/deliveries/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DELIVERY_MESSAGES.deliveryNotFound);
    }
  });
});
