import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client.ts";
import { setFinishedRide } from "../hooks/finished-ride.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/complete */
export const completeRide = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/complete`, { method: "POST" }).then(
    (r) => r.data,
  );

/**
 * Completes the trip. What follows runs here, not in the caller's callbacks: the live update of the same trip
 * may already have closed the screen that asked.
 */
export const useCompleteRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRide,
    onSuccess: (ride) => {
      toast.success("Trip completed");
      setFinishedRide({ rideId: ride.id, riderName: ride.rider?.fullName.split(/\s+/)[0] ?? "the rider" });
      queryClient.setQueryData(driverKeys.active, ride.status === "completed" ? null : ride);
      void queryClient.invalidateQueries({ queryKey: driverKeys.summary });
      void queryClient.invalidateQueries({ queryKey: driverKeys.history });
    },
  });
};
