import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/flag: the rider flags a completed trip for support (it ended early). */
export const flagRide = (rideId: string): Promise<{ message: string; data: Ride }> =>
  api<{ message: string; data: Ride }>(`/rides/${encodeURIComponent(rideId)}/flag`, {
    body: { reason: "ended_early" },
  });

export const useFlagRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: flagRide,
    onSuccess: ({ data }) => queryClient.setQueryData(rideKeys.detail(data.id), data),
  });
};
