import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { currentProcess, type ProcessIdentity, processStartTime, samePidSpace } from "./process-identity.ts";

export interface LockTiming {
  /** A lock of another host or container not refreshed for this long is stale. */
  staleMs: number;
  /** How often the holder refreshes its lock file's modification time. */
  refreshMs: number;
  /** How often a starting process looks again at a lock it cannot judge yet. */
  pollMs: number;
}

export const LOCK_TIMING: LockTiming = { staleMs: 20_000, refreshMs: 5_000, pollMs: 1_000 };

/** A waiting process gives up taking over after this many stale locks that came back (a race with another). */
const MAX_TAKEOVERS = 5;

const holderSchema = z.object({
  pid: z.number().int().positive(),
  startTime: z.string().nullable(),
  bootId: z.string().nullable(),
  pidNamespace: z.string().nullable(),
  host: z.string(),
});

/** Lock files of this process, by absolute path. */
const held = new Set<string>();

/**
 * Who a lock file names, or undefined when it cannot be read (being written, or damaged). A bare pid, as earlier
 * versions wrote, is taken to be a process of this host.
 */
export function parseLockHolder(text: string, here: ProcessIdentity): ProcessIdentity | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { ...here, pid: Number(trimmed), startTime: null };
  try {
    const parsed = holderSchema.safeParse(JSON.parse(trimmed));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export type HolderState = "live" | "stale" | "unknown";

/**
 * Judges a lock's holder. In this process's pid space, the holder is gone when its pid runs no process or a
 * process that started at another time (a restarted container gets its old pid again), and a file naming this
 * process is a leftover (this process's own locks are in `held`). Elsewhere (another host or container on a
 * shared volume) the holder refreshes the file, so it is stale once `quietMs`, the time the caller has watched
 * it without seeing a refresh, passes `staleMs`; before that it is unknown.
 */
export function judgeHolder(
  holder: ProcessIdentity | undefined,
  quietMs: number,
  here: ProcessIdentity,
  staleMs: number,
  startTimeOf: (pid: number) => string | null | undefined = processStartTime,
): HolderState {
  if (!holder || !samePidSpace(holder, here)) return quietMs >= staleMs ? "stale" : "unknown";
  if (holder.pid === here.pid) return "stale";
  const started = startTimeOf(holder.pid);
  if (started === undefined) return "stale";
  if (holder.startTime && started && started !== holder.startTime) return "stale";
  return "live";
}

interface LockFile {
  text: string;
  mtimeMs: number;
}

function readLock(path: string): LockFile | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    // Opening the file first makes network file systems fetch fresh attributes.
    return { mtimeMs: fstatSync(fd).mtimeMs, text: readFileSync(fd, "utf8") };
  } finally {
    closeSync(fd);
  }
}

function createLock(path: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes the lock file if it still says `text`, so a lock another process just took is left alone. */
function removeIfUnchanged(path: string, text: string): void {
  if (readLock(path)?.text === text) rmSync(path, { force: true });
}

function inUse(what: string, holder: ProcessIdentity | undefined, here: ProcessIdentity): Error {
  let who = "";
  if (holder && samePidSpace(holder, here)) who = ` (pid ${holder.pid})`;
  else if (holder && holder.host !== here.host) who = ` (pid ${holder.pid} on ${holder.host})`;
  else if (holder) who = ` (pid ${holder.pid} in another container on this host)`;
  return new Error(
    `${what} is already in use by another CampusGo process${who}. ` +
      "Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.",
  );
}

async function takeLock(path: string, what: string, timing: LockTiming): Promise<string> {
  const here = currentProcess();
  const mine = JSON.stringify(here);
  const deadline = Date.now() + 2 * timing.staleMs;
  let watched: (LockFile & { since: number }) | undefined;
  let takeovers = 0;
  for (;;) {
    if (createLock(path, mine)) return mine;
    const seen = readLock(path);
    if (!seen) continue;
    const holder = parseLockHolder(seen.text, here);
    if (watched?.text === seen.text && watched.mtimeMs !== seen.mtimeMs) throw inUse(what, holder, here);
    if (watched?.text !== seen.text) watched = { ...seen, since: Date.now() };
    const state = judgeHolder(holder, Date.now() - watched.since, here, timing.staleMs);
    if (state === "live" || Date.now() > deadline) throw inUse(what, holder, here);
    if (state === "stale") {
      if (++takeovers > MAX_TAKEOVERS) throw new Error(`Could not lock ${what}.`);
      removeIfUnchanged(path, seen.text);
      watched = undefined;
      continue;
    }
    await sleep(timing.pollMs);
  }
}

/**
 * Takes an exclusive lock file beside the embedded database, so a second process cannot open (and corrupt)
 * the same PGlite directory (docs/decisions/0003-embedded-database-lock.md). A lock whose holder is gone is
 * taken over; one held from another host or container is watched up to `staleMs` first. Resolves to the release.
 */
export async function acquireDirectoryLock(
  lockFile: string,
  what: string,
  timing: LockTiming = LOCK_TIMING,
): Promise<() => void> {
  const path = resolve(lockFile);
  if (held.has(path)) throw new Error(`${what} is already open in this process.`);
  held.add(path);
  let mine: string;
  try {
    mkdirSync(dirname(path), { recursive: true });
    mine = await takeLock(path, what, timing);
  } catch (error) {
    held.delete(path);
    throw error;
  }
  const refresh = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Gone: the release below or a broken volume; nothing to refresh.
    }
  }, timing.refreshMs);
  refresh.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(refresh);
    held.delete(path);
    removeIfUnchanged(path, mine);
  };
}
