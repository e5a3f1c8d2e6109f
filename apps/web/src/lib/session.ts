import type { PublicUser } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiError } from "./api-client.ts";
import { loadSessionUser, useCurrentUser } from "./current-user.ts";

/**
 * The one source of "who is signed in" for screens: the stored user (lib/current-user.ts), confirmed once
 * per visit by the server session (GET /api/auth/me).
 */
export const meQueryKey = ["auth", "me"] as const;

/** GET /api/auth/me: the user of the session, or null when signed out (not asked when nobody signed in here). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: () => loadSessionUser(),
    // Once per visit: a session that ends later shows itself by the next call's 401 or the socket's word.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < 3 && ((error as ApiError).status ?? 0) >= 500,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * The signed-in user, and whether the server is still being asked. The stored user stands in while the
 * server confirms it (screens show at once, also offline); the answer replaces it, or a 401 clears it and the
 * screens go to /login. Data is the server's to give, so a stale or forged copy shows nothing it should not.
 */
export function useSessionUser(): { user: PublicUser | null; checking: boolean } {
  const me = useMe();
  const user = useCurrentUser();
  return { user, checking: me.isPending && !user };
}
