import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import type { KycResponse } from "../kyc-types.ts";

export const driverKycQueryKey = ["driver", "kyc"] as const;

/** GET /api/driver/kyc: the signed-in driver's status and everything saved so far. */
export const getDriverKyc = (signal?: AbortSignal) =>
  api<KycResponse>("/driver/kyc", { signal, allowUnauthorized: true });

export const driverKycQueryOptions = () =>
  queryOptions({
    queryKey: driverKycQueryKey,
    queryFn: ({ signal }) => getDriverKyc(signal),
    select: (answer) => answer.data,
    // No session or not a driver: asking again will not change the answer.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export function useDriverKyc(enabled = true) {
  return useQuery({ ...driverKycQueryOptions(), enabled });
}
