import { sharedValue } from "../../../lib/shared-value.ts";

/**
 * The delivery that just ended for the driver, until they dismiss it: how it ended, in the server's words
 * when it gave some (delivered, returned, or disputed when a code sent from the offline queue did not match).
 */
export interface FinishedDelivery {
  deliveryId: string;
  tone: "done" | "problem";
  title: string;
  message: string | null;
}

const finished = sharedValue<FinishedDelivery | null>(null);

export const setFinishedDelivery = finished.set;
export const useFinishedDelivery = finished.useValue;
