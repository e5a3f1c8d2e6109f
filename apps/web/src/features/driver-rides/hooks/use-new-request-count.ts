import { useDriverRequests } from "../api/get-driver-requests.ts";
import { useUnseenRequestCount } from "./request-alerts.ts";

/**
 * The Request tab's count: requests that arrived since the tab was last opened and are still open, rides and
 * the requests of other kinds (`others`: parcels) alike.
 */
export function useNewRequestCount(online: boolean, others: readonly { id: string }[] = []): number {
  const requests = useDriverRequests(online);
  return useUnseenRequestCount(online ? [...(requests.data ?? []), ...others] : undefined);
}
