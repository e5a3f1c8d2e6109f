import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycFiles, type User } from "../src/db/schema/index.ts";
import { UPLOAD_MESSAGES, uploadPath, uploadsDir } from "../src/lib/uploads.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  elfExecutable,
  exifHasGps,
  jpeg,
  jpegWithGps,
  oversizedJpeg,
  pixelBombPng,
  png,
  windowsExecutable,
} from "./helpers/images.ts";
import { createDriver, KYC_ANSWERS, putForm } from "./helpers/kyc.ts";
import type { FilePart } from "./helpers/multipart.ts";
import { type Client, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newDriver(): Promise<{ driver: User; c: Client }> {
  const driver = await createDriver(t);
  return { driver, c: await signedIn(t, driver) };
}

const filesOf = (userId: string) => t.database.db.select().from(kycFiles).where(eq(kycFiles.userId, userId));

/** Every stored upload on disk (relative keys). */
async function storedKeys(): Promise<string[]> {
  const root = uploadsDir(t.config.dataDir);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

const identity = (c: Client, files: FilePart[]) =>
  putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, files);

describe("KYC file attacks", () => {
  it.each([
    ["a Linux executable renamed .png", elfExecutable(), "id-card.png", "image/png"],
    ["a Windows executable renamed .jpg", windowsExecutable(), "id-card.jpg", "image/jpeg"],
    ["plain text renamed .jpg", Buffer.from("<script>alert(1)</script>".repeat(20)), "x.jpg", "image/jpeg"],
  ])("refuses %s with 415 and stores nothing", async (_, data, filename, type) => {
    const { driver, c } = await newDriver();
    const before = await storedKeys();
    const res = await identity(c, [{ field: "documentPhotos", data, filename, type }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.type });
    expect(await filesOf(driver.id)).toHaveLength(0);
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a GIF for the address proof (PNG and JPEG only)", async () => {
    const { driver, c } = await newDriver();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
      .gif()
      .toBuffer();
    const res = await putForm(c, "/api/driver/kyc/earlier/address", { address: "Hostel B" }, [
      { field: "addressProof", data: gif, filename: "bill.png", type: "image/png" },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await filesOf(driver.id)).toHaveLength(0);
  });

  it("refuses a 6 MB file with 413", async () => {
    const { driver, c } = await newDriver();
    const res = await identity(c, [{ field: "documentPhotos", data: oversizedJpeg(), filename: "big.jpg" }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.size);
    expect(await filesOf(driver.id)).toHaveLength(0);
  });

  it("refuses 5 images on one step with a clear message", async () => {
    const { driver, c } = await newDriver();
    const before = await storedKeys();
    const files = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => ({
        field: "documentPhotos",
        data: await jpeg(),
        filename: `${i}.jpg`,
      })),
    );
    const res = await identity(c, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You can upload at most 4 images");
    expect(await filesOf(driver.id)).toHaveLength(0);
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a small file that decodes to a huge pixel count (decompression bomb) with 413", async () => {
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect((meta.width ?? 0) * (meta.height ?? 0)).toBeGreaterThan(40_000_000);
    const { driver, c } = await newDriver();
    const res = await identity(c, [
      { field: "documentPhotos", data: bomb, filename: "bomb.png", type: "image/png" },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.pixels);
    expect(await filesOf(driver.id)).toHaveLength(0);
  });

  it("removes the good images of a request when a later one is refused", async () => {
    const { driver, c } = await newDriver();
    const before = await storedKeys();
    const res = await identity(c, [
      { field: "documentPhotos", data: await jpeg(), filename: "good.jpg" },
      { field: "documentPhotos", data: elfExecutable(), filename: "bad.png", type: "image/png" },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await filesOf(driver.id)).toHaveLength(0);
    expect(await storedKeys()).toEqual(before);
  });

  it("stores a path-like file name under a random name inside the uploads folder", async () => {
    const { driver, c } = await newDriver();
    const res = await identity(c, [
      { field: "documentPhotos", data: await png(), filename: "../../etc/passwd.png" },
    ]);
    expect(res.statusCode).toBe(200);
    const [row] = await filesOf(driver.id);
    expect(row?.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
    expect(row?.key).not.toContain("passwd");
    expect(existsSync(uploadPath(t.config.dataDir, row?.key ?? ""))).toBe(true);
    expect(existsSync(join(t.config.dataDir, "etc"))).toBe(false);
    expect(existsSync(join(uploadsDir(t.config.dataDir), "..", "..", "etc", "passwd.png"))).toBe(false);
    expect((await storedKeys()).some((k) => k.includes("passwd"))).toBe(false);
  });

  it("knows a file by its bytes, not by its name or declared type", async () => {
    const { c } = await newDriver();
    const res = await identity(c, [
      { field: "documentPhotos", data: await png(), filename: "photo.jpg", type: "image/jpeg" },
    ]);
    expect(res.statusCode).toBe(200);
    const file = await c({ method: "GET", url: res.json().data.identity.documentPhotos[0].url });
    expect(file.headers["content-type"]).toBe("image/png");
  });
});

describe("re-encoding", () => {
  it("drops EXIF, including the GPS location", async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.exif?.toString("latin1")).toContain("CampusPhone");

    const { driver, c } = await newDriver();
    const res = await identity(c, [{ field: "documentPhotos", data: original, filename: "IMG_0001.jpg" }]);
    expect(res.statusCode).toBe(200);
    const [row] = await filesOf(driver.id);
    const onDisk = await readFile(uploadPath(t.config.dataDir, row?.key ?? ""));
    const served = await c({ method: "GET", url: res.json().data.identity.documentPhotos[0].url });
    for (const stored of [onDisk, served.rawPayload]) {
      const after = await sharp(stored).metadata();
      expect(after.format).toBe("jpeg");
      expect(after.exif).toBeUndefined();
      expect(exifHasGps(after.exif)).toBe(false);
      expect(stored.toString("latin1")).not.toContain("CampusPhone");
    }
  });
});

describe("GET /api/driver/kyc/files/:fileId", () => {
  it("serves the owner's image privately, with nosniff", async () => {
    const { c } = await newDriver();
    const saved = await identity(c, [{ field: "documentPhotos", data: await jpeg() }]);
    const res = await c({ method: "GET", url: saved.json().data.identity.documentPhotos[0].url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["cache-control"])).toContain("private");
    expect((await sharp(res.rawPayload).metadata()).format).toBe("jpeg");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { c } = await newDriver();
    for (const id of ["0190aaaa-0000-7000-8000-000000000000", "not-a-uuid", "..%2F..%2Fetc%2Fpasswd"]) {
      const res = await c({ method: "GET", url: `/api/driver/kyc/files/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
