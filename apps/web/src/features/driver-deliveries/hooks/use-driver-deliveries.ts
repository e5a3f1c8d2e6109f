import { useDeliveryRequests } from "../api/get-delivery-requests.ts";
import type { DeliveryRequestItem } from "../api/types.ts";
import { useDeliveryLiveEvents } from "./use-delivery-live-events.ts";
import { useHandoverSync } from "./use-handover-sync.ts";

/**
 * The driver's parcel work while the dashboard is open: the live feed of parcel requests and of the delivery
 * they carry, and the hand-overs made offline sent when the network is back.
 */
export function useDriverDeliveries(online: boolean): void {
  useDeliveryLiveEvents(online);
  useHandoverSync();
}

const none: readonly DeliveryRequestItem[] = [];

/** The parcel requests open to the driver (none while offline), for the Request tab's count. */
export function useOpenDeliveryRequests(online: boolean): readonly DeliveryRequestItem[] {
  const requests = useDeliveryRequests(online);
  return online ? (requests.data ?? none) : none;
}
