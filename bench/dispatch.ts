/**
 * Dispatch and live-location benchmarks (npm run bench:dispatch). Prints figures and ratios against floors
 * measured in the same run; never a pass/fail test.
 *
 * 1. 2,000 drivers, each sending a position every 4 s through real sockets: updates lost, the server's
 *    event-loop lag p99 (target < 50 ms; floor: the idle server's lag), RSS.
 * 2. Ingest ceiling: the drivers send as fast as acknowledgements come back; accepted updates per second
 *    against a bare socket.io server that only receives the same messages (target >= 0.5x).
 * 3. Nearby query over 10,000 indexed drivers: p99 in memory (< 2 ms) and with Redis (< 5 ms).
 * 4. POST /api/rides -> "ride:request" on the drivers the server promises it to: the nearest
 *    DISPATCH_MAX_CANDIDATES (500, the dispatch code's own limit) matching drivers in the first radius; p95
 *    (< 100 ms) with 2,000 drivers online (floor: GET /api/health round trip).
 *
 * Also: what each connected driver socket keeps in the server's RSS (after full collections, with the sockets
 * less before them), and RSS per socket in all.
 *
 * Env: BENCH_DRIVERS (2000), BENCH_CEILING_DRIVERS (part 2's drivers, at most 5000), BENCH_SECONDS (30),
 * BENCH_RIDES (40), REDIS_URL (adds the Redis figures and runs the server with the Redis adapter and index),
 * BENCH_USE_POSTGRES=1 with DATABASE_URL.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { haversineMeters, type RideTypeId } from "@campusgo/domain";
import { io, type Socket } from "socket.io-client";
import { DISPATCH_MAX_CANDIDATES } from "../apps/api/src/modules/dispatch/service.ts";
import { benchNearby } from "./dispatch-nearby.ts";
import {
  kb,
  mb,
  ms,
  percentile,
  randomCampusPoint,
  ratio,
  type ServerStats,
  sleep,
} from "./dispatch-stats.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Which parts to run (all by default): nearby, steady, dispatch, ceiling. */
const PARTS = new Set((process.env.BENCH_PARTS ?? "nearby,steady,dispatch,ceiling").split(","));
const RIDES = Number(process.env.BENCH_RIDES ?? 40);
const POSITION_EVERY_MS = 4000;
const FIRST_RADIUS_M = 2000;
/**
 * Drivers of the ingest ceiling: it holds two sets of sockets in this process (the API's and the bare
 * server's), which at 10,000 each passed the usual limit of open files (EMFILE); at most 5,000 each.
 */
const CEILING_DRIVERS = Math.min(
  Number(process.env.BENCH_DRIVERS ?? 2000),
  Number(process.env.BENCH_CEILING_DRIVERS ?? 5000),
);
/** How long a booking waits for every promised driver to have its request. */
const WAIT_MS = 5000;

interface Child {
  process: ChildProcess;
  request<T>(type: string): Promise<T>;
}

interface Ready {
  type: "ready";
  url: string;
  drivers: { id: string; cookie: string; rideType: RideTypeId }[];
  riders: string[];
}

type Message = { type: string } & Record<string, unknown>;

function start(
  script: string,
  env: Record<string, string | undefined> = {},
): Promise<Child & { ready: Ready }> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    // --expose-gc: memory is read after a full collection, so what a socket keeps is not hidden by garbage.
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiters = new Map<string, (value: unknown) => void>();
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on("message", (message: Message) => {
      if (message.type === "ready") resolve(message as unknown as Ready);
      waiters.get(message.type)?.(message);
      waiters.delete(message.type);
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const request = <T>(type: string) =>
    new Promise<T>((resolve) => {
      waiters.set(type, resolve as (value: unknown) => void);
      child.send({ type });
    });
  return ready.then((message) => ({ process: child, request, ready: message }));
}

async function stop(child: Child): Promise<void> {
  const exited = new Promise((r) => child.process.once("exit", r));
  child.process.send({ type: "stop" });
  await Promise.race([exited, sleep(15_000)]);
  child.process.kill();
}

async function stats(child: Child): Promise<ServerStats> {
  return (await child.request<{ stats: ServerStats }>("stats")).stats;
}

/** The server's RSS after a full garbage collection. */
async function settledRss(child: Child): Promise<number> {
  return (await child.request<{ rss: number }>("settled-rss")).rss;
}

async function reset(child: Child): Promise<void> {
  await child.request("reset");
}

interface BenchDriver {
  id: string;
  rideType: RideTypeId;
  position: { lat: number; lon: number };
  socket: Socket;
}

async function connectAll(url: string, cookies: (string | undefined)[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < cookies.length; i += 100) {
    const batch = cookies.slice(i, i + 100).map(
      (cookie) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(url, {
            transports: ["websocket"],
            forceNew: true,
            reconnection: false,
            // Ten thousand handshakes on a busy 2-core machine outlast socket.io's default 20 s.
            timeout: 120_000,
            extraHeaders: cookie ? { cookie } : {},
          });
          socket.once("connect", () => resolve(socket));
          socket.once("connect_error", reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const send = (socket: Socket, p: { lat: number; lon: number }) =>
  socket
    .timeout(30_000)
    .emitWithAck("driver:location", { lat: p.lat, lon: p.lon })
    .then((a: { ok: boolean }) => a.ok)
    .catch(() => false);

/** 1. Every driver sends a position every 4 s for SECONDS; counts acknowledgements. */
async function steadyPositions(server: Child, drivers: BenchDriver[]) {
  // Floor: the same server with the same connections, quiet for 5 s.
  await sleep(2000);
  await reset(server);
  await sleep(5000);
  const idle = await stats(server);
  await reset(server);
  let sent = 0;
  let accepted = 0;
  const inFlight: Promise<void>[] = [];
  const until = Date.now() + SECONDS * 1000;
  const timers = drivers.map((d) => {
    const tick = () => {
      if (Date.now() > until) return;
      d.position = {
        lat: d.position.lat + (Math.random() - 0.5) * 1e-4,
        lon: d.position.lon + (Math.random() - 0.5) * 1e-4,
      };
      sent++;
      inFlight.push(
        send(d.socket, d.position).then((ok) => {
          if (ok) accepted++;
        }),
      );
    };
    const first = setTimeout(() => {
      tick();
      interval = setInterval(tick, POSITION_EVERY_MS);
    }, Math.random() * POSITION_EVERY_MS);
    let interval: NodeJS.Timeout | undefined;
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  });
  await sleep(SECONDS * 1000 + 500);
  for (const stopTimer of timers) stopTimer();
  await Promise.all(inFlight);
  const load = await stats(server);
  return { sent, accepted, idle, load };
}

/** 2. Closed loop: each driver sends its next position as soon as the last is acknowledged. */
async function ingestCeiling(server: Child, sockets: Socket[], seconds: number) {
  await reset(server);
  const until = Date.now() + seconds * 1000;
  let acked = 0;
  await Promise.all(
    sockets.map(async (socket) => {
      let p = randomCampusPoint();
      while (Date.now() < until) {
        p = { lat: p.lat + 1e-5, lon: p.lon };
        if (await send(socket, p)) acked++;
      }
    }),
  );
  const s = await stats(server);
  return { perSecond: acked / seconds, lagP99Ms: s.lagP99Ms };
}

/**
 * The drivers a ride's first dispatch step must reach: matching ones within the first radius, nearest first,
 * at most DISPATCH_MAX_CANDIDATES. Drivers within 20 m of the radius, or within 5 m of the last one's distance
 * when the limit cuts, are left out: the server's index rounds positions a little differently.
 */
function promisedDrivers(drivers: BenchDriver[], rideType: RideTypeId, pickup: { lat: number; lon: number }) {
  const inRadius = drivers
    .filter((d) => d.rideType === rideType)
    .map((d) => ({ driver: d, distance: haversineMeters(pickup, d.position) }))
    .filter((d) => d.distance <= FIRST_RADIUS_M - 20)
    .sort((a, b) => a.distance - b.distance);
  const inRadiusCount = inRadius.length;
  if (inRadius.length > DISPATCH_MAX_CANDIDATES) {
    const cutoff = inRadius[DISPATCH_MAX_CANDIDATES - 1]?.distance ?? 0;
    return { expected: inRadius.filter((d) => d.distance <= cutoff - 5).map((d) => d.driver), inRadiusCount };
  }
  return { expected: inRadius.map((d) => d.driver), inRadiusCount };
}

/** 4. Books rides; the time until the last of the drivers promised the request has it. */
async function dispatchLatency(url: string, drivers: BenchDriver[], riders: string[]) {
  const arrivals = new Map<string, Map<string, number>>();
  for (const d of drivers) {
    d.socket.on("ride:request", (request: { id: string }) => {
      let byDriver = arrivals.get(request.id);
      if (!byDriver) {
        byDriver = new Map();
        arrivals.set(request.id, byDriver);
      }
      byDriver.set(d.id, performance.now());
    });
  }
  const headers = (cookie: string) => ({
    cookie,
    "x-campusgo-csrf": "1",
    "content-type": "application/json",
  });
  // Floor: a plain API round trip on the same server.
  const health: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await (await fetch(`${url}/api/health`)).text();
    health.push(performance.now() - t);
  }
  const latencies: number[] = [];
  const fanouts: number[] = [];
  const inRadii: number[] = [];
  let missing = 0;
  let ridesWithMisses = 0;
  for (let i = 0; i < Math.min(RIDES, riders.length); i++) {
    const rideType = ((i % 3) + 1) as RideTypeId;
    const pickup = { ...randomCampusPoint(), name: "Bench pickup" };
    const destination = { lat: pickup.lat + 0.01, lon: pickup.lon, name: "Bench destination" };
    const { expected, inRadiusCount } = promisedDrivers(drivers, rideType, pickup);
    const t0 = performance.now();
    const res = await fetch(`${url}/api/rides`, {
      method: "POST",
      headers: headers(riders[i] as string),
      body: JSON.stringify({ rideType, pickup, destination, luggage: { hasLuggage: false } }),
    });
    const body = (await res.json()) as { data?: { id: string }; message?: string };
    if (!body.data) throw new Error(`booking failed: ${res.status} ${body.message}`);
    const rideId = body.data.id;
    const deadline = performance.now() + WAIT_MS;
    while (performance.now() < deadline) {
      const got = arrivals.get(rideId);
      if (expected.every((d) => got?.has(d.id))) break;
      await sleep(2);
    }
    const got = arrivals.get(rideId) ?? new Map<string, number>();
    const missed = expected.filter((d) => !got.has(d.id)).length;
    missing += missed;
    const last = Math.max(t0, ...expected.map((d) => got.get(d.id) ?? Number.NaN).filter(Number.isFinite));
    // A ride some promised driver never heard of took at least the whole wait, never "0 ms".
    latencies.push(missed > 0 ? WAIT_MS : last - t0);
    if (missed > 0) ridesWithMisses++;
    fanouts.push(expected.length);
    inRadii.push(inRadiusCount);
    await sleep(100);
  }
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    healthP95: percentile(health, 95),
    fanout: percentile(fanouts, 50),
    inRadius: percentile(inRadii, 50),
    missing,
    ridesWithMisses,
    rides: latencies.length,
  };
}

async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  console.log(
    `dispatch benchmark: ${process.env.BENCH_DRIVERS ?? 2000} drivers, ${SECONDS} s, index ${redisUrl ? "Redis" : "memory"}`,
  );

  // 3 first: it runs alone in this process.
  if (PARTS.has("nearby")) await reportNearby(redisUrl);
  if (PARTS.has("steady") || PARTS.has("dispatch")) await reportServer();
  if (PARTS.has("ceiling")) await reportCeiling();
  process.exit(0);
}

async function reportNearby(redisUrl: string | undefined): Promise<void> {
  const nearby = await benchNearby(redisUrl);
  console.log("\nnearby query, 10,000 indexed drivers, 3 km, one ride type, 30 nearest");
  console.log(
    `  memory p99 ${ms(nearby.memoryP99Ms)} (target < 2 ms); full scan floor ${ms(nearby.scanP99Ms)}: ${ratio(nearby.scanP99Ms, nearby.memoryP99Ms)} faster`,
  );
  if (nearby.redisP99Ms !== undefined && nearby.pingP99Ms !== undefined) {
    console.log(
      `  redis  p99 ${ms(nearby.redisP99Ms)} (target < 5 ms); PING floor ${ms(nearby.pingP99Ms)}: ${ratio(nearby.redisP99Ms, nearby.pingP99Ms)} of a round trip`,
    );
  } else {
    console.log("  redis  skipped (set REDIS_URL)");
  }
}

async function reportServer(): Promise<void> {
  const server = await start("./dispatch-server.ts", { BENCH_MIN_INTERVAL_MS: "900" });
  // Before any socket: what the connections keep is measured against this.
  const beforeSockets = await settledRss(server);
  const {
    url,
    drivers: seeded,
    riders,
  } = server.ready as {
    url: string;
    drivers: { id: string; cookie: string; rideType: RideTypeId }[];
    riders: string[];
  };
  const sockets = await connectAll(
    url,
    seeded.map((d) => d.cookie),
  );
  const drivers: BenchDriver[] = seeded.map((d, i) => ({
    id: d.id,
    rideType: d.rideType,
    position: randomCampusPoint(),
    socket: sockets[i] as Socket,
  }));
  // Everyone online with a first position.
  const firstOk = await Promise.all(drivers.map((d) => send(d.socket, d.position)));
  const withSockets = await settledRss(server);
  console.log(
    `\n${drivers.length} driver sockets connected; first positions accepted: ${firstOk.filter(Boolean).length}`,
  );
  console.log(
    `  server RSS after a full collection ${mb(beforeSockets)} before the sockets, ${mb(withSockets)} with them: ${kb((withSockets - beforeSockets) / drivers.length)} per connected driver socket (${kb(withSockets / drivers.length)} of RSS per socket in all)`,
  );

  if (PARTS.has("steady")) {
    const steady = await steadyPositions(server, drivers);
    console.log(`\n${drivers.length} drivers, a position every 4 s through real sockets`);
    console.log(
      `  sent ${steady.sent}, acknowledged ok ${steady.accepted}, ingested by the server ${steady.load.ingested}, lost ${steady.sent - steady.accepted}`,
    );
    console.log(
      `  server event-loop lag p99 ${ms(steady.load.lagP99Ms)} (target < 50 ms; idle floor ${ms(steady.idle.lagP99Ms)}: ${ratio(steady.load.lagP99Ms, steady.idle.lagP99Ms)}), max ${ms(steady.load.lagMaxMs)}`,
    );
    console.log(
      `  server RSS under that load ${mb(steady.load.rss)}, ${kb(steady.load.rss / drivers.length)} per connected driver socket`,
    );
  }
  if (PARTS.has("dispatch")) await reportDispatch(url, drivers, riders);
  await stop(server);
  for (const s of sockets) s.disconnect();
}

async function reportDispatch(url: string, drivers: BenchDriver[], riders: string[]): Promise<void> {
  const booking = await dispatchLatency(url, drivers, riders);
  console.log(
    `\nPOST /api/rides -> ride:request on the nearest ${DISPATCH_MAX_CANDIDATES} (at most) matching drivers in the first radius (2 km)`,
  );
  console.log(
    `  ${booking.rides} rides, median ${booking.inRadius} matching drivers in the radius and ${booking.fanout} promised the request each, missed ${booking.missing} (rides with a miss: ${booking.ridesWithMisses}, each counted as the ${WAIT_MS / 1000} s wait)`,
  );
  console.log(
    `  p50 ${ms(booking.p50)}, p95 ${ms(booking.p95)} (target < 100 ms); GET /api/health p95 floor ${ms(booking.healthP95)}: ${ratio(booking.p95, booking.healthP95)}`,
  );
}

async function reportCeiling(): Promise<void> {
  // 2: the API without the rate limit and the bare server, both up, measured in alternating windows so that
  // the machine's other load falls on both alike.
  const rounds = 4;
  const windowSeconds = Math.max(3, Math.round(SECONDS / 10));
  const api = await start("./dispatch-server.ts", {
    BENCH_MIN_INTERVAL_MS: "0",
    BENCH_RIDERS: "1",
    BENCH_DRIVERS: String(CEILING_DRIVERS),
  });
  const apiSockets = await connectAll(
    api.ready.url,
    api.ready.drivers.map((d) => d.cookie),
  );
  await Promise.all(apiSockets.map((s) => send(s, randomCampusPoint())));
  const bare = await start("./dispatch-bare-server.ts");
  const bareSockets = await connectAll(
    bare.ready.url,
    apiSockets.map(() => undefined),
  );
  const apiRates: number[] = [];
  const bareRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    apiRates.push((await ingestCeiling(api, apiSockets, windowSeconds)).perSecond);
    bareRates.push((await ingestCeiling(bare, bareSockets, windowSeconds)).perSecond);
  }
  for (const s of [...apiSockets, ...bareSockets]) s.disconnect();
  await stop(api);
  await stop(bare);
  const apiMedian = percentile(apiRates, 50);
  const bareMedian = percentile(bareRates, 50);
  console.log(
    `\ningest ceiling, ${apiSockets.length} drivers sending as fast as acknowledgements return (${rounds} alternating windows of ${windowSeconds} s)`,
  );
  console.log(
    `  CampusGo median ${apiMedian.toFixed(0)}/s [${apiRates.map((r) => r.toFixed(0)).join(", ")}]`,
  );
  console.log(
    `  bare socket.io median ${bareMedian.toFixed(0)}/s [${bareRates.map((r) => r.toFixed(0)).join(", ")}]`,
  );
  console.log(`  ratio ${ratio(apiMedian, bareMedian)} (target >= 0.5x)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
