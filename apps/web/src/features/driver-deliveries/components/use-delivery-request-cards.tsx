import type { OtherRequests } from "../../driver-rides/index.ts";
import { textMatches } from "../../driver-rides/index.ts";
import { useDeliveryRequests } from "../api/get-delivery-requests.ts";
import type { DeliveryRequestItem } from "../api/types.ts";
import { DeliveryRequestCard } from "./delivery-request-card.tsx";

/** A parcel request, found by its places, the sender's first name or the note. */
const deliveryMatches = (request: DeliveryRequestItem, search: string) =>
  textMatches(search, [request.pickup.name, request.dropoff.name, request.senderFirstName, request.note]);

/**
 * The parcel requests sent to the driver, as cards for the request lists (they sit among the ride requests):
 * those matching `search`, and how many there are. None while the driver is offline.
 */
export function useDeliveryRequestCards(online: boolean, search = ""): OtherRequests {
  const requests = useDeliveryRequests(online);
  const all = online ? (requests.data ?? []) : [];
  const list = all.filter((r) => deliveryMatches(r, search));
  return {
    items: list.map((request) => <DeliveryRequestCard key={request.id} request={request} />),
    shown: list.length,
    total: all.length,
  };
}
