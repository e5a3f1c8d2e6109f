/** Every connection joins its user's room; the rider and the assigned driver of an active ride join its room. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every connection also joins its session's room, so ending the session closes it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const rideRoom = (rideId: string) => `ride:${rideId}`;
export const RIDE_ROOM_PREFIX = "ride:";
