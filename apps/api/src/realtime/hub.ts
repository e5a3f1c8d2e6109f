import type { AdminRight, ServerEventName, ServerEventPayload } from "@campusgo/domain";
import type { SessionsEnded } from "../modules/auth/sessions.ts";
import { ADMINS_ROOM, adminRightRoom, sessionRoom, tripRoom, userRoom } from "./rooms.ts";
import type { AppServer } from "./types.ts";

/** A server-side message between instances: a driver's online switch or approval changed. */
export const PRESENCE_CHANGED = "presence:changed" as const;

/**
 * Sends events to users and rides. Through the Redis adapter an emit reaches sockets on every instance.
 */
export class RealtimeHub {
  private readonly presenceListeners = new Set<(driverId: string) => void>();
  private readonly positionListeners = new Set<(tripId: string) => void>();

  constructor(
    readonly io: AppServer,
    private readonly clustered: boolean,
  ) {
    if (clustered) {
      io.on(PRESENCE_CHANGED, (driverId: string) => {
        if (typeof driverId === "string") this.firePresence(driverId);
      });
    }
  }

  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void {
    this.emit(this.io.to(userRoom(userId)), event, payload);
  }

  toUsers<E extends ServerEventName>(
    userIds: readonly string[],
    event: E,
    payload: ServerEventPayload<E>,
  ): void {
    if (userIds.length === 0) return;
    this.emit(this.io.to(userIds.map(userRoom)), event, payload);
  }

  /**
   * To every admin's connection, on every instance; with `rights`, only to admins holding one of them or
   * super_admin (SOS goes to support and operations).
   */
  toAdmins<E extends ServerEventName>(
    event: E,
    payload: ServerEventPayload<E>,
    rights?: readonly AdminRight[],
  ): void {
    const rooms = rights ? [...new Set(["super_admin", ...rights])].map(adminRightRoom) : ADMINS_ROOM;
    this.emit(this.io.to(rooms), event, payload);
  }

  /** The emit behind the typed methods above (socket.io's overloads cannot carry a generic event name through). */
  private emit(target: object, event: ServerEventName, payload: unknown): void {
    (target as { emit(event: string, payload: unknown): boolean }).emit(event, payload);
  }

  /** Puts every connection of these users into the trip's room (a ride or a delivery). */
  joinTrip(userIds: readonly string[], tripId: string): void {
    if (userIds.length === 0) return;
    this.io.in(userIds.map(userRoom)).socketsJoin(tripRoom(tripId));
  }

  /** Empties the trip's room (the trip ended). */
  closeTrip(tripId: string): void {
    this.io.in(tripRoom(tripId)).socketsLeave(tripRoom(tripId));
  }

  /** Closes the connections of ended sessions, on every instance (logout, password change, deletion). */
  closeSessions({ userId, sessionId, exceptSessionId }: SessionsEnded): void {
    const target = sessionId
      ? this.io.in(sessionRoom(sessionId))
      : exceptSessionId
        ? this.io.in(userRoom(userId)).except(sessionRoom(exceptSessionId))
        : this.io.in(userRoom(userId));
    target.disconnectSockets(true);
  }

  /** Tells every instance that a driver's presence changed, so their sockets reload it. */
  presenceChanged(driverId: string): void {
    this.firePresence(driverId);
    if (this.clustered) this.io.serverSideEmit(PRESENCE_CHANGED, driverId);
  }

  onPresenceChanged(listener: (driverId: string) => void): () => void {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  /** A driver's position during a trip was taken (indexed and recorded): the listeners on this instance hear it. */
  tripPosition(tripId: string): void {
    for (const listener of this.positionListeners) listener(tripId);
  }

  onTripPosition(listener: (tripId: string) => void): () => void {
    this.positionListeners.add(listener);
    return () => this.positionListeners.delete(listener);
  }

  private firePresence(driverId: string): void {
    for (const listener of this.presenceListeners) listener(driverId);
  }
}
