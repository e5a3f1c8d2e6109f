import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/** POST /api/rides/:id/search-again: asks drivers again, in a wider radius. */
export const searchAgain = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/search-again`, { method: "POST" }).then(
    (r) => r.data,
  );

export const useSearchAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: searchAgain,
    onSuccess: (ride) => queryClient.setQueryData(rideKeys.detail(ride.id), ride),
  });
};
