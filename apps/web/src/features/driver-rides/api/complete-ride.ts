import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/complete */
export const completeRide = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/complete`, { method: "POST" }).then(
    (r) => r.data,
  );

export const useCompleteRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRide,
    onSuccess: (ride) => {
      queryClient.setQueryData(driverKeys.active, ride.status === "completed" ? null : ride);
      void queryClient.invalidateQueries({ queryKey: driverKeys.summary });
      void queryClient.invalidateQueries({ queryKey: driverKeys.history });
    },
  });
};
