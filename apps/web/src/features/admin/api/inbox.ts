import type {
  AdminSupportConversation,
  InboxKind,
  InboxPage,
  InboxState,
  TimelineTripKind,
  TripTimeline,
} from "@campusgo/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const inboxKeys = {
  all: ["admin", "inbox"] as const,
  page: (filter: { kind: InboxKind | null; state: InboxState | null; page: number }) =>
    ["admin", "inbox", filter] as const,
  support: (id: string) => ["admin", "support", id] as const,
  timeline: (kind: string, id: string) => ["admin", "timeline", kind, id] as const,
};

/** GET /api/admin/inbox, filtered by kind and state, a page at a time; read again every 30 s. */
export function useInbox(filter: { kind: InboxKind | null; state: InboxState | null; page: number }) {
  const query = new URLSearchParams();
  if (filter.kind) query.set("kind", filter.kind);
  if (filter.state) query.set("state", filter.state);
  if (filter.page > 1) query.set("page", String(filter.page));
  const search = query.toString();
  return useQuery({
    queryKey: inboxKeys.page(filter),
    queryFn: () => api<{ data: InboxPage }>(`/admin/inbox${search ? `?${search}` : ""}`).then((r) => r.data),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** GET /api/admin/trips/:kind/:id/timeline. */
export function useTripTimeline(kind: TimelineTripKind, id: string) {
  return useQuery({
    queryKey: inboxKeys.timeline(kind, id),
    queryFn: () =>
      api<{ data: TripTimeline }>(
        `/admin/trips/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/timeline`,
      ).then((r) => r.data),
  });
}

/** GET /api/admin/support/conversations/:id, read again every 30 s (the user may write meanwhile). */
export function useSupportConversation(id: string) {
  return useQuery({
    queryKey: inboxKeys.support(id),
    queryFn: () =>
      api<{ data: AdminSupportConversation }>(`/admin/support/conversations/${encodeURIComponent(id)}`).then(
        (r) => r.data,
      ),
    refetchInterval: 30_000,
  });
}

type Change = { kind: "reply"; body: string } | { kind: "close" } | { kind: "reopen" };

/** Answer (the user is told in the app and by e-mail), close or reopen a conversation. */
export function useChangeSupportConversation(id: string) {
  const queryClient = useQueryClient();
  const base = `/admin/support/conversations/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (change: Change) =>
      api<{ message: string; data: AdminSupportConversation }>(
        change.kind === "reply" ? `${base}/messages` : `${base}/${change.kind}`,
        { method: "POST", ...(change.kind === "reply" ? { body: { body: change.body } } : {}) },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(inboxKeys.support(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
