import type { DELIVERY_CANCEL_REASONS } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { storeDelivery } from "./cache.ts";
import type { Delivery } from "./types.ts";

/** One of the sender's reasons; the API checks it. */
export type DeliveryCancelReason = (typeof DELIVERY_CANCEL_REASONS)[number];

/** POST /api/deliveries/:id/cancel { reason }: free while no driver has it. */
export const cancelDelivery = ({ id, reason }: { id: string; reason: DeliveryCancelReason }) =>
  api<{ message: string; data: Delivery }>(`/deliveries/${encodeURIComponent(id)}/cancel`, {
    body: { reason },
  });

export const useCancelDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDelivery,
    onSuccess: ({ data }) => storeDelivery(queryClient, data),
  });
};
