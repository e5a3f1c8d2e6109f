import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/start { pin }: the rider's 4-digit PIN starts the trip. */
export const startRide = ({ rideId, pin }: { rideId: string; pin: string }): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/start`, { body: { pin } }).then((r) => r.data);

export const useStartRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRide,
    onSuccess: (ride) => queryClient.setQueryData(driverKeys.active, ride),
  });
};
