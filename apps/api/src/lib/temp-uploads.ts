import { mkdir, mkdtemp, open, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { AppError } from "./errors.ts";
import { UPLOAD_MESSAGES } from "./uploads.ts";

/** Where uploads wait while a request streams in: DATA_DIR/tmp, next to (never inside) the served uploads. */
export const tempUploadsDir = (dataDir: string) => join(dataDir, "tmp");

/** Runs `use` with a private folder for one request's files, and removes the folder whatever happens. */
export async function withTempDir<T>(dataDir: string, use: (dir: string) => Promise<T>): Promise<T> {
  const root = tempUploadsDir(dataDir);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(join(root, "upload-"));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A multipart file stream: busboy marks it truncated once the size limit is passed. */
type LimitedStream = Readable & { truncated?: boolean };

/**
 * Streams an uploaded file to `path`, chunk by chunk. The multipart size limit is enforced while streaming: the
 * moment it is passed the copy stops with a 413, so an oversized file is neither kept in memory nor written
 * whole. A body that ends inside the file rejects (premature close) instead of waiting for more. Returns the
 * bytes written.
 */
export async function saveUploadStream(file: LimitedStream, path: string): Promise<number> {
  const target = await open(path, "wx", 0o600);
  let written = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (file.truncated) break;
      await target.write(chunk);
      written += chunk.length;
    }
  } finally {
    await target.close();
  }
  if (file.truncated) throw new AppError("payload_too_large", UPLOAD_MESSAGES.size);
  return written;
}

/**
 * Removes request folders older than `maxAgeMs` (left behind by a process that stopped mid-upload); returns how
 * many went.
 */
export async function removeStaleTempDirs(
  dataDir: string,
  maxAgeMs: number,
  now = new Date(),
): Promise<number> {
  const root = tempUploadsDir(dataDir);
  const entries = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of entries) {
    const path = join(root, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now.getTime() - info.mtimeMs < maxAgeMs) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
