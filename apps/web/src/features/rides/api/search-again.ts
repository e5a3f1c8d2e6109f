import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/**
 * POST /api/rides/:id/search-again: asks drivers again, one step wider; `wider` starts at the widest radius
 * at once.
 */
export const searchAgain = (what: string | { rideId: string; wider: boolean }): Promise<Ride> => {
  const { rideId, wider } = typeof what === "string" ? { rideId: what, wider: false } : what;
  return api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/search-again`, {
    method: "POST",
    ...(wider ? { body: { wider: true } } : {}),
  }).then((r) => r.data);
};

export const useSearchAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: searchAgain,
    onSuccess: (ride) => queryClient.setQueryData(rideKeys.detail(ride.id), ride),
  });
};
