import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/arrive */
export const arriveRide = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/arrive`, { method: "POST" }).then((r) => r.data);

export const useArriveRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: arriveRide,
    onSuccess: (ride) => {
      queryClient.setQueryData(driverKeys.active, ride.status === "completed" ? null : ride);
      void queryClient.invalidateQueries({ queryKey: driverKeys.summary });
      void queryClient.invalidateQueries({ queryKey: driverKeys.history });
    },
  });
};
