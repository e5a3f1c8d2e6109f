import {
  type DriverLocationInput,
  RIDE_MESSAGES,
  type RideTypeId,
  SAME_POSITION_AGAIN_MS,
} from "@campusgo/domain";
import { loadPresence, type PresenceState } from "../modules/drivers/presence.ts";
import type { RideDeps } from "../modules/rides/deps.ts";
import { driverLocationEvent } from "../modules/tracking/service.ts";
import { trackRecorder } from "../modules/tracking/track.ts";
import { FORBIDDEN } from "../plugins/session.ts";
import { ackOf } from "./ack.ts";
import type { SocketData } from "./auth.ts";
import { TRIP_ROOM_PREFIX } from "./rooms.ts";
import type { AppSocket } from "./types.ts";

/**
 * A connection's cached presence is read again after 2.5 to 5 minutes (approval can be withdrawn); the spread
 * keeps thousands of drivers from all reloading at the same moment. A change of the online switch reaches the
 * connections at once (forgetPresence).
 */
const PRESENCE_TTL_MS = 300_000;
/** Positions may come in short bursts (a phone catching up after a stall) of up to this many. */
export const LOCATION_BURST = 3;

type DriverSocketData = SocketData;

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;
const optionalInRange = (value: unknown, min: number, max: number) =>
  value === undefined || value === null || inRange(value, min, max);

/**
 * The driverLocationSchema rules, checked by hand: this runs for every position of every driver, so it
 * allocates nothing but the result.
 */
export function parseLocation(payload: unknown): DriverLocationInput | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const { lat, lon, heading, speed, driverId } = payload as Record<string, unknown>;
  if (!inRange(lat, -90, 90) || !inRange(lon, -180, 180)) return undefined;
  if (!optionalInRange(heading, 0, 360) || !optionalInRange(speed, 0, 100)) return undefined;
  if (driverId !== undefined && typeof driverId !== "string") return undefined;
  return {
    lat,
    lon,
    heading: (heading as number | null | undefined) ?? null,
    speed: (speed as number | null | undefined) ?? null,
    driverId,
  };
}

/** The trip room this connection is in (the ride or the delivery the driver is on), if any. */
export function activeTripRoom(socket: AppSocket): string | undefined {
  for (const room of socket.rooms) if (room.startsWith(TRIP_ROOM_PREFIX)) return room;
  return undefined;
}

async function presenceOf(deps: RideDeps, data: DriverSocketData, now: number): Promise<PresenceState> {
  const cached = data.presence;
  if (cached && now < (data.presenceExpiresAt ?? 0)) return cached;
  const loaded = await loadPresence(deps.db, data.userId, now);
  data.presence = loaded;
  data.presenceExpiresAt = now + PRESENCE_TTL_MS * (0.5 + Math.random() / 2);
  return loaded;
}

/** Forgets the cached presence of the driver's connections on this instance (the switch changed). */
export function forgetPresence(socket: AppSocket): void {
  (socket.data as DriverSocketData).presence = undefined;
}

/**
 * "driver:location": an online, approved driver publishes their own position (about every 4 s, at most about
 * once a second). It goes into the live-location index and, during a trip (a ride, a delivery), to the trip's room
 * and its recorded track.
 */
export function registerDriverHandlers(
  deps: RideDeps,
  socket: AppSocket,
  /** Settles once the connection has joined its trips' rooms: a position sent before waits for it. */
  joined: Promise<void> = Promise.resolve(),
): void {
  const data = socket.data as DriverSocketData;
  const minInterval = deps.config.rides.locationMinIntervalMs;
  // The last position sent to the ride's room: a driver standing still sends the same fix again (it keeps
  // the index fresh), which the rider already has, so it is sent on only every SAME_POSITION_AGAIN_MS: enough
  // for the rider to tell a driver standing still from one whose positions stopped coming. A rider joining
  // later gets the last one from "ride:watch".
  let lastSent: string | undefined;
  let lastSentAt = 0;
  const record = trackRecorder(deps.db);
  socket.on("driver:location", async (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    try {
      if (data.role !== "driver") return ack({ ok: false, message: FORBIDDEN });
      const input = parseLocation(payload);
      if (!input) return ack({ ok: false, message: RIDE_MESSAGES.invalidLocation });
      if (input.driverId !== undefined && input.driverId !== data.userId) {
        return ack({ ok: false, message: RIDE_MESSAGES.ownPositionOnly });
      }
      const now = Date.now();
      if (minInterval > 0) {
        // About one position per interval, refilled continuously, with a small burst allowance.
        const refill = (now - (data.tokensAt ?? now)) / minInterval;
        const tokens = Math.min(LOCATION_BURST, (data.tokens ?? LOCATION_BURST) + refill);
        data.tokensAt = now;
        if (tokens < 1) {
          data.tokens = tokens;
          return ack({ ok: false, message: RIDE_MESSAGES.tooManyUpdates });
        }
        data.tokens = tokens - 1;
      }
      const presence = await presenceOf(deps, data, now);
      if (!presence.online || !presence.approved || presence.rideType === null) {
        return ack({ ok: false, message: RIDE_MESSAGES.notOnline });
      }
      // A position sent right after connecting belongs to the trip under way as much as any later one.
      await joined;
      const room = activeTripRoom(socket);
      const position = {
        driverId: data.userId,
        rideType: presence.rideType as RideTypeId,
        lat: input.lat,
        lon: input.lon,
        heading: input.heading ?? null,
        speed: input.speed ?? null,
        at: now,
        idle: room === undefined,
      };
      await deps.locations.update(position);
      if (room) {
        const tripId = room.slice(TRIP_ROOM_PREFIX.length);
        await record(tripId, position);
        deps.hub.tripPosition(tripId);
        const event = driverLocationEvent(tripId, position);
        const key = `${event.rideId}:${event.p.join(",")}`;
        if (key !== lastSent || now - lastSentAt >= SAME_POSITION_AGAIN_MS) {
          lastSent = key;
          lastSentAt = now;
          socket.to(room).emit("ride:driver-location", event);
        }
      }
      ack({ ok: true });
    } catch (error) {
      deps.log.error({ err: error }, "driver location failed");
      ack({ ok: false, message: "Could not save your position" });
    }
  });
}
