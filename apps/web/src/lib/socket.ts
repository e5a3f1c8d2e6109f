import { useEffect, useRef } from "react";
import { io, type Socket } from "socket.io-client";
import { sessionLost } from "./api-client.ts";
import { getCurrentUser, isLeaving, useCurrentUser } from "./current-user.ts";

/**
 * The one realtime connection of the app: socket.io on the same origin, authenticated by the session cookie.
 * Created on first use, so screens that never need it never open it. A different signed-in user gets a new
 * connection (the server binds a connection to the session it was opened with).
 */
let socket: Socket | null = null;
let socketUserId: string | null = null;

export function getSocket(): Socket {
  const userId = getCurrentUser()?.id ?? null;
  if (socket && socketUserId !== userId) disconnectSocket();
  if (!socket) {
    // WebSocket first (one round trip less on a slow network); long-polling only where WebSocket fails.
    const s = io({ withCredentials: true, transports: ["websocket", "polling"], tryAllTransports: true });
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

/** Closes the connection; the next getSocket() opens a new one. */
export function disconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket = null;
  socketUserId = null;
}

/**
 * Runs `onConnect` now if connected and again after every reconnection: rooms joined with an emit must be
 * joined again on a new connection. Returns the function that stops it.
 */
export function onEveryConnect(onConnect: (socket: Socket) => void): () => void {
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
export function useSocketEvent<T>(event: string, handler: (payload: T) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!enabled || !userId) return;
    const s = getSocket();
    const listener = (payload: T) => latest.current(payload);
    s.on(event, listener);
    return () => {
      s.off(event, listener);
    };
  }, [event, enabled, userId]);
}

/** Emits `event` with `payload` now and after every reconnection while mounted (joining a room, a watch). */
export function useSocketJoin(event: string, payload: unknown, enabled = true): void {
  const key = JSON.stringify(payload ?? null);
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!enabled || !userId) return;
    const body = JSON.parse(key) as unknown;
    return onEveryConnect((s) => s.emit(event, body));
  }, [event, key, enabled, userId]);
}

/** Disconnects when nobody is signed in any more (sign-out in this tab or another). */
export function useSocketLifecycle(): void {
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!userId) disconnectSocket();
  }, [userId]);
}
