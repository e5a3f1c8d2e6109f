import { existsSync, readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";

/**
 * A process as a lock file records it: enough to tell later, maybe from a restarted container, whether that very
 * process still runs. The Linux-only parts are null elsewhere.
 */
export interface ProcessIdentity {
  pid: number;
  /** When the process started, in clock ticks after boot (field 22 of /proc/<pid>/stat). */
  startTime: string | null;
  /** The kernel's boot id: after a reboot the same pid and start time name another process. */
  bootId: string | null;
  /** The pid namespace: the same pid in another container is another process. */
  pidNamespace: string | null;
  host: string;
}

const hasProc = existsSync("/proc/self/stat");

function readOrNull(read: () => string): string | null {
  try {
    return read().trim() || null;
  } catch {
    return null;
  }
}

/**
 * The start time of the process with this pid: undefined when there is none (or it has exited and only waits to
 * be reaped), null when it runs but the system does not tell its start time.
 */
export function processStartTime(pid: number): string | null | undefined {
  if (!hasProc) {
    try {
      process.kill(pid, 0);
      return null;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM" ? null : undefined;
    }
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // "pid (command) state ppid ...": the command may hold spaces and parentheses, so count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  if (state === "Z" || state === "X") return undefined;
  return fields[19] ?? null;
}

let current: ProcessIdentity | undefined;

/** This process. */
export function currentProcess(): ProcessIdentity {
  current ??= {
    pid: process.pid,
    startTime: processStartTime(process.pid) ?? null,
    bootId: readOrNull(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8")),
    pidNamespace: readOrNull(() => readlinkSync("/proc/self/ns/pid")),
    host: hostname(),
  };
  return current;
}

/** Whether a pid recorded by `a` names the same process table `b` sees: same host, boot and pid namespace. */
export function samePidSpace(a: ProcessIdentity, b: ProcessIdentity): boolean {
  return a.host === b.host && a.bootId === b.bootId && a.pidNamespace === b.pidNamespace;
}
