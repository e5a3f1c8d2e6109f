import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sendOnce } from "../../../lib/idempotency.ts";
import { deliveryKeys } from "./keys.ts";
import type { CreateDeliveryInput, Delivery } from "./types.ts";

/**
 * POST /api/deliveries: sends a package; dispatch starts at once (or at the time booked). Sent with the
 * booking's key, so a retry or a request resumed after the connection came back books once.
 */
export const createDelivery = (input: CreateDeliveryInput): Promise<Delivery> =>
  sendOnce("deliveries:create", input, (idempotencyKey) =>
    api<{ data: Delivery }>("/deliveries", { body: input, idempotencyKey }),
  ).then((r) => r.data);

export const useCreateDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDelivery,
    onSuccess: (delivery) => {
      queryClient.setQueryData(deliveryKeys.detail(delivery.id), delivery);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.active });
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.list });
    },
  });
};
