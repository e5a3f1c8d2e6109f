import { sharedValue } from "../../../lib/shared-value.ts";

/** The trip the driver has just completed, kept on the dashboard so they can rate the rider. */
const finished = sharedValue<{ rideId: string; riderName: string } | null>(null);

export const setFinishedRide = finished.set;
export const useFinishedRide = finished.useValue;
