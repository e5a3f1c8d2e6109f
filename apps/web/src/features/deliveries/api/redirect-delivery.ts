import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { storeDelivery } from "./cache.ts";
import type { Delivery, DeliveryPlace } from "./types.ts";

/** POST /api/deliveries/:id/redirect { dropoff }: sends the package on to another drop-off. */
export const redirectDelivery = ({ id, dropoff }: { id: string; dropoff: DeliveryPlace }) =>
  api<{ message: string; data: Delivery }>(`/deliveries/${encodeURIComponent(id)}/redirect`, {
    body: { dropoff: { lat: dropoff.lat, lon: dropoff.lon, name: dropoff.name } },
  });

export const useRedirectDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redirectDelivery,
    onSuccess: ({ data }) => storeDelivery(queryClient, data),
  });
};
