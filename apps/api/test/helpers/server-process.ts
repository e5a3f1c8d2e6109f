import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import { type Database, type DbKind, openDatabase } from "../../src/db/client.ts";
import { CSRF_HEADER } from "../../src/plugins/csrf.ts";
import { createDatabase, databaseUrl, dropDatabase } from "./database.ts";

const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..", "..");
const SERVER_ENTRY = join(REPO_ROOT, "apps", "api", "src", "server.ts");
/** Only the end of a server's output is kept, for the message of a failed start. */
const OUTPUT_KEPT = 20_000;

/**
 * Where a server started as a child process keeps its data, so a restart finds it again: a DATA_DIR (which
 * always holds the session secret and uploads) plus, on PostgreSQL, a database of its own copied from the
 * migrated template; without DATABASE_URL the embedded database lives in DATA_DIR/pg.
 */
export interface ServerStore {
  kind: DbKind;
  dataDir: string;
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL for the child. */
  env: Record<string, string>;
  /** The embedded database's lock file (apps/api/src/db/lock.ts); undefined on PostgreSQL. */
  lockFile: string | undefined;
  /** Opens the database in this process; with PGlite only once no server holds it. */
  open(): Promise<Database>;
  /** Removes the folder and the database; every server must be stopped and every handle closed first. */
  remove(): Promise<void>;
}

export async function createServerStore(kind: DbKind): Promise<ServerStore> {
  const dataDir = mkdtempSync(join(tmpdir(), "campusgo-server-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      lockFile: join(dataDir, "pg.lock"),
      open: () => openDatabase({ kind: "pglite", dataDir }),
      remove: async () => removeDir(),
    };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("a PostgreSQL store needs DATABASE_URL");
  const template = inject("templateDatabase");
  const name = `${template.replace(/_template$/, "")}_${randomBytes(4).toString("hex")}`;
  await createDatabase(base, name, template);
  const url = databaseUrl(base, name);
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    lockFile: undefined,
    open: () => openDatabase({ kind: "postgres", url }),
    remove: async () => {
      removeDir();
      await dropDatabase(base, name);
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Milliseconds from the spawn until the embedded database's lock file named this process (PGlite only). */
  lockTakenMs: number | undefined;
  /** Milliseconds from the spawn until GET /api/health answered 200. */
  readyMs: number;
  /** What the server printed, for failure messages. */
  output(): string;
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>;
}

/** Every server started and not yet known to be gone, so a failing test never leaves one running. */
const running = new Set<ChildProcess>();

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await exited(child);
  running.delete(child);
}

/** Kills every server this file started that still runs (for afterAll/afterEach). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map(killChild));
}

function lockHolderPid(lockFile: string): number | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, "utf8")) as { pid?: unknown };
    return typeof holder.pid === "number" ? holder.pid : undefined;
  } catch {
    return undefined;
  }
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the real server (`node --import tsx apps/api/src/server.ts`) with exactly `env` (plus PATH) and
 * resolves once GET /api/health answers 200. A server that exits or is not ready within `timeoutMs` is killed and
 * the start fails with its output.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  lockFile?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const { port, lockFile, timeoutMs = 90_000 } = options;
  const startedAt = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const pid = child.pid;
  if (pid === undefined) {
    await killChild(child);
    throw new Error(`the server did not start:\n${output}`);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  let lockTakenMs: number | undefined;
  for (;;) {
    if (lockFile && lockTakenMs === undefined && lockHolderPid(lockFile) === pid) {
      lockTakenMs = Date.now() - startedAt;
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    }
    if (await healthy(baseUrl)) break;
    if (Date.now() - startedAt > timeoutMs) {
      await killChild(child);
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(100);
  }
  if (lockFile && lockTakenMs === undefined && lockHolderPid(lockFile) === pid) {
    lockTakenMs = Date.now() - startedAt;
  }
  return {
    child,
    pid,
    baseUrl,
    lockTakenMs,
    readyMs: Date.now() - startedAt,
    output: () => output,
    kill: () => killChild(child),
  };
}

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
  body: any;
}

/**
 * One person's phone talking to the server over HTTP: the session cookie it was given (kept across restarts, as
 * a phone keeps it), the CSRF header and the app's origin on every call.
 */
export class ApiUser {
  private cookie: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly origin: string,
  ) {}

  /** The `cookie` header of this user's session, for the socket.io handshake. */
  get cookieHeader(): string {
    return this.cookie ?? "";
  }

  async login(emailOrPhone: string, password: string): Promise<void> {
    const res = await this.call("POST", "/auth/login", { email_or_phone: emailOrPhone, password });
    if (res.status !== 200) {
      throw new Error(`login of ${emailOrPhone} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }

  async call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const headers: Record<string, string> = { [CSRF_HEADER]: "1", origin: this.origin };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      if (pair?.startsWith("cg_session=")) this.cookie = pair;
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
}
