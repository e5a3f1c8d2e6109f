import { sharedValue } from "../../../lib/shared-value.ts";

/**
 * The trip the driver has just completed, kept on the dashboard so they can rate the rider; `note` says how it
 * ended when the driver did not end it (the rider ended a round trip at the destination).
 */
const finished = sharedValue<{ rideId: string; riderName: string; note?: string } | null>(null);

export const setFinishedRide = finished.set;
export const useFinishedRide = finished.useValue;
