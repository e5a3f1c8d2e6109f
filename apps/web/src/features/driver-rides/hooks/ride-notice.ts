import { sharedValue } from "../../../lib/shared-value.ts";

/**
 * A word about the driver's ride that ended without them (the rider cancelled): it stays on the dashboard
 * until dismissed, since a driver on the road may miss a toast.
 */
const notice = sharedValue<string | null>(null);

export const setRideNotice = notice.set;
export const useRideNotice = notice.useValue;
