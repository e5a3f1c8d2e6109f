import { activeDeliveriesOf } from "../modules/deliveries/repo.ts";
import type { RideDeps } from "../modules/rides/deps.ts";
import { activeRideOfDriver, activeRideOfRider } from "../modules/rides/repo.ts";
import type { SocketData } from "./auth.ts";
import { registerDriverHandlers } from "./driver-handlers.ts";
import { registerWatchHandlers } from "./rider-handlers.ts";
import { sessionRoom, tripRoom, userRoom } from "./rooms.ts";
import type { AppSocket } from "./types.ts";

/** A new authenticated connection: its user's room, the rooms of its trips under way, and the event handlers. */
export function onConnection(deps: RideDeps, socket: AppSocket): void {
  const data = socket.data as SocketData;
  void socket.join([userRoom(data.userId), sessionRoom(data.sessionId)]);
  const joined = joinActiveTrips(deps, socket, data).catch((error: unknown) =>
    deps.log.warn({ err: error }, "could not join the active trips' rooms"),
  );
  registerWatchHandlers(deps, socket);
  registerDriverHandlers(deps, socket, joined);
}

/** The rooms of the user's ride under way and of their deliveries that have a driver. */
async function joinActiveTrips(deps: RideDeps, socket: AppSocket, data: SocketData): Promise<void> {
  const [ride, deliveries] = await Promise.all([
    data.role === "driver"
      ? activeRideOfDriver(deps.db, data.userId)
      : activeRideOfRider(deps.db, data.userId),
    activeDeliveriesOf(deps.db, data.userId),
  ]);
  const rooms = deliveries.filter((d) => d.driverId !== null).map((d) => tripRoom(d.id));
  if (ride && (ride.driverId === data.userId || ride.status !== "searching")) rooms.push(tripRoom(ride.id));
  if (rooms.length > 0) await socket.join(rooms);
}
