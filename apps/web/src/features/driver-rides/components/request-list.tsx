import type { ReactNode } from "react";
import { useDriverRequests } from "../api/get-driver-requests.ts";
import type { DriverRequest } from "../api/types.ts";
import { RequestCard } from "./request-card.tsx";

const matches = (request: DriverRequest, search: string) => {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [request.pickup.name, request.destination.name, request.rider.fullName, request.note ?? ""].some(
    (text) => text.toLowerCase().includes(q),
  );
};

/** The live incoming requests (kept current by the driver's socket feed); `empty` when there are none. */
export function RequestList({
  online,
  search,
  empty,
}: {
  online: boolean;
  search: string;
  empty: ReactNode;
}) {
  const requests = useDriverRequests(online);
  if (!online) return <>{empty}</>;
  if (requests.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading requests">
        <div className="h-40 animate-pulse rounded-3xl bg-white" />
        <div className="h-40 animate-pulse rounded-3xl bg-white" />
      </div>
    );
  }
  const list = (requests.data ?? []).filter((r) => matches(r, search));
  if (list.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-4 xl:grid-cols-2" aria-live="polite">
      {list.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </ul>
  );
}
