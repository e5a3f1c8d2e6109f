import type { NotificationsAnswer } from "@campusgo/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { notificationsKey } from "./keys.ts";

interface MarkedAnswer {
  message: string;
  unread: number;
}

/** PUT /api/notifications/read-all */
export const readAllNotifications = (): Promise<MarkedAnswer> =>
  api<MarkedAnswer>("/notifications/read-all", { method: "PUT" });

/** PUT /api/notifications/:id/read */
export const readNotification = (id: string): Promise<MarkedAnswer> =>
  api<MarkedAnswer>(`/notifications/${encodeURIComponent(id)}/read`, { method: "PUT" });

/** Writes the server's unread count into the bell at once (the list keeps what it showed until it reloads). */
export function setUnread(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData<NotificationsAnswer | null>(notificationsKey, (old) =>
    old ? { ...old, unread } : old,
  );
}

/**
 * Marks every notification read when the panel opens: the count clears at once, and the items that were new
 * stay highlighted while the panel is open (the list reloads when it closes).
 */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onMutate: () => setUnread(queryClient, 0),
    onSuccess: ({ unread }) => setUnread(queryClient, unread),
    // Not marked (offline, say): the bell shows the server's count again.
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
