import type { CANCEL_REASONS } from "@campusgo/domain/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

export type CancelReason = (typeof CANCEL_REASONS)[number];

/** POST /api/rides/:id/cancel { reason }, by the assigned driver before the trip starts. */
export const cancelDriverRide = ({
  rideId,
  reason,
}: {
  rideId: string;
  reason: CancelReason;
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
