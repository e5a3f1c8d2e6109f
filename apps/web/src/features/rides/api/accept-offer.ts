import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/offers/:id/accept: assigns that driver; answers the updated ride. */
export const acceptOffer = (offerId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/offers/${encodeURIComponent(offerId)}/accept`, { method: "POST" }).then(
    (r) => r.data,
  );

export const useAcceptOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: (ride) => {
      queryClient.setQueryData(rideKeys.detail(ride.id), ride);
      queryClient.setQueryData(rideKeys.active, ride);
    },
  });
};
