import type { RateRide, RatingView } from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";

/** GET /api/rides/:id/rating: the rating I gave for the trip, or null. */
export const useMyRating = (rideId: string) =>
  useQuery({
    queryKey: rideKeys.rating(rideId),
    queryFn: () =>
      api<{ data: RatingView | null }>(`/rides/${encodeURIComponent(rideId)}/rating`).then((r) => r.data),
  });

/** POST /api/rides/:id/rating { stars, comment } */
export const useRateRide = (rideId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateRide) =>
      api<{ message: string; data: RatingView }>(`/rides/${encodeURIComponent(rideId)}/rating`, {
        body: input,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(rideKeys.rating(rideId), data),
  });
};
