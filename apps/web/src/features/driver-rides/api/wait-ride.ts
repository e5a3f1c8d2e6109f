import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/wait: a round trip reached its destination; the agreed wait begins. */
export const waitRide = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/wait`, { method: "POST" }).then((r) => r.data);

export const useWaitRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waitRide,
    onSuccess: (ride) => queryClient.setQueryData(driverKeys.active, ride),
  });
};
