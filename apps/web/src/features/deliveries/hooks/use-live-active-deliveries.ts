import { useQueryClient } from "@tanstack/react-query";
import { useSocketEvent } from "../../../lib/socket.ts";
import { storeDelivery } from "../api/cache.ts";
import { useActiveDeliveries } from "../api/get-active-deliveries.ts";

/**
 * The sender's deliveries in progress (GET /api/deliveries/active), kept live from "delivery:updated" (sent to
 * the sender on every change of a delivery of theirs) in the same cache the delivery screens use.
 */
export function useLiveActiveDeliveries(enabled = true) {
  const queryClient = useQueryClient();
  useSocketEvent("delivery:updated", ({ delivery }) => storeDelivery(queryClient, delivery), enabled);
  return useActiveDeliveries(enabled);
}
