import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import type { KycDetail } from "../admin-types.ts";

/** GET /api/admin/kyc/:driverId: one driver's verification in full. */
export const kycDetailQueryOptions = (driverId: string) =>
  queryOptions({
    queryKey: ["admin", "kyc", "detail", driverId],
    queryFn: ({ signal }) =>
      api<{ data: KycDetail }>(`/admin/kyc/${encodeURIComponent(driverId)}`, { signal }),
    select: (answer) => answer.data,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export const useKycDetail = (driverId: string) => useQuery(kycDetailQueryOptions(driverId));
