import {
  DELIVERY_DRIVER_ACTIVE,
  type DeliveryStatus,
  FINAL_DELIVERY_STATUSES,
  FINAL_RIDE_STATUSES,
  isDriverActive,
  nearbyWatchSchema,
  RIDE_MESSAGES,
  type RideStatus,
  type RideTypeId,
} from "@campusgo/domain";
import type { Db } from "../db/client.ts";
import { findDelivery } from "../modules/deliveries/repo.ts";
import { isUuid, type RideDeps } from "../modules/rides/deps.ts";
import { findRide } from "../modules/rides/repo.ts";
import { driverLocationEvent, nearbyDrivers, nearbyPoints } from "../modules/tracking/service.ts";
import { ackOf } from "./ack.ts";
import type { SocketData } from "./auth.ts";
import { tripRoom } from "./rooms.ts";
import type { AppSocket } from "./types.ts";

/** A trip of any kind as a watcher needs it: its parties, and whether its driver is on the way with it. */
interface Watchable {
  id: string;
  bookerId: string;
  driverId: string | null;
  driving: boolean;
  /** Ended (its room closed, or about to be): nothing more goes to its room. */
  ended: boolean;
}

const RIDE_ENDED: readonly RideStatus[] = [...FINAL_RIDE_STATUSES, "expired"];
const DELIVERY_ENDED: readonly DeliveryStatus[] = [...FINAL_DELIVERY_STATUSES, "expired"];

async function watchableTrip(db: Db, id: string): Promise<Watchable | undefined> {
  const ride = await findRide(db, id);
  if (ride) {
    const driving = isDriverActive(ride.status);
    const ended = RIDE_ENDED.includes(ride.status);
    return { id: ride.id, bookerId: ride.riderId, driverId: ride.driverId, driving, ended };
  }
  const delivery = await findDelivery(db, id);
  if (!delivery) return undefined;
  const driving = (DELIVERY_DRIVER_ACTIVE as readonly DeliveryStatus[]).includes(delivery.status);
  const ended = DELIVERY_ENDED.includes(delivery.status);
  return { id: delivery.id, bookerId: delivery.senderId, driverId: delivery.driverId, driving, ended };
}

/**
 * "ride:watch" / "ride:unwatch" (a trip of any kind: a ride, a delivery) and "nearby:watch" / "nearby:unwatch", for
 * any signed-in user.
 */
export function registerWatchHandlers(deps: RideDeps, socket: AppSocket): void {
  const data = socket.data as SocketData;
  let nearbyTimer: NodeJS.Timeout | undefined;

  socket.on("ride:watch", async (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    try {
      const rideId = (payload as { rideId?: unknown } | null)?.rideId;
      if (typeof rideId !== "string" || !isUuid(rideId)) {
        return ack({ ok: false, message: RIDE_MESSAGES.rideNotFound });
      }
      const trip = await watchableTrip(deps.db, rideId);
      if (!trip || (trip.bookerId !== data.userId && trip.driverId !== data.userId)) {
        return ack({ ok: false, message: RIDE_MESSAGES.rideNotFound });
      }
      if (!trip.ended) {
        await socket.join(tripRoom(trip.id));
        // Ended while this socket was joining, its room was closed before the socket was in it: leave it now.
        if ((await watchableTrip(deps.db, trip.id))?.ended !== false) await socket.leave(tripRoom(trip.id));
      }
      ack({ ok: true });
      if (trip.driverId && trip.driverId !== data.userId && trip.driving) {
        const position = await deps.locations.get(trip.driverId);
        if (position) socket.emit("ride:driver-location", driverLocationEvent(trip.id, position));
      }
    } catch (error) {
      deps.log.error({ err: error }, "ride watch failed");
      ack({ ok: false, message: RIDE_MESSAGES.rideNotFound });
    }
  });

  socket.on("ride:unwatch", async (payload: unknown, callback: unknown) => {
    const rideId = (payload as { rideId?: unknown } | null)?.rideId;
    if (typeof rideId === "string") await socket.leave(tripRoom(rideId));
    ackOf(callback)({ ok: true });
  });

  const stopNearby = () => {
    if (nearbyTimer) clearInterval(nearbyTimer);
    nearbyTimer = undefined;
  };

  socket.on("nearby:watch", (payload: unknown, callback: unknown) => {
    const ack = ackOf(callback);
    const parsed = nearbyWatchSchema.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, message: RIDE_MESSAGES.invalidLocation });
    stopNearby();
    const { lat, lon, type } = parsed.data;
    // The list goes out at once, then only when it changed: an unchanged list costs nothing on the wire.
    let sent: string | undefined;
    const send = async () => {
      try {
        const drivers = nearbyPoints(
          await nearbyDrivers(deps, { lat, lon }, (type ?? undefined) as RideTypeId | undefined),
        );
        const key = JSON.stringify(drivers);
        if (key === sent) return;
        sent = key;
        socket.emit("nearby:drivers", { drivers });
      } catch (error) {
        deps.log.warn({ err: error }, "nearby drivers failed");
      }
    };
    void send();
    nearbyTimer = setInterval(send, deps.config.rides.nearbyIntervalMs);
    ack({ ok: true });
  });

  socket.on("nearby:unwatch", (...args: unknown[]) => {
    stopNearby();
    // Older clients send a payload before the acknowledgement.
    ackOf(args.find((arg) => typeof arg === "function"))({ ok: true });
  });

  socket.on("disconnect", stopNearby);
}
