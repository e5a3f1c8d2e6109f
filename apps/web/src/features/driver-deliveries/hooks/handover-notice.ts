import { sharedValue } from "../../../lib/shared-value.ts";

/**
 * A hand-over the server refused after it waited in the offline queue (the delivery moved on, or a pickup's
 * code was wrong): said on the delivery's panel until dismissed, since a toast is easily missed at a door.
 */
const notice = sharedValue<string | null>(null);

export const setHandoverNotice = notice.set;
export const useHandoverNotice = notice.useValue;
