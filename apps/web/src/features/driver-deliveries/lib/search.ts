import { textMatches } from "../../driver-rides/index.ts";
import type { DeliveryView } from "../api/types.ts";
import { parcelKind } from "./parcel-words.ts";

/** A delivery of the history, found by its places, the sender's or the recipient's name, or what the parcel is. */
export const deliveryMatches = (delivery: DeliveryView, search: string): boolean =>
  textMatches(search, [
    delivery.pickup.name,
    delivery.dropoff.name,
    delivery.sender?.fullName,
    delivery.recipient.name,
    `Package ${parcelKind(delivery)}`,
  ]);
