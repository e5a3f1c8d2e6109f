import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { onEveryConnect, useSocketEvent } from "../../../lib/socket.ts";
import { storeDelivery } from "../api/cache.ts";
import { deliveryKeys } from "../api/keys.ts";

/**
 * Keeps one delivery live: "delivery:updated" (sent to the sender on every change) goes into the query cache, so
 * every screen showing it re-renders with the new status. After a lost connection (offline, a server restart)
 * it reads the delivery again: what changed meanwhile was not pushed here. The query itself reads again when the
 * tab comes back into view or the network returns.
 */
export function useDeliveryLive(deliveryId: string | null): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;

  useEffect(() => {
    if (!deliveryId || !userId) return;
    let connectedBefore = false;
    return onEveryConnect(() => {
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(deliveryId) });
      }
      connectedBefore = true;
    });
  }, [deliveryId, userId, queryClient]);

  useSocketEvent(
    "delivery:updated",
    ({ delivery }) => {
      if (delivery.id === deliveryId) storeDelivery(queryClient, delivery);
    },
    Boolean(deliveryId),
  );
}
