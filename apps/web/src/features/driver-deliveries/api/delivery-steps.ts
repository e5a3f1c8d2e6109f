import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client.ts";
import { isCarried } from "./get-active-delivery.ts";
import { deliveryKeys } from "./keys.ts";
import type { DeliveryView } from "./types.ts";

/** The driver's plain steps on a delivery: at the pickup or the drop-off (`arrive`), and the way back (`return`). */
type PlainStep = "arrive" | "return";

/** POST /api/deliveries/:id/arrive or /return: `{ message, data }`. */
export const moveDelivery = (
  deliveryId: string,
  step: PlainStep,
): Promise<{ message?: string; data: DeliveryView }> =>
  api(`/deliveries/${encodeURIComponent(deliveryId)}/${step}`, { method: "POST" });

/** A step of the driver's on their delivery; the answer is the delivery as it now stands, with the server's words. */
export const useMoveDelivery = (step: PlainStep) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => moveDelivery(deliveryId, step),
    onSuccess: ({ message, data }) => {
      if (message) toast.success(message);
      queryClient.setQueryData(deliveryKeys.active, isCarried(data) ? data : null);
    },
  });
};
