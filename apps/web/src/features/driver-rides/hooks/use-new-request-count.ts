import { useDriverRequests } from "../api/get-driver-requests.ts";
import { useUnseenRequestCount } from "./request-alerts.ts";

/** The Request tab's count: requests that arrived since the tab was last opened and are still open. */
export function useNewRequestCount(online: boolean): number {
  const requests = useDriverRequests(online);
  return useUnseenRequestCount(online ? requests.data : undefined);
}
