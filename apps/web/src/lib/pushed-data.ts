import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Applies what the server pushed (a socket event) to a cached list. A read of that list may be on its way
 * already, started before the change: its answer would land after this update and wipe it out. Such a read is
 * dropped and the list read again, so the answer that lands knows the change.
 */
export function applyPushed<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T | undefined) => T | undefined,
): void {
  queryClient.setQueryData<T>(queryKey, update);
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
