import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AdminReview } from "../admin-types.ts";

/** Open: still on hold; decided: kept, adjusted, refunded or released when the hold ended. */
export type ReviewsTab = "open" | "decided";

/** The API's page size for GET /api/admin/reviews. */
export const REVIEWS_PAGE_SIZE = 50;

/** GET /api/admin/reviews?status=: trips under review (oldest first) or closed ones (newest decision first). */
export const reviewsQueryOptions = (status: ReviewsTab, page: number) =>
  queryOptions({
    queryKey: ["admin", "reviews", status, page],
    queryFn: ({ signal }) =>
      api<{ data: AdminReview[] }>("/admin/reviews", { query: { status, page: String(page) }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

export const useReviews = (status: ReviewsTab, page: number) => useQuery(reviewsQueryOptions(status, page));
