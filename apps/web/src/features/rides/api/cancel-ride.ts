import type { CANCEL_REASONS } from "@campusgo/domain/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

export type CancelReason = (typeof CANCEL_REASONS)[number];

/** One of the rider's reasons; the API checks it. */

/** POST /api/rides/:id/cancel { reason } */
export const cancelRide = ({ rideId, reason }: { rideId: string; reason: string }): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/cancel`, { body: { reason } }).then(
    (r) => r.data,
  );

export const useCancelRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRide,
    onSuccess: (ride) => {
      queryClient.setQueryData(rideKeys.detail(ride.id), ride);
      queryClient.setQueryData(rideKeys.active, null);
      void queryClient.invalidateQueries({ queryKey: ["rides", "list"] });
    },
  });
};
