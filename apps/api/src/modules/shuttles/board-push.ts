import { type LineLive, SHUTTLE_MESSAGES, type ShuttleWatchAck, shuttleWatchSchema } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { shuttleRuns } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { ackOf } from "../../realtime/ack.ts";
import type { LocationIndex } from "../../realtime/location-index.ts";
import type { AppServer, AppSocket } from "../../realtime/types.ts";
import { lineLive } from "./live.ts";

/** A line's board is computed at most this often on an instance, however many of its buses report. */
export const BOARD_EVERY_MS = 2_000;
export const LINE_ROOM_PREFIX = "line:";
/** The connections watching a line's board. */
export const lineRoom = (lineId: string) => `${LINE_ROOM_PREFIX}${lineId}`;
/** Between instances: a line's board changed. */
const LINE_CHANGED = "shuttle:line-changed" as const;
/** Trips whose line (or that they are no run) is remembered; past this the memory starts again. */
const KNOWN_TRIPS = 10_000;
export const WATCH_FAILED = "Live arrivals are unavailable right now";

export interface BoardPushDeps {
  io: AppServer;
  db: Db;
  locations: Pick<LocationIndex, "get">;
  log: FastifyBaseLogger;
  /** Several instances share the rooms (the Redis adapter). */
  clustered: boolean;
  everyMs?: number;
}

interface LineState {
  /** When the last computation started. */
  last: number;
  timer: NodeJS.Timeout | undefined;
  busy: boolean;
  /** Something changed while the board was being computed: one more push once the interval allows. */
  again: boolean;
}

/**
 * The arrival boards of the lines, pushed to the connections watching them ("shuttle:watch", room `line:<id>`)
 * as "shuttle:line-live" when one of a line's buses reports a position, a run of it starts or ends, or its alerts
 * change. Per line and instance the board is computed at most once per BOARD_EVERY_MS, the first change at once
 * and the last one of a burst at the end of the interval, so the last position is never left out.
 *
 * With several instances a change is told to every instance, and each one that has watchers of the line computes
 * the board and sends it to its own connections only: the instance that took a position cannot see the other
 * instances' rooms without a round trip to all of them (fetchSockets) on every change, while a line nobody
 * watches anywhere is then computed nowhere, and a line watched on N instances costs N computations per interval.
 */
export class BoardPush {
  private readonly lines = new Map<string, LineState>();
  /** The line of each trip whose driver reported (null: not a shuttle run). */
  private readonly tripLines = new Map<string, string | null>();
  /** The board last computed here for each line, given to new watchers while fresh. */
  private readonly boards = new Map<string, { live: LineLive; at: number }>();
  private readonly computing = new Map<string, Promise<LineLive>>();
  private readonly everyMs: number;
  private closed = false;

  constructor(private readonly deps: BoardPushDeps) {
    this.everyMs = deps.everyMs ?? BOARD_EVERY_MS;
    if (deps.clustered) {
      deps.io.on(LINE_CHANGED, (lineId: string) => {
        if (typeof lineId === "string") this.request(lineId);
      });
    }
  }

  /** "shuttle:watch" {lineId}, answered with the line's board now, and "shuttle:unwatch"; one line at a time. */
  register(socket: AppSocket): void {
    const leaveLines = () => {
      for (const room of socket.rooms) if (room.startsWith(LINE_ROOM_PREFIX)) void socket.leave(room);
    };
    socket.on("shuttle:watch", async (payload: unknown, callback: unknown) => {
      const ack = ackOf(callback) as (answer: ShuttleWatchAck) => void;
      const parsed = shuttleWatchSchema.safeParse(payload);
      if (!parsed.success) return ack({ ok: false, message: SHUTTLE_MESSAGES.lineNotFound });
      const room = lineRoom(parsed.data.lineId);
      // In the room before the board is read: a push computed meanwhile reaches this connection too (the client
      // keeps whichever of the two is newer by `at`). Leaving and joining do not wait, so two watches in a row
      // never leave the connection in two rooms.
      leaveLines();
      void socket.join(room);
      try {
        ack({ ok: true, live: await this.boardOf(parsed.data.lineId) });
      } catch (error) {
        void socket.leave(room);
        if (error instanceof AppError && error.code === "not_found") {
          return ack({ ok: false, message: SHUTTLE_MESSAGES.lineNotFound });
        }
        this.deps.log.warn({ err: error }, "shuttle board for a watcher failed");
        ack({ ok: false, message: WATCH_FAILED });
      }
    });
    socket.on("shuttle:unwatch", (...args: unknown[]) => {
      leaveLines();
      ackOf(args.find((arg) => typeof arg === "function"))({ ok: true });
    });
  }

  /** A driver's position during a trip was taken on this instance: if the trip is a shuttle run, its line changed. */
  tripPosition(tripId: string): void {
    const known = this.tripLines.get(tripId);
    if (known !== undefined) {
      if (known !== null) this.changed(known);
      return;
    }
    this.lineOfTrip(tripId)
      .then((lineId) => {
        if (lineId) this.changed(lineId);
      })
      .catch((error: unknown) => this.deps.log.warn({ err: error }, "shuttle run's line lookup failed"));
  }

  /** A run started or ended. */
  runChanged(runId: string, lineId: string, ended: boolean): void {
    if (ended) this.tripLines.delete(runId);
    else this.remember(runId, lineId);
    this.changed(lineId);
  }

  /** The line's board changed: every instance with watchers of it pushes it to them. */
  changed(lineId: string): void {
    if (this.closed) return;
    if (this.deps.clustered) {
      try {
        this.deps.io.serverSideEmit(LINE_CHANGED, lineId);
      } catch (error) {
        this.deps.log.warn({ err: error }, "shuttle line change not told to the other instances");
      }
    }
    this.request(lineId);
  }

  close(): void {
    this.closed = true;
    for (const state of this.lines.values()) clearTimeout(state.timer);
    this.lines.clear();
  }

  private watchedHere(lineId: string): boolean {
    return (this.deps.io.of("/").adapter.rooms.get(lineRoom(lineId))?.size ?? 0) > 0;
  }

  /** A push of the line's board, now or when its interval allows. */
  private request(lineId: string): void {
    if (this.closed) return;
    if (!this.watchedHere(lineId)) {
      // Nobody here to tell: no computation, and the board kept for new watchers is out of date.
      this.boards.delete(lineId);
      return;
    }
    let state = this.lines.get(lineId);
    if (!state) {
      state = { last: 0, timer: undefined, busy: false, again: false };
      this.lines.set(lineId, state);
    }
    if (state.busy) {
      state.again = true;
      return;
    }
    // A push is already due: it reads the line as it is then.
    if (state.timer) return;
    const wait = state.last + this.everyMs - Date.now();
    if (wait <= 0) {
      void this.push(lineId, state);
      return;
    }
    const due = state;
    due.timer = setTimeout(() => {
      due.timer = undefined;
      void this.push(lineId, due);
    }, wait);
  }

  private async push(lineId: string, state: LineState): Promise<void> {
    state.busy = true;
    state.again = false;
    state.last = Date.now();
    try {
      if (this.watchedHere(lineId)) {
        const live = await this.compute(lineId);
        this.deps.io.local.to(lineRoom(lineId)).emit("shuttle:line-live", live);
      }
    } catch (error) {
      this.deps.log.warn({ err: error, lineId }, "shuttle board push failed");
    } finally {
      state.busy = false;
      if (state.again) this.request(lineId);
    }
  }

  /** The board for a new watcher: the last one computed here while fresh, else one computed now. */
  private boardOf(lineId: string): Promise<LineLive> {
    const kept = this.boards.get(lineId);
    if (kept && Date.now() - kept.at < this.everyMs) return Promise.resolve(kept.live);
    return this.computing.get(lineId) ?? this.compute(lineId);
  }

  private compute(lineId: string): Promise<LineLive> {
    const at = Date.now();
    const board = lineLive({ db: this.deps.db, locations: this.deps.locations }, lineId, at)
      .then((live) => {
        const kept = this.boards.get(lineId);
        if (!kept || kept.at <= at) this.boards.set(lineId, { live, at });
        return live;
      })
      .finally(() => {
        if (this.computing.get(lineId) === board) this.computing.delete(lineId);
      });
    this.computing.set(lineId, board);
    return board;
  }

  private async lineOfTrip(tripId: string): Promise<string | null> {
    const [run] = await this.deps.db
      .select({ lineId: shuttleRuns.lineId })
      .from(shuttleRuns)
      .where(eq(shuttleRuns.id, tripId))
      .limit(1);
    const lineId = run?.lineId ?? null;
    this.remember(tripId, lineId);
    return lineId;
  }

  private remember(tripId: string, lineId: string | null): void {
    if (this.tripLines.size >= KNOWN_TRIPS) this.tripLines.clear();
    this.tripLines.set(tripId, lineId);
  }
}
