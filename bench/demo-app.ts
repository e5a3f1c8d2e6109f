import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startTiles } from "./stand-in-tiles.ts";

const ROOT = resolve(import.meta.dirname, "..");

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export interface DemoApp {
  url: string;
  port: number;
  /** The stand-in tile server's URL template, and the size in bytes of its one tile. */
  tileUrl: string;
  tileSize: number;
  process: ChildProcess;
  /** Stops the app and its tiles and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The app as `npm run demo` starts it (embedded database, demo accounts, simulated drivers), on its own data
 * folder and a free port, with map tiles from a local stand-in (the real tile host is out of reach here).
 * `webDist` serves another build; `env` adds settings.
 */
export async function startDemoApp(
  options: { webDist?: string; env?: Record<string, string> } = {},
): Promise<DemoApp> {
  const tiles = await startTiles();
  const dataDir = mkdtempSync(join(tmpdir(), "campusgo-bench-"));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DEMO: "1",
      TILE_URL: tiles.url,
      ...(options.webDist ? { WEB_DIST: resolve(options.webDist) } : {}),
      ...options.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((done) => child.once("exit", done));
    }
    tiles.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the app did not start within 90 s");
    }
    await sleep(250);
  }
  return { url, port, tileUrl: tiles.url, tileSize: tiles.size, process: child, stop };
}

/** The demo accounts the benches sign in as (apps/api/src/db/seed-demo.ts). */
export const DEMO_EMAILS = { rider: "rider@campusgo.demo", driver: "driver@campusgo.demo" } as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

/** A demo account's session cookie (as a Cookie header) and the user the app keeps in localStorage. */
export async function signInDemo(url: string, role: DemoRole): Promise<{ cookie: string; user: unknown }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-campusgo-csrf": "1", origin: url },
    body: JSON.stringify({ email_or_phone: DEMO_EMAILS[role], password: "campusgo-demo" }),
  });
  if (!login.ok) throw new Error(`demo ${role} login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, user: (await login.json()).data };
}

/** The demo rider's session cookie and stored user. */
export const signInDemoRider = (url: string) => signInDemo(url, "rider");
