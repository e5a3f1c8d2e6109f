import { activeDeliveriesOf } from "../modules/deliveries/repo.ts";
import type { RideDeps } from "../modules/rides/deps.ts";
import { activeRideOfDriver, activeRideOfRider } from "../modules/rides/repo.ts";
import { runningRunOf } from "../modules/shuttles/runs.ts";
import type { SocketData } from "./auth.ts";
import { registerDriverHandlers } from "./driver-handlers.ts";
import { registerWatchHandlers } from "./rider-handlers.ts";
import { ADMINS_ROOM, adminRightRoom, sessionRoom, tripRoom, userRoom } from "./rooms.ts";
import type { AppSocket } from "./types.ts";

/** A new authenticated connection: its user's room, the rooms of its trips under way, and the event handlers. */
export function onConnection(deps: RideDeps, socket: AppSocket): void {
  const data = socket.data as SocketData;
  void socket.join([
    userRoom(data.userId),
    sessionRoom(data.sessionId),
    ...(data.role === "admin"
      ? [ADMINS_ROOM, ...(data.adminRight ? [adminRightRoom(data.adminRight)] : [])]
      : []),
  ]);
  const joined = joinActiveTrips(deps, socket, data).catch((error: unknown) =>
    deps.log.warn({ err: error }, "could not join the active trips' rooms"),
  );
  registerWatchHandlers(deps, socket);
  registerDriverHandlers(deps, socket, joined);
}

/**
 * Joins the rooms of the user's ride under way and of their deliveries that have a driver. A trip that ends
 * while its room is being joined has had its room closed before this socket was in it, so the trips are read
 * again once joined and the rooms of those that ended are left.
 */
async function joinActiveTrips(deps: RideDeps, socket: AppSocket, data: SocketData): Promise<void> {
  const rooms = await activeTripRooms(deps, data);
  if (rooms.length === 0) return;
  await socket.join(rooms);
  const still = new Set(await activeTripRooms(deps, data));
  for (const room of rooms) if (!still.has(room)) await socket.leave(room);
}

/** The rooms of the user's ride under way, of their deliveries that have a driver and of the run they drive. */
async function activeTripRooms(deps: RideDeps, data: SocketData): Promise<string[]> {
  const [ride, deliveries, run] = await Promise.all([
    data.role === "driver"
      ? activeRideOfDriver(deps.db, data.userId)
      : activeRideOfRider(deps.db, data.userId),
    activeDeliveriesOf(deps.db, data.userId),
    data.role === "driver" ? runningRunOf(deps.db, data.userId) : undefined,
  ]);
  const rooms = deliveries.filter((d) => d.driverId !== null).map((d) => tripRoom(d.id));
  if (run) rooms.push(tripRoom(run.id));
  if (ride && (ride.driverId === data.userId || ride.status !== "searching")) rooms.push(tripRoom(ride.id));
  return rooms;
}
