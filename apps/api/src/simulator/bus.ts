import {
  CAMPUS_PLACES,
  type ClientToServerEvents,
  haversineMeters,
  type ServerToClientEvents,
} from "@campusgo/domain";
import type { FastifyBaseLogger } from "fastify";
import { io, type Socket } from "socket.io-client";
import { apiClient } from "./http.ts";
import { type Point, randomBetween, stepToward } from "./motion.ts";

/** The campus gates, where traffic slows a bus down. */
const GATES = CAMPUS_PLACES.filter((p) => p.kind === "gate");
/** Within this of a gate a bus crawls. */
const GATE_SLOW_M = 250;

export interface BusMotion {
  /** The call the bus heads to (index into `calls`). */
  target: number;
  position: Point;
  /** Metres a second on this stretch (drawn again at each stop). */
  speedMps: number;
  /** Standing at a stop until then (epoch ms). */
  dwellUntil: number;
}

/**
 * One step of a simulated bus along its loop of `calls` (the stops in order, back to the first): it drives at a
 * speed of its own for each stretch (12-26 km/h, times `speedFactor`), crawls near the gates, and stands at each
 * stop 15-45 s before going on. The predictor is told none of this: it learns travel times from the recorded runs.
 */
export function moveBus(
  motion: BusMotion,
  calls: readonly Point[],
  elapsedMs: number,
  now: number,
  speedFactor = 1,
): BusMotion {
  if (now < motion.dwellUntil) return motion;
  const nearGate = GATES.some((g) => haversineMeters(g, motion.position) < GATE_SLOW_M);
  const metres = motion.speedMps * (nearGate ? 0.35 : 1) * (elapsedMs / 1000);
  const to = calls[motion.target] as Point;
  const step = stepToward(motion.position, to, metres);
  if (!step.arrived) return { ...motion, position: step.at };
  return {
    target: (motion.target + 1) % calls.length,
    position: step.at,
    speedMps: (randomBetween(12, 26) / 3.6) * speedFactor,
    dwellUntil: now + (randomBetween(15, 45) * 1000) / speedFactor,
  };
}

export interface SimulatedBusOptions {
  baseUrl: string;
  cookie: string;
  lineId: string;
  /** The line's stops in order. */
  stops: Point[];
  log: FastifyBaseLogger;
  positionEveryMs: number;
  speedFactor: number;
}

/**
 * A simulated bus on a demo line: a real driver session that goes online, starts a run of its line (or carries on
 * with the one under way) and sends its position over the socket like a driver's phone.
 */
export class SimulatedBus {
  private socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private motion: BusMotion;
  private last = Date.now();
  private readonly api: ReturnType<typeof apiClient>;
  private readonly calls: Point[];

  constructor(private readonly options: SimulatedBusOptions) {
    this.api = apiClient(options.baseUrl, options.cookie);
    this.calls = options.stops.map((s) => ({ lat: s.lat, lon: s.lon }));
    this.motion = {
      target: 1 % this.calls.length,
      position: this.calls[0] as Point,
      speedMps: (18 / 3.6) * options.speedFactor,
      dwellUntil: 0,
    };
  }

  async start(): Promise<void> {
    await this.api("PUT", "/driver/status", { online: true });
    const current = await this.api<{ data: { id: string } | null }>("GET", "/driver/shuttle/runs/current");
    if (!current.body.data) {
      const started = await this.api("POST", "/driver/shuttle/runs", { lineId: this.options.lineId });
      if (started.status !== 201)
        this.options.log.warn({ status: started.status }, "simulated bus could not start");
    }
    this.socket = io(this.options.baseUrl, {
      path: "/socket.io",
      transports: ["websocket"],
      extraHeaders: { cookie: this.options.cookie },
      reconnectionDelay: 2000,
    });
    this.timer = setInterval(() => this.tick(), this.options.positionEveryMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.socket?.disconnect();
  }

  private tick(): void {
    const now = Date.now();
    this.motion = moveBus(this.motion, this.calls, now - this.last, now, this.options.speedFactor);
    this.last = now;
    const { lat, lon } = this.motion.position;
    this.socket?.emit("driver:location", { lat, lon }, () => undefined);
  }
}
