import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { ApiError, api } from "../../../lib/api-client.ts";
import { setFinishedRide } from "../hooks/finished-ride.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/**
 * POST /api/rides/:id/complete. Far from the trip's end the server answers 409 (reason
 * "far_from_destination") unless the driver confirmed ending it there (`confirmFar`).
 */
export const completeRide = (what: string | { rideId: string; confirmFar: boolean }): Promise<Ride> => {
  const { rideId, confirmFar } = typeof what === "string" ? { rideId: what, confirmFar: false } : what;
  return api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/complete`, {
    method: "POST",
    ...(confirmFar ? { body: { confirmFar: true } } : {}),
  }).then((r) => r.data);
};

/** The server's question when the driver completes far from the trip's end, or null for any other error. */
export function farFromEnd(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && error.field("reason") === "far_from_destination"
    ? error.message
    : null;
}

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
