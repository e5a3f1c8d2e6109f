import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock file beside the embedded database, so a second process cannot open (and corrupt)
 * the same PGlite directory. A lock left by a process that no longer runs is taken over.
 */
export function acquireDirectoryLock(lockFile: string, what: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `${what} is already in use by another CampusGo process (pid ${holder}). ` +
            "Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.",
        );
      }
      if (holder === process.pid) {
        throw new Error(`${what} is already open in this process.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${what}.`);
}
