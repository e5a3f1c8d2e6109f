import type { RideDeps } from "../modules/rides/deps.ts";
import { activeRideOfDriver, activeRideOfRider } from "../modules/rides/repo.ts";
import type { SocketData } from "./auth.ts";
import { registerDriverHandlers } from "./driver-handlers.ts";
import { registerWatchHandlers } from "./rider-handlers.ts";
import { rideRoom, sessionRoom, userRoom } from "./rooms.ts";
import type { AppSocket } from "./types.ts";

/** A new authenticated connection: its user's room, its active ride's room, and the event handlers. */
export function onConnection(deps: RideDeps, socket: AppSocket): void {
  const data = socket.data as SocketData;
  void socket.join([userRoom(data.userId), sessionRoom(data.sessionId)]);
  registerWatchHandlers(deps, socket);
  registerDriverHandlers(deps, socket);
  void joinActiveRide(deps, socket, data).catch((error: unknown) =>
    deps.log.warn({ err: error }, "could not join the active ride room"),
  );
}

async function joinActiveRide(deps: RideDeps, socket: AppSocket, data: SocketData): Promise<void> {
  const ride =
    data.role === "driver"
      ? await activeRideOfDriver(deps.db, data.userId)
      : await activeRideOfRider(deps.db, data.userId);
  if (ride && (ride.driverId === data.userId || ride.status !== "searching"))
    await socket.join(rideRoom(ride.id));
}
