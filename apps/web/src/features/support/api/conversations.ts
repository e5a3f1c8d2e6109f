import type {
  NewSupportConversationInput,
  SupportConversationSummary,
  SupportConversationView,
} from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const supportKeys = {
  all: ["support"] as const,
  list: ["support", "list"] as const,
  one: (id: string) => ["support", "conversation", id] as const,
};

type Answer = { message: string; data: SupportConversationView };

/** GET /api/support/conversations: the user's conversations with support, the latest first. */
export function useMyConversations() {
  return useQuery({
    queryKey: supportKeys.list,
    queryFn: () => api<{ data: SupportConversationSummary[] }>("/support/conversations").then((r) => r.data),
  });
}

/** GET /api/support/conversations/:id, read again every 30 s while open (support's answer shows without a reload). */
export function useMyConversation(id: string) {
  return useQuery({
    queryKey: supportKeys.one(id),
    queryFn: () =>
      api<{ data: SupportConversationView }>(`/support/conversations/${encodeURIComponent(id)}`).then(
        (r) => r.data,
      ),
    refetchInterval: 30_000,
  });
}

/** POST /api/support/conversations: a new message to support. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSupportConversationInput) =>
      api<Answer>("/support/conversations", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

/** POST /api/support/conversations/:id/messages: the user writes again. */
export function useReplyToSupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<Answer>(`/support/conversations/${encodeURIComponent(id)}/messages`, {
        method: "POST",
        body: { body },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(supportKeys.one(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: supportKeys.list });
    },
  });
}
