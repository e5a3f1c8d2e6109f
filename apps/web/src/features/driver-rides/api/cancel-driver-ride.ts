import type { DRIVER_CANCEL_REASONS } from "@campusgo/domain/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** The reasons a driver may give (the server refuses the rider's list from a driver). */
export type DriverCancelReason = (typeof DRIVER_CANCEL_REASONS)[number];

/** POST /api/rides/:id/cancel { reason }, by the assigned driver before the trip starts. */
export const cancelDriverRide = ({
  rideId,
  reason,
}: {
  rideId: string;
  reason: DriverCancelReason;
}): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/cancel`, { body: { reason } }).then(
    (r) => r.data,
  );

export const useCancelDriverRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDriverRide,
    onSuccess: () => {
      queryClient.setQueryData(driverKeys.active, null);
      void queryClient.invalidateQueries({ queryKey: driverKeys.history });
      void queryClient.invalidateQueries({ queryKey: driverKeys.requests });
    },
  });
};
