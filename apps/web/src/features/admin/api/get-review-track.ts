import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { ReviewTrack } from "../admin-types.ts";

/**
 * GET /api/admin/reviews/:rideId/track: the driver's recorded positions on the trip, [lat, lon, ISO time] in time
 * order. A finished trip's track does not change.
 */
export const reviewTrackQueryOptions = (rideId: string) =>
  queryOptions({
    queryKey: ["admin", "review-track", rideId],
    queryFn: ({ signal }) =>
      api<{ data: ReviewTrack }>(`/admin/reviews/${encodeURIComponent(rideId)}/track`, { signal }),
    select: (answer) => answer.data.points,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The trip's track, asked for only once `enabled` (its map is about to show). */
export const useReviewTrack = (rideId: string, enabled: boolean) =>
  useQuery({ ...reviewTrackQueryOptions(rideId), enabled });
