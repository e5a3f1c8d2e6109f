import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/**
 * POST /api/rides/:id/end: while the driver waits, the round trip ends at the destination. The answer is the
 * completed ride; its amountKobo is what the rider pays (the way there and the minutes waited).
 */
export const endTrip = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/end`, { method: "POST" }).then((r) => r.data);

export const useEndTrip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endTrip,
    onSuccess: (ride) => {
      queryClient.setQueryData(rideKeys.detail(ride.id), ride);
      queryClient.setQueryData(rideKeys.active, null);
      void queryClient.invalidateQueries({ queryKey: ["rides", "list"] });
    },
  });
};
