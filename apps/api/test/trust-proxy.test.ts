import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { AUTH_MESSAGES } from "../src/modules/auth/messages.ts";
import { LOGIN_TRIES_PER_IP_PER_MINUTE } from "../src/modules/auth/rate-limits.ts";
import { CSRF_HEADER } from "../src/plugins/csrf.ts";
import { createTestDatabase } from "./helpers/database.ts";

// Loopback addresses of their own, so the client, the proxy and the app can be told apart.
const CLIENT_ADDRESS = "127.0.0.2";
const PROXY_ADDRESS = "127.0.0.3";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The app listening on a free port, with a route that answers the address the app sees. */
async function startApp(trustProxy?: string): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "campusgo-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DEMO: "0",
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const { database, drop } = await createTestDatabase();
  const app: FastifyInstance = await buildApp({ config, database });
  app.get("/test/ip", async (req) => ({ ip: req.ip }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  cleanups.push(async () => {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return (app.server.address() as AddressInfo).port;
}

/**
 * A reverse proxy in front of the app that appends the address it was reached from to X-Forwarded-For, as
 * nginx's $proxy_add_x_forwarded_for does, and reaches the app from PROXY_ADDRESS.
 */
async function startProxy(appPort: number): Promise<number> {
  const proxy = createServer((incoming, outgoing) => {
    const seen = incoming.socket.remoteAddress ?? "";
    const prior = incoming.headers["x-forwarded-for"];
    const upstream = request(
      {
        host: "127.0.0.1",
        port: appPort,
        localAddress: PROXY_ADDRESS,
        agent: false,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": prior ? `${prior}, ${seen}` : seen },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => proxy.close(() => resolve())));
  return (proxy.address() as AddressInfo).port;
}

/** One request from CLIENT_ADDRESS; the status and the JSON answer. */
function send(
  port: number,
  options: { method: string; path: string; headers?: IncomingHttpHeaders; body?: unknown },
): Promise<{ status: number; body: { ip?: string; message?: string } }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: CLIENT_ADDRESS,
        agent: false,
        method: options.method,
        path: options.path,
        headers: { ...options.headers, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || "{}") }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

let forged = 0;
/** A made-up client address a caller writes into X-Forwarded-For itself. */
const forgedAddress = () => {
  forged++;
  return `203.0.113.${forged % 250}, 198.51.100.${Math.floor(forged / 250) % 250}`;
};

const ipThrough = async (proxyPort: number) =>
  (
    await send(proxyPort, {
      method: "GET",
      path: "/test/ip",
      headers: { "x-forwarded-for": forgedAddress() },
    })
  ).body.ip;

describe("the client address behind a reverse proxy", () => {
  it("with TRUST_PROXY=1 is the address the proxy saw, whatever the client wrote, so limits hold", async () => {
    const proxy = await startProxy(await startApp("1"));
    expect(await ipThrough(proxy)).toBe(CLIENT_ADDRESS);

    for (let i = 0; i < LOGIN_TRIES_PER_IP_PER_MINUTE; i++) {
      const res = await send(proxy, {
        method: "POST",
        path: "/api/auth/login",
        headers: { [CSRF_HEADER]: "1", "x-forwarded-for": forgedAddress() },
        body: { email_or_phone: `nobody-${i}@example.test`, password: "not-the-password" },
      });
      expect(res.status).toBe(401);
    }
    const refused = await send(proxy, {
      method: "POST",
      path: "/api/auth/login",
      headers: { [CSRF_HEADER]: "1", "x-forwarded-for": forgedAddress() },
      body: { email_or_phone: "nobody-else@example.test", password: "not-the-password" },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(AUTH_MESSAGES.tooManyLogins);
  });

  it("with the proxy's address in TRUST_PROXY is the address that proxy saw", async () => {
    const proxy = await startProxy(await startApp(`10.0.0.0/8, ${PROXY_ADDRESS}`));
    expect(await ipThrough(proxy)).toBe(CLIENT_ADDRESS);
  });

  it("without TRUST_PROXY is the proxy's own address, and a client reaching the app directly cannot choose it", async () => {
    const port = await startApp();
    expect(await ipThrough(await startProxy(port))).toBe(PROXY_ADDRESS);
    const direct = await send(port, {
      method: "GET",
      path: "/test/ip",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(direct.body.ip).toBe(CLIENT_ADDRESS);
  });
});

describe("TRUST_PROXY", () => {
  const base = { NODE_ENV: "test", DATA_DIR: tmpdir(), SESSION_SECRET: "s".repeat(32) };
  const parse = (value: string) => loadConfig({ ...base, TRUST_PROXY: value });

  it("reads off, a number of hops, or a list of proxy addresses", () => {
    for (const off of ["", "0", "false", "no"]) expect(parse(off).trustProxy).toBe(false);
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(parse("1").trustProxy).toBe(1);
    expect(parse("2").trustProxy).toBe(2);
    expect(parse("10.0.0.0/8, 192.168.1.1,fd00::/8, loopback").trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses true and anything that is not an address, saying what to set", () => {
    for (const bad of ["true", "yes", "10.0.0.0/33", "proxy.example.org", "10.0.0.1,"]) {
      expect(() => parse(bad)).toThrow(/TRUST_PROXY: .* is not a proxy setting\. Set TRUST_PROXY to 0/);
    }
  });
});
