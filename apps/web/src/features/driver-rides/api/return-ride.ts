import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/return: a round trip starts the way back (the server also does when the wait is over). */
export const returnRide = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/return`, { method: "POST" }).then((r) => r.data);

export const useReturnRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnRide,
    onSuccess: (ride) => queryClient.setQueryData(driverKeys.active, ride),
  });
};
