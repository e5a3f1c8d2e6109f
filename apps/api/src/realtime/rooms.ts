/** Every connection joins its user's room; the rider and the assigned driver of an active ride join its room. */
export const userRoom = (userId: string) => `user:${userId}`;
export const rideRoom = (rideId: string) => `ride:${rideId}`;
export const RIDE_ROOM_PREFIX = "ride:";
