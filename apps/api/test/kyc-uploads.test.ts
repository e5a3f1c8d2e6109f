import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycFiles } from "../src/db/schema/index.ts";
import { tempUploadsDir } from "../src/lib/temp-uploads.ts";
import { UPLOAD_SLOT_MESSAGE } from "../src/lib/upload-slots.ts";
import { UPLOAD_MESSAGES } from "../src/lib/uploads.ts";
import { KYC_MESSAGES } from "../src/modules/kyc/messages.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { jpeg } from "./helpers/images.ts";
import { createDriver, KYC_ANSWERS, putForm } from "./helpers/kyc.ts";
import { approvedDriver, eventually } from "./helpers/rides.ts";
import { signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/**
 * A multipart body (text fields, then one file part) produced only as the server pulls it, counting what was
 * pulled. The file is its `head`, `size` bytes of filler, then `rest`; with `hold`, `rest` waits for `finish()`.
 */
function streamedUpload(
  field: string,
  file: { head: Buffer; size: number; rest?: Buffer },
  options: { fields?: Record<string, string>; hold?: boolean } = {},
) {
  const boundary = `----campusgo${randomBytes(6).toString("hex")}`;
  const texts = Object.entries(options.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${texts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const end = Buffer.concat([file.rest ?? Buffer.alloc(0), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const filler = Buffer.alloc(256 * 1024, 0x41);
  let pulled = 0;
  let fillerLeft = file.size;
  let step: "head" | "filler" | "end" | "done" = "head";
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let onStart: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    onStart = resolve;
  });
  const payload = new Readable({
    read() {
      onStart();
      const send = (chunk: Buffer) => {
        pulled += chunk.length;
        this.push(chunk);
      };
      if (step === "head") {
        send(Buffer.concat([head, file.head]));
        step = fillerLeft > 0 ? "filler" : "end";
      } else if (step === "filler") {
        const chunk = filler.subarray(0, Math.min(filler.length, fillerLeft));
        fillerLeft -= chunk.length;
        send(chunk);
        if (fillerLeft === 0) step = "end";
      } else if (step === "end") {
        step = "done";
        void (options.hold ? finished : Promise.resolve()).then(() => {
          send(end);
          this.push(null);
        });
      }
    },
  });
  return {
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
    /** Resolves once the server started reading the body. */
    started,
    finish,
  };
}

/** A JPEG-looking file of about `bytes`: its first bytes, then filler the server pulls as it goes. */
const bigFile = (bytes: number) => ({ head: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size: bytes });

const tempEntries = async () => readdir(tempUploadsDir(t.config.dataDir)).catch(() => [] as string[]);

describe("KYC uploads", () => {
  it("refuses a driver whose verification is under review before reading the body", async () => {
    const c = await signedIn(t, await approvedDriver(t, "Keke", "pending"));
    const upload = streamedUpload("documentPhotos", bigFile(98 * MB));
    const res = await c({ method: "PUT", url: "/api/driver/kyc/identity", ...upload });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: KYC_MESSAGES.underReview });
    // Of the 98 MB announced, nothing past the first piece was pulled (nothing was buffered either).
    expect(upload.pulled()).toBeLessThan(1 * MB);
  });

  it("refuses a verified driver's full submission before reading the body", async () => {
    const driver = await approvedDriver(t, "Keke", "approved");
    const c = await signedIn(t, driver);
    const upload = streamedUpload("documentPhotos", bigFile(98 * MB));
    const res = await c({ method: "PUT", url: `/api/driver/driverkyc?whois=${driver.id}`, ...upload });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: KYC_MESSAGES.alreadyVerified });
    expect(upload.pulled()).toBeLessThan(1 * MB);
  });

  it("stops an oversized file while it streams, with 413, and keeps no temporary file", async () => {
    const driver = await createDriver(t);
    const c = await signedIn(t, driver);
    const upload = streamedUpload("documentPhotos", bigFile(20 * MB));
    const res = await c({ method: "PUT", url: "/api/driver/kyc/identity", ...upload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.size });
    expect(await t.database.db.select().from(kycFiles).where(eq(kycFiles.userId, driver.id))).toEqual([]);
    expect(await tempEntries()).toEqual([]);
  });

  it("streams files to a temporary folder and takes two uploads of one driver at a time", async () => {
    const driver = await createDriver(t);
    const c = await signedIn(t, driver);
    const image = await jpeg();
    const half = Math.floor(image.length / 2);
    const piece = { head: image.subarray(0, half), size: 0, rest: image.subarray(half) };
    const hold = () => streamedUpload("documentPhotos", piece, { fields: KYC_ANSWERS.identity, hold: true });
    const held = [hold(), hold()];
    const answers = held.map((u) =>
      c({ method: "PUT", url: "/api/driver/kyc/identity", headers: u.headers, payload: u.payload }),
    );
    await Promise.all(held.map((u) => u.started));

    // While both stream in, each has its own folder with the part received so far, in DATA_DIR.
    const folders = await eventually(async () => {
      const entries = await tempEntries();
      return entries.length === 2 ? entries : undefined;
    });
    for (const folder of folders) {
      expect(await readdir(join(tempUploadsDir(t.config.dataDir), folder))).toEqual(["part-1"]);
    }

    // A third upload of the same driver waits its turn; another driver is not held up.
    const third = await putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, [
      { field: "documentPhotos", data: image },
    ]);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: UPLOAD_SLOT_MESSAGE });
    const other = await signedIn(t, await createDriver(t));
    const otherUpload = await putForm(other, "/api/driver/kyc/identity", KYC_ANSWERS.identity, [
      { field: "documentPhotos", data: image },
    ]);
    expect(otherUpload.statusCode).toBe(200);

    for (const u of held) u.finish();
    const done = await Promise.all(answers);
    expect(done.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await tempEntries()).toEqual([]);

    // The slots are free again.
    const later = await putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, [
      { field: "documentPhotos", data: image },
    ]);
    expect(later.statusCode).toBe(200);
    expect(await t.database.db.select().from(kycFiles).where(eq(kycFiles.userId, driver.id))).toHaveLength(3);
  });
});
