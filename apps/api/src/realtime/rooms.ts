/** Every connection joins its user's room. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every admin's connection joins it, on every instance. */
export const ADMINS_ROOM = "admins";
/** An admin's connection also joins the room of their right: events only some rights may see go there (SOS). */
export const adminRightRoom = (right: string) => `${ADMINS_ROOM}:${right}`;
/** Every connection also joins its session's room, so ending the session closes it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/**
 * A trip of any kind (a ride, a delivery) with a driver: its booker's and its driver's connections are in it, and
 * the driver's live position goes there.
 */
export const tripRoom = (tripId: string) => `${TRIP_ROOM_PREFIX}${tripId}`;
export const TRIP_ROOM_PREFIX = "trip:";
