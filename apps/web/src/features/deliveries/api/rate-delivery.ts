import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { storeDelivery } from "./cache.ts";
import type { Delivery } from "./types.ts";

/** POST /api/deliveries/:id/rating { stars, comment }: once the delivery is delivered or returned. */
export const rateDelivery = ({ id, stars, comment }: { id: string; stars: number; comment: string }) =>
  api<{ message: string; data: Delivery }>(`/deliveries/${encodeURIComponent(id)}/rating`, {
    body: { stars, comment: comment.trim() || null },
  });

export const useRateDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateDelivery,
    onSuccess: ({ data }) => storeDelivery(queryClient, data),
  });
};
