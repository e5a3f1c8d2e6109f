import { isDriverActive, nearbyWatchSchema, RIDE_MESSAGES, type RideTypeId } from "@campusgo/domain";
import { isUuid, type RideDeps } from "../modules/rides/deps.ts";
import { findRide } from "../modules/rides/repo.ts";
import { driverLocationEvent, nearbyDrivers, nearbyPoints } from "../modules/tracking/service.ts";
import { ackOf } from "./ack.ts";
import type { SocketData } from "./auth.ts";
import { rideRoom } from "./rooms.ts";
import type { AppSocket } from "./types.ts";

/** "ride:watch" / "ride:unwatch" and "nearby:watch" / "nearby:unwatch", for any signed-in user. */
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
      const ride = await findRide(deps.db, rideId);
      if (!ride || (ride.riderId !== data.userId && ride.driverId !== data.userId)) {
        return ack({ ok: false, message: RIDE_MESSAGES.rideNotFound });
      }
      await socket.join(rideRoom(ride.id));
      ack({ ok: true });
      if (ride.driverId && ride.driverId !== data.userId && isDriverActive(ride.status)) {
        const position = await deps.locations.get(ride.driverId);
        if (position) socket.emit("ride:driver-location", driverLocationEvent(ride.id, position));
      }
    } catch (error) {
      deps.log.error({ err: error }, "ride watch failed");
      ack({ ok: false, message: RIDE_MESSAGES.rideNotFound });
    }
  });

  socket.on("ride:unwatch", async (payload: unknown, callback: unknown) => {
    const rideId = (payload as { rideId?: unknown } | null)?.rideId;
    if (typeof rideId === "string") await socket.leave(rideRoom(rideId));
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
