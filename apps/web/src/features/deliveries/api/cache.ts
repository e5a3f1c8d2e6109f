import type { QueryClient } from "@tanstack/react-query";
import { isActiveDelivery } from "../lib/delivery-status.ts";
import { deliveryKeys } from "./keys.ts";
import type { Delivery } from "./types.ts";

/**
 * Puts a delivery as the server answered or pushed it everywhere it shows: its own screen, the active list (added,
 * replaced, or taken out once it is no longer in progress), and My Bookings (read again).
 */
export function storeDelivery(queryClient: QueryClient, delivery: Delivery): void {
  queryClient.setQueryData(deliveryKeys.detail(delivery.id), delivery);
  queryClient.setQueryData<Delivery[]>(deliveryKeys.active, (list) => {
    if (!list) return list;
    const rest = list.filter((d) => d.id !== delivery.id);
    return isActiveDelivery(delivery.status) ? [delivery, ...rest] : rest;
  });
  void queryClient.invalidateQueries({ queryKey: deliveryKeys.list });
}
