import type { ClientToServerEvents, ServerToClientEvents } from "@campusgo/domain";
import type { Server, Socket } from "socket.io";
import type { SocketData } from "./auth.ts";

/** Messages between instances (through the Redis adapter). */
export interface InterServerEvents {
  /** A driver's online switch or approval changed: connections reload their presence. */
  "presence:changed": (driverId: string) => void;
  /** A shuttle line's board changed (a bus reported, a run started or ended, an alert): instances watching it push it. */
  "shuttle:line-changed": (lineId: string) => void;
}

/** The socket.io server and connections, typed by the event map in packages/domain. */
export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
