import { useId } from "react";
import { useDriverRequests } from "../api/get-driver-requests.ts";
import { RequestCard } from "./request-card.tsx";

/** The open requests on the Dashboard tab, with the same offer actions as the Request tab; nothing when none. */
export function OpenRequests({ online }: { online: boolean }) {
  const id = useId();
  const requests = useDriverRequests(online);
  const list = online ? (requests.data ?? []) : [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mb-3 font-display text-lg font-bold text-ink">
        New ride requests
      </h3>
      <ul className="grid gap-4 xl:grid-cols-2">
        {list.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
