import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AdminPayoutItem, PayoutStatus } from "../admin-types.ts";

export interface PayoutsFilter {
  status: PayoutStatus | "";
  /** The driver's name or e-mail. */
  driver: string;
  page: number;
}

/** GET /api/admin/payouts: drivers' payouts, newest first. */
export const payoutsQueryOptions = (filter: PayoutsFilter) =>
  queryOptions({
    queryKey: ["admin", "payouts", filter],
    queryFn: ({ signal }) =>
      api<{ data: AdminPayoutItem[]; total: number }>("/admin/payouts", {
        query: {
          status: filter.status || undefined,
          driver: filter.driver || undefined,
          page: String(filter.page),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePayouts = (filter: PayoutsFilter) => useQuery(payoutsQueryOptions(filter));
