import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

/**
 * POST /api/rides/:id/end: while the driver waits, the round trip ends at the destination, at the amount the
 * rider was shown (GET /end-quote); if a minute more has been waited since, the server refuses with the new
 * amount. The answer is the completed ride; its amountKobo is what the rider pays.
 */
export const endTrip = ({ rideId, amountKobo }: { rideId: string; amountKobo: number }): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/end`, {
    method: "POST",
    body: { amountKobo },
  }).then((r) => r.data);

export const useEndTrip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endTrip,
    onSuccess: (ride) => {
      queryClient.setQueryData(rideKeys.detail(ride.id), ride);
      queryClient.setQueryData(rideKeys.active, null);
      void queryClient.invalidateQueries({ queryKey: ["rides", "list"] });
    },
    // Refused because the amount changed: the quote on screen catches up.
    onError: (_error, { rideId }) => queryClient.invalidateQueries({ queryKey: rideKeys.endQuote(rideId) }),
  });
};
