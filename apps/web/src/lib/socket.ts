import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
  SocketAck,
} from "@campusgo/domain";
import { useEffect, useRef, useState } from "react";
import { io, type Socket } from "socket.io-client";
import { sessionLost } from "./api-client.ts";
import { getCurrentUser, isLeaving, useCurrentUser } from "./current-user.ts";
import { isOnline, onConnectivityChange } from "./offline.ts";

/** The connection, typed by the domain's event map (docs/realtime.md): a wrong event or payload does not compile. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Events a screen emits to join something (a ride's room, the nearby drivers) while it is shown. */
type JoinEvent = "ride:watch" | "nearby:watch";
type JoinPayload<E extends JoinEvent> = Parameters<ClientToServerEvents[E]>[0];

/** For emits whose answer changes nothing on screen: the server refuses what it must and says why. */
export const ignoreAck = (_answer: SocketAck): void => undefined;

/**
 * The one realtime connection of the app: socket.io on the same origin, authenticated by the session cookie.
 * Created on first use, so screens that never need it never open it. A different signed-in user gets a new
 * connection (the server binds a connection to the session it was opened with).
 */
let socket: AppSocket | null = null;
let socketUserId: string | null = null;

export function getSocket(): AppSocket {
  const userId = getCurrentUser()?.id ?? null;
  if (socket && socketUserId !== userId) disconnectSocket();
  if (!socket) {
    // WebSocket first (one round trip less on a slow network); long-polling only where WebSocket fails.
    const s: AppSocket = io({
      withCredentials: true,
      transports: ["websocket", "polling"],
      tryAllTransports: true,
    });
    // The server closes the connections of a session that ended (logout, password change elsewhere). While
    // someone is still signed in here, connect again: the handshake checks the session this browser now holds.
    s.on("disconnect", (reason) => {
      if (reason === "io server disconnect" && getCurrentUser() && !isLeaving()) s.connect();
    });
    // A refused handshake (not a network failure, which is retried) means the session is gone.
    s.on("connect_error", () => {
      if (!s.active) sessionLost();
    });
    socket = s;
    socketUserId = userId;
  }
  return socket;
}

/**
 * Offline, the connection is closed at once (the server's ping would notice only much later, and a phone's
 * radio is not woken for nothing); back online it opens again, and every screen joins its rooms again and
 * reads what changed meanwhile (onEveryConnect).
 */
let closedOffline = false;
onConnectivityChange(() => {
  if (!socket) return;
  if (!isOnline()) {
    closedOffline = socket.active;
    socket.disconnect();
  } else if (closedOffline) {
    closedOffline = false;
    if (getCurrentUser() && !isLeaving()) socket.connect();
  }
});

/** Closes the connection; the next getSocket() opens a new one. */
export function disconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket = null;
  socketUserId = null;
  closedOffline = false;
}

/**
 * Runs `onConnect` now if connected and again after every reconnection: rooms joined with an emit must be
 * joined again on a new connection. Returns the function that stops it.
 */
export function onEveryConnect(onConnect: (socket: AppSocket) => void): () => void {
  const s = getSocket();
  const handler = () => onConnect(s);
  s.on("connect", handler);
  if (s.connected) handler();
  return () => {
    s.off("connect", handler);
  };
}

/**
 * Listens to one server event while mounted (and `enabled`). The handler may change on every render without
 * re-subscribing: the latest one is always called.
 */
export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!enabled || !userId) return;
    const s = getSocket();
    // Typed by the event map above; socket.io's listener type cannot follow a generic event name, hence `never`.
    const listener = (payload: ServerEventPayload<E>) => latest.current(payload);
    s.on(event, listener as never);
    return () => {
      s.off(event, listener as never);
    };
  }, [event, enabled, userId]);
}

/** Emits `event` with `payload` now and after every reconnection while mounted (joining a room, a watch). */
export function useSocketJoin<E extends JoinEvent>(event: E, payload: JoinPayload<E>, enabled = true): void {
  const key = JSON.stringify(payload);
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!enabled || !userId) return;
    const body: JoinPayload<E> = JSON.parse(key);
    const args = [body, ignoreAck] as Parameters<ClientToServerEvents[E]>;
    return onEveryConnect((s) => s.emit(event, ...args));
  }, [event, key, enabled, userId]);
}

/**
 * Whether the realtime connection is open now (false while nobody is signed in). Queries that poll for what
 * the socket would push poll only while this is false.
 */
export function useSocketConnected(): boolean {
  const userId = useCurrentUser()?.id ?? null;
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!userId) {
      setConnected(false);
      return;
    }
    const s = getSocket();
    const update = () => setConnected(s.connected);
    update();
    s.on("connect", update);
    s.on("disconnect", update);
    return () => {
      s.off("connect", update);
      s.off("disconnect", update);
    };
  }, [userId]);
  return connected;
}

/** Disconnects when nobody is signed in any more (sign-out in this tab or another). */
export function useSocketLifecycle(): void {
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!userId) disconnectSocket();
  }, [userId]);
}
