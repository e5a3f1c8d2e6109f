/**
 * Shuttle arrival boards pushed over the socket (npm run bench:shuttle-push). Prints figures and ratios against a
 * floor measured in the same run; never a pass/fail test.
 *
 * 1. 10 lines of 20 stops (200 stops) in the app's database, a bus running on each, 2,000 riders watching them
 *    ("shuttle:watch", 200 per line) through real sockets. Each bus sends a position every 4 s; the latency of a
 *    push is from the position's emit to a watcher receiving the first board with the bus at that position, p50
 *    and p95 over every watcher and position. Floor: a bare socket.io server in the same run that sends a board of
 *    the same size (a real one of each line) to the 2,000 clients in 10 rooms when a bus client emits.
 * 2. The GTFS-realtime feeds with those 10 buses running: the build time of /gtfs-rt/vehicle-positions.pb,
 *    /gtfs-rt/trip-updates.pb and /gtfs-rt/alerts.pb (a detour posted on each line once the boards are measured)
 *    (p50/p95 over BENCH_GTFS_BUILDS builds, through the app's routes without a socket) and their size in bytes.
 *
 * The API and the floor are measured in alternating windows (two each, BENCH_SECONDS split between them).
 *
 * Env: BENCH_SECONDS (24, measured on each side), BENCH_GTFS_BUILDS (50), REDIS_URL (the server with the
 * Redis adapter and index), BENCH_USE_POSTGRES=1 with DATABASE_URL (else the embedded database).
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { io, type Socket } from "socket.io-client";
import { mb, ms, percentile, ratio, sleep } from "./dispatch-stats.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 24);
const GTFS_BUILDS = Number(process.env.BENCH_GTFS_BUILDS ?? 50);
const POSITION_EVERY_MS = 4_000;
/** After the last position, how long late boards are still awaited. */
const DRAIN_MS = 3_000;
/** Each side measured in this many windows, alternated. */
const ROUNDS = 2;

type Point = { lat: number; lon: number };
interface BenchLine {
  id: string;
  stops: Point[];
  driverCookie: string;
}
interface Ready {
  type: "ready";
  url: string;
  lines: BenchLine[];
  riders: string[];
}
type Message = { type: string } & Record<string, unknown>;
interface Child {
  process: ChildProcess;
  ready: Ready;
  request<T>(type: string, extra?: Record<string, unknown>): Promise<T>;
}

function start(script: string): Promise<Child> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: process.env,
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
  const request = <T>(type: string, extra: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      waiters.set(type, resolve as (value: unknown) => void);
      child.send({ type, ...extra });
    });
  return ready.then((message) => ({ process: child, request, ready: message }));
}

async function stop(child: Child): Promise<void> {
  const exited = new Promise((r) => child.process.once("exit", r));
  child.process.send({ type: "stop" });
  await Promise.race([exited, sleep(15_000)]);
  child.process.kill();
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

/** The bus of a line after `n` moves: a quarter of a stretch per move, round the ring of stops. */
function busAt(stops: Point[], n: number): Point {
  const k = Math.floor(n / 4) % stops.length;
  const f = (n % 4) / 4 + 0.01;
  const a = stops[k] as Point;
  const b = stops[(k + 1) % stops.length] as Point;
  return { lat: a.lat + (b.lat - a.lat) * f, lon: a.lon + (b.lon - a.lon) * f };
}

interface Fanout {
  event: string;
  /** Each watcher's socket and line. */
  watchers: { socket: Socket; line: number }[];
  /** Sends the `n`th position of the bus of `line`; returns the marker the boards reflecting it carry. */
  send(line: number, n: number): string;
  markerOf(payload: unknown): string | undefined;
}

/**
 * Every bus sends a position every 4 s (the buses a tenth of that apart) for SECONDS; each watcher's first board
 * carrying a position's marker gives one latency.
 */
async function measure(fanout: Fanout, lines: number, firstMove: number, seconds: number) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let bytes = 0;
  let boards = 0;
  const listeners = fanout.watchers.map(({ socket }) => {
    let last: string | undefined;
    const listener = (payload: unknown) => {
      boards++;
      if (boards % 97 === 0) bytes = JSON.stringify(payload).length;
      const marker = fanout.markerOf(payload);
      if (marker === undefined || marker === last) return;
      last = marker;
      const t0 = sentAt.get(marker);
      if (t0 !== undefined) latencies.push(performance.now() - t0);
    };
    socket.on(fanout.event, listener);
    return () => socket.off(fanout.event, listener);
  });
  const moves = Math.floor((seconds * 1000) / POSITION_EVERY_MS);
  const timers: NodeJS.Timeout[] = [];
  for (let line = 0; line < lines; line++) {
    for (let i = 0; i < moves; i++) {
      const delay = i * POSITION_EVERY_MS + (line * POSITION_EVERY_MS) / lines;
      timers.push(
        setTimeout(() => {
          const t0 = performance.now();
          sentAt.set(fanout.send(line, firstMove + i), t0);
        }, delay),
      );
    }
  }
  await sleep(moves * POSITION_EVERY_MS + DRAIN_MS);
  for (const timer of timers) clearTimeout(timer);
  for (const off of listeners) off();
  const expected = sentAt.size * (fanout.watchers.length / lines);
  return { latencies, expected, positions: sentAt.size, boards, bytes };
}

type Window = Awaited<ReturnType<typeof measure>>;

/** The windows of one side pooled. */
function pooled(windows: Window[]) {
  const latencies = windows.flatMap((w) => w.latencies);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    received: latencies.length,
    expected: windows.reduce((sum, w) => sum + w.expected, 0),
    positions: windows.reduce((sum, w) => sum + w.positions, 0),
    boards: windows.reduce((sum, w) => sum + w.boards, 0),
    bytes: Math.max(...windows.map((w) => w.bytes)),
  };
}

async function main(): Promise<void> {
  console.log(
    `shuttle push benchmark: ${SECONDS} s per side in ${ROUNDS} alternating windows each, ${process.env.REDIS_URL ? "Redis adapter and index" : "memory adapter and index"}, ${process.env.BENCH_USE_POSTGRES === "1" ? "PostgreSQL" : "embedded database"}`,
  );
  const server = await start("./shuttle-push-server.ts");
  const { url, lines, riders } = server.ready;
  const stopsCount = lines.reduce((sum, l) => sum + l.stops.length, 0);
  const watchers = (await connectAll(url, riders)).map((socket, i) => ({ socket, line: i % lines.length }));
  const answers = await Promise.all(
    watchers.map(({ socket, line }) =>
      socket
        .timeout(120_000)
        .emitWithAck("shuttle:watch", { lineId: lines[line]?.id })
        .catch(() => ({ ok: false })),
    ),
  );
  const watching = answers.filter((a: { ok: boolean }) => a.ok).length;
  const buses = await connectAll(
    url,
    lines.map((l) => l.driverCookie),
  );
  const markOf = (p: Point) => `${p.lat},${p.lon}`;
  const move = (line: number, n: number) => {
    const p = busAt((lines[line] as BenchLine).stops, n);
    void (buses[line] as Socket)
      .timeout(30_000)
      .emitWithAck("driver:location", p)
      .catch(() => undefined);
    return markOf(p);
  };
  // Warm-up: each bus placed on its line, its track begun; the last board of each line kept for the floor.
  const kept = new Map<string, unknown>();
  const keep = (board: { lineId: string }) => kept.set(board.lineId, board);
  const keepers = watchers.slice(0, lines.length).map(({ socket }) => socket);
  for (const socket of keepers) socket.on("shuttle:line-live", keep);
  for (let n = 0; n < 2; n++) {
    for (let line = 0; line < lines.length; line++) move(line, n);
    await sleep(2_500);
  }
  for (const socket of keepers) socket.off("shuttle:line-live", keep);
  console.log(
    `\n${lines.length} lines, ${stopsCount} stops, a bus running on each; ${watchers.length} riders connected, ${watching} watching (${watchers.length / lines.length} per line)`,
  );

  // The floor: the same clients, rooms and boards on a bare socket.io server, up beside the API.
  const bare = await start("./shuttle-push-bare-server.ts");
  const bareWatchers = (
    await connectAll(
      bare.ready.url,
      watchers.map(() => undefined),
    )
  ).map((socket, i) => ({ socket, line: i % lines.length }));
  await Promise.all(
    bareWatchers.map(({ socket, line }) => socket.timeout(60_000).emitWithAck("join", `line:${line}`)),
  );
  const bareBuses = await connectAll(
    bare.ready.url,
    lines.map(() => undefined),
  );
  await Promise.all(
    lines.map((l, line) =>
      (bareBuses[line] as Socket)
        .timeout(60_000)
        .emitWithAck("board", { room: `line:${line}`, board: kept.get(l.id) ?? {} }),
    ),
  );
  let markers = 0;
  const floorFanout: Fanout = {
    event: "board",
    watchers: bareWatchers,
    send: (line) => {
      // As long as the ISO time the API's boards carry in `at`.
      const marker = `${line}#${++markers}`.padEnd(24, ".");
      void (bareBuses[line] as Socket)
        .timeout(30_000)
        .emitWithAck("position", { room: `line:${line}`, marker })
        .catch(() => undefined);
      return marker;
    },
    markerOf: (board) => (board as { at?: string }).at,
  };
  const appFanout: Fanout = {
    event: "shuttle:line-live",
    watchers,
    send: move,
    markerOf: (board) => {
      const bus = (board as { buses: Point[] }).buses[0];
      return bus ? markOf(bus) : undefined;
    },
  };

  // Alternating windows, so that the machine's other load falls on both alike.
  const appWindows: Window[] = [];
  const floorWindows: Window[] = [];
  const seconds = SECONDS / ROUNDS;
  let nextMove = 2;
  await server.request("reset");
  for (let round = 0; round < ROUNDS; round++) {
    const window = await measure(appFanout, lines.length, nextMove, seconds);
    nextMove += window.positions / lines.length;
    appWindows.push(window);
    floorWindows.push(await measure(floorFanout, lines.length, 0, seconds));
  }
  const app = pooled(appWindows);
  const floor = pooled(floorWindows);
  const load = await server.request<{ stats: { lagP99Ms: number; lagMaxMs: number; rss: number } }>("stats");
  for (const { socket } of bareWatchers) socket.disconnect();
  for (const socket of bareBuses) socket.disconnect();
  await stop(bare);
  const gtfs = await server.request<{
    positions: { p50: number; p95: number; bytes: number; entities: number };
    updates: { p50: number; p95: number; bytes: number; entities: number };
    alerts: { p50: number; p95: number; bytes: number; entities: number };
  }>("gtfs", { count: GTFS_BUILDS });
  for (const { socket } of watchers) socket.disconnect();
  for (const socket of buses) socket.disconnect();
  await stop(server);

  console.log(
    `\nboards pushed, a position every 4 s from each bus (${app.positions} positions, ${app.boards} boards received, about ${(app.bytes / 1024).toFixed(1)} KB each)`,
  );
  console.log(
    `  position to watcher: p50 ${ms(app.p50)}, p95 ${ms(app.p95)}; ${app.received} of ${app.expected} (position, watcher) pairs reached by a board with that position`,
  );
  console.log(
    `  bare socket.io floor, same-size boards to ${bareWatchers.length} clients in ${lines.length} rooms: p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)} (${floor.received} of ${floor.expected})`,
  );
  console.log(`  ratio p50 ${ratio(app.p50, floor.p50)}, p95 ${ratio(app.p95, floor.p95)}`);
  console.log(
    `  server event-loop lag p99 ${ms(load.stats.lagP99Ms)} (max ${ms(load.stats.lagMaxMs)}), RSS ${mb(load.stats.rss)}`,
  );
  console.log(`\nGTFS-realtime with ${lines.length} buses running, ${GTFS_BUILDS} builds each`);
  for (const [name, feed] of [
    ["vehicle-positions.pb", gtfs.positions],
    ["trip-updates.pb", gtfs.updates],
    ["alerts.pb", gtfs.alerts],
  ] as const) {
    console.log(
      `  ${name}: p50 ${ms(feed.p50)}, p95 ${ms(feed.p95)}; ${feed.bytes} bytes, ${feed.entities} entities`,
    );
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
