/**
 * Holds a directory lock until killed: `node --import tsx hold-lock.ts <lock file>`. Prints "locked <pid>" once it
 * has the lock, or the error and exits 1.
 */
import { acquireDirectoryLock } from "../../src/db/lock.ts";

const lockFile = process.argv[2];
if (!lockFile) throw new Error("usage: hold-lock.ts <lock file>");
try {
  await acquireDirectoryLock(lockFile, "The test folder");
  console.log(`locked ${process.pid}`);
  setInterval(() => {}, 60_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
