import { useId } from "react";
import { useDriverRequests } from "../api/get-driver-requests.ts";
import type { OtherRequests } from "./other-requests.ts";
import { RequestCard } from "./request-card.tsx";

/**
 * The open requests on the Dashboard tab, with the same offer actions as the Request tab (the requests of other
 * kinds, `others`, first); nothing when none.
 */
export function OpenRequests({ online, others }: { online: boolean; others?: OtherRequests }) {
  const id = useId();
  const requests = useDriverRequests(online);
  const list = online ? (requests.data ?? []) : [];
  const otherCount = online ? (others?.total ?? 0) : 0;
  if (list.length === 0 && otherCount === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mb-3 font-display text-lg font-bold text-ink">
        {otherCount > 0 ? "New requests" : "New ride requests"}
      </h3>
      <ul className="grid gap-4 xl:grid-cols-2">
        {otherCount > 0 ? others?.items : null}
        {list.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
