import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, judgeHolder, type LockTiming, parseLockHolder } from "../src/db/lock.ts";
import { currentProcess, type ProcessIdentity, processStartTime } from "../src/db/process-identity.ts";

const STALE_MS = 20_000;
const here: ProcessIdentity = {
  pid: 4242,
  startTime: "900",
  bootId: "boot-a",
  pidNamespace: "pid:[1]",
  host: "web-1",
};
const runningAt = (startTime: string | null) => (pid: number) => (pid === 77 ? startTime : undefined);

describe("judging a lock's holder", () => {
  it("finds the lock of a process that no longer runs stale", () => {
    expect(judgeHolder({ ...here, pid: 77 }, 0, here, STALE_MS, () => undefined)).toBe("stale");
  });

  it("finds the lock stale when its pid now belongs to a process that started at another time", () => {
    const holder = { ...here, pid: 77, startTime: "500" };
    expect(judgeHolder(holder, 0, here, STALE_MS, runningAt("600"))).toBe("stale");
  });

  it("finds a lock naming this very pid a leftover of an earlier process (a restarted container)", () => {
    expect(judgeHolder({ ...here, startTime: "10" }, 0, here, STALE_MS, () => "900")).toBe("stale");
  });

  it("finds a running holder with its recorded start time live", () => {
    const holder = { ...here, pid: 77, startTime: "500" };
    expect(judgeHolder(holder, 0, here, STALE_MS, runningAt("500"))).toBe("live");
    // Where start times are unknown, a running pid is enough.
    expect(judgeHolder({ ...holder, startTime: null }, 0, here, STALE_MS, runningAt(null))).toBe("live");
  });

  it("waits for a holder on another host or in another container, stale once not refreshed for long", () => {
    for (const holder of [
      { ...here, pid: 77, host: "web-2" },
      { ...here, pid: 77, pidNamespace: "pid:[2]" },
      { ...here, pid: 77, bootId: "boot-b" },
    ]) {
      // The pid is never looked up: it means another process there.
      const probe = () => {
        throw new Error("looked up a pid of another pid space");
      };
      expect(judgeHolder(holder, 3_000, here, STALE_MS, probe)).toBe("unknown");
      expect(judgeHolder(holder, STALE_MS, here, STALE_MS, probe)).toBe("stale");
    }
  });

  it("reads the lock file, a bare pid of earlier versions as this host's, and nothing from a damaged one", () => {
    const holder = { ...here, pid: 77 };
    expect(parseLockHolder(JSON.stringify(holder), here)).toEqual(holder);
    expect(parseLockHolder("77\n", here)).toEqual({ ...here, pid: 77, startTime: null });
    expect(parseLockHolder("", here)).toBeUndefined();
    expect(parseLockHolder('{"pid":', here)).toBeUndefined();
    expect(judgeHolder(undefined, 0, here, STALE_MS)).toBe("unknown");
  });

  it("reads a real process's start time and sees a finished one as gone", () => {
    const me = currentProcess();
    expect(processStartTime(me.pid)).toBe(me.startTime);
    const done = spawnSync(process.execPath, ["-e", ""]);
    expect(processStartTime(done.pid ?? 0)).toBeUndefined();
  });
});

describe("taking the lock", () => {
  const dirs: string[] = [];
  const lockFile = () => {
    const dir = mkdtempSync(join(tmpdir(), "campusgo-lock-"));
    dirs.push(dir);
    return join(dir, "pg.lock");
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const fast: LockTiming = { staleMs: 600, refreshMs: 100, pollMs: 50 };

  it("records this process, refuses a second open in it, and removes the file on release", async () => {
    const file = lockFile();
    const release = await acquireDirectoryLock(file, "The folder");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(currentProcess());
    await expect(acquireDirectoryLock(file, "The folder")).rejects.toThrow(
      "The folder is already open in this process.",
    );
    release();
    expect(existsSync(file)).toBe(false);
    (await acquireDirectoryLock(file, "The folder"))();
  });

  it("refuses a live holder of this host at once with the 'already in use' message", async () => {
    const file = lockFile();
    const parent = {
      ...currentProcess(),
      pid: process.ppid,
      startTime: processStartTime(process.ppid) ?? null,
    };
    writeFileSync(file, JSON.stringify(parent));
    await expect(acquireDirectoryLock(file, "The folder")).rejects.toThrow(
      `The folder is already in use by another CampusGo process (pid ${process.ppid}).`,
    );
    expect(readFileSync(file, "utf8")).toBe(JSON.stringify(parent));
  });

  it("takes over the lock of a finished process and of this pid's earlier life", async () => {
    const done = spawnSync(process.execPath, ["-e", ""]);
    for (const holder of [
      { ...currentProcess(), pid: done.pid ?? 0 },
      { ...currentProcess(), startTime: "1" },
      process.pid,
    ]) {
      const file = lockFile();
      writeFileSync(file, JSON.stringify(holder));
      const release = await acquireDirectoryLock(file, "The folder");
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(currentProcess());
      release();
    }
  });

  it("refuses a holder on another host that keeps its lock fresh, and takes one that stopped", async () => {
    const fresh = lockFile();
    const remote = JSON.stringify({ ...currentProcess(), host: "another-host", pid: 12 });
    writeFileSync(fresh, remote);
    const heartbeat = setInterval(() => utimesSync(fresh, new Date(), new Date()), fast.refreshMs);
    try {
      await expect(acquireDirectoryLock(fresh, "The folder", fast)).rejects.toThrow(
        "The folder is already in use by another CampusGo process (pid 12 on another-host).",
      );
    } finally {
      clearInterval(heartbeat);
    }
    const abandoned = lockFile();
    writeFileSync(abandoned, remote);
    const release = await acquireDirectoryLock(abandoned, "The folder", fast);
    expect(JSON.parse(readFileSync(abandoned, "utf8")).host).toBe(currentProcess().host);
    release();
  });

  it("leaves alone a lock another process took after this one lost it", async () => {
    const file = lockFile();
    const release = await acquireDirectoryLock(file, "The folder");
    writeFileSync(file, JSON.stringify({ ...currentProcess(), host: "another-host" }));
    release();
    expect(existsSync(file)).toBe(true);
  });
});

const unshareWorks =
  process.platform === "linux" &&
  spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"], { stdio: "ignore" }).status === 0;

describe("a server killed inside a container", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
  });
  const script = join(import.meta.dirname, "helpers", "hold-lock.ts");

  /** The lock holder as the first process of a new pid namespace, as a container's server is. */
  const startInNamespace = (file: string) => {
    const child = spawn(
      "unshare",
      [
        "--pid",
        "--fork",
        "--mount-proc",
        "--kill-child=SIGKILL",
        process.execPath,
        "--import",
        "tsx",
        script,
        file,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    children.push(child);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const outcome = new Promise<string>((resolve) => {
      child.stdout.on("data", () => {
        if (/locked \d+/.test(output)) resolve(output);
      });
      child.on("exit", () => resolve(output));
    });
    return { child, outcome };
  };

  /** The namespace's first process as this namespace sees it (the child of `unshare`). */
  const innerPid = (child: ChildProcess) =>
    Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(" ")[0]);

  it("takes the lock again after a restart that gets the same pid", async (ctx) => {
    if (!unshareWorks) ctx.skip("unshare --pid is not available here (it needs root or user namespaces)");
    const dir = mkdtempSync(join(tmpdir(), "campusgo-lock-"));
    try {
      const file = join(dir, "pg.lock");
      const first = startInNamespace(file);
      const firstOutput = await first.outcome;
      const pid = /locked (\d+)/.exec(firstOutput)?.[1];
      expect(pid, firstOutput).toBeDefined();
      const inner = innerPid(first.child);
      const exited = new Promise((resolve) => first.child.on("exit", resolve));
      first.child.kill("SIGKILL");
      await exited;
      while (processStartTime(inner) !== undefined) await new Promise((r) => setTimeout(r, 50));
      expect(existsSync(file)).toBe(true);

      const second = startInNamespace(file);
      const secondOutput = await second.outcome;
      expect(secondOutput).toBe(`locked ${pid}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
