import type { PublicUser } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiError } from "./api-client.ts";
import { loadSessionUser, useCurrentUser } from "./current-user.ts";
import { useOnline } from "./offline.ts";

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
    retry: (failures, error) => failures < 3 && ((error as ApiError).status ?? 0) >= 500,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * The signed-in user, and whether the server is still confirming the stored one. Offline the question waits
 * for the network, and the stored user stands in until the server answers.
 */
export function useSessionUser(): { user: PublicUser | null; checking: boolean } {
  const me = useMe();
  const user = useCurrentUser();
  const online = useOnline();
  return { user, checking: me.isPending && (online || !user) };
}
