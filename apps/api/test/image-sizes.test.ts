import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jpeg } from "./helpers/images.ts";

/** Counts the pictures encoded, and can hold the first write halfway, as a slow disk or a crash would. */
const encoder = vi.hoisted(() => ({
  made: 0,
  holdFirst: undefined as Promise<void> | undefined,
  halfWritten: false,
}));

vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import("sharp") }>()).default;
  const counted = (...args: Parameters<typeof real>) => {
    encoder.made += 1;
    const image = real(...args);
    const toFile = image.toFile.bind(image);
    const hold = encoder.holdFirst;
    encoder.holdFirst = undefined;
    if (hold) {
      image.toFile = (async (path: string) => {
        await writeFile(path, "half a picture");
        encoder.halfWritten = true;
        await hold;
        return toFile(path);
      }) as typeof image.toFile;
    }
    return image;
  };
  return { default: Object.assign(counted, real) };
});

let uploads: string;
let original: string;
beforeEach(async () => {
  uploads = await mkdtemp(join(tmpdir(), "campusgo-sizes-"));
  original = join(uploads, "ab", "ab6e4f00-0000-4000-8000-000000000000.jpg");
  await mkdir(dirname(original), { recursive: true });
  await writeFile(original, await jpeg(1200, 900));
  encoder.made = 0;
  encoder.halfWritten = false;
});
afterEach(() => rm(uploads, { recursive: true, force: true }));

const files = async () =>
  (await readdir(join(uploads, "sized"), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe("sized copies", () => {
  it("a hundred asks at once in one process encode the picture once", async () => {
    const { sizedCopy } = await import("../src/lib/image-sizes.ts");
    const paths = await Promise.all(Array.from({ length: 100 }, () => sizedCopy(original, uploads, 160)));
    expect(new Set(paths).size).toBe(1);
    expect(encoder.made).toBe(1);
    expect((await sharp(await readFile(paths[0] as string)).metadata()).width).toBe(160);
  });

  it("another instance asking while a copy is half written never gets half a picture", async () => {
    let release = () => {};
    encoder.holdFirst = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = await import("../src/lib/image-sizes.ts");
    const writing = first.sizedCopy(original, uploads, 720);
    await vi.waitFor(() => expect(encoder.halfWritten).toBe(true));
    // A second process on the same DATA_DIR: a fresh module, with nothing in flight.
    vi.resetModules();
    const second = await import("../src/lib/image-sizes.ts");
    const path = await second.sizedCopy(original, uploads, 720);
    expect((await sharp(await readFile(path)).metadata()).width).toBe(720);
    release();
    expect(await writing).toBe(path);
    expect(await files()).toEqual([path.split("/").pop()]);
  });
});
