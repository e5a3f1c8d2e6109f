import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api-client.ts";
import { loadSessionUser } from "../../../lib/current-user.ts";

export const meQueryKey = ["auth", "me"] as const;

/** GET /api/auth/me: the user of the session, or null when signed out (not asked when nobody signed in here). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: () => loadSessionUser(),
    retry: (failures, error) => failures < 3 && ((error as ApiError).status ?? 0) >= 500,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
