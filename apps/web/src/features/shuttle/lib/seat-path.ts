import { dashboardPaths } from "../../../config/paths.ts";

/** The query parameter of the shuttle screen that opens one of the rider's seats. */
export const SEAT_PARAM = "seat";

/** The shuttle screen with the seat `seatId` open (from My Bookings). */
export const seatPath = (seatId: string): string =>
  `${dashboardPaths.shuttle}?${SEAT_PARAM}=${encodeURIComponent(seatId)}`;
