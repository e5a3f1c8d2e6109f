import type { ReactNode } from "react";
import { useDriverRequests } from "../api/get-driver-requests.ts";
import { requestMatches } from "../lib/search.ts";
import { NoResults } from "./no-results.tsx";
import type { OtherRequests } from "./other-requests.ts";
import { RequestCard } from "./request-card.tsx";

/**
 * The live incoming requests (kept current by the driver's socket feed), with the requests of other kinds
 * (`others`: parcels) first in the same list; `empty` when there are none.
 */
export function RequestList({
  online,
  search,
  empty,
  others,
}: {
  online: boolean;
  search: string;
  empty: ReactNode;
  others?: OtherRequests;
}) {
  const requests = useDriverRequests(online);
  if (!online) return <>{empty}</>;
  if (requests.isPending && !others?.total) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading requests">
        <div className="h-40 animate-pulse rounded-3xl bg-white" />
        <div className="h-40 animate-pulse rounded-3xl bg-white" />
      </div>
    );
  }
  const all = requests.data ?? [];
  if (all.length === 0 && !others?.total) return <>{empty}</>;
  const list = all.filter((r) => requestMatches(r, search));
  if (list.length === 0 && !others?.shown) return <NoResults search={search} />;
  return (
    <ul className="grid gap-4 xl:grid-cols-2" aria-live="polite">
      {others?.items}
      {list.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </ul>
  );
}
