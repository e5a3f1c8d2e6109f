import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { useSocketConnected, useSocketEvent } from "../../../lib/socket.ts";
import { showNotificationToast } from "../components/notification-toast.tsx";
import { notificationsKey } from "./keys.ts";
import { withNotification } from "./notification-list.ts";
import type { NotificationItem, NotificationsAnswer } from "./notification-types.ts";
import { readNotification, setUnread } from "./read-notifications.ts";

/** GET /api/notifications; null when this server has no notifications yet (404). */
export async function getNotifications(): Promise<NotificationsAnswer | null> {
  try {
    return await api<NotificationsAnswer>("/notifications");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Asked again every minute only while the socket is down: while it is open, "notification" says it. */
const POLL_MS = 60_000;

export const notificationsQueryOptions = (socketConnected = false) =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: getNotifications,
    refetchInterval: socketConnected ? false : POLL_MS,
  });

/**
 * The signed-in user's notifications; one arriving on the socket goes on top of the bell's list at once (no
 * reload) and, when `announce` says so, shows as a toast (a newer one of the same kind replaces the older).
 * One that `seen` says the user is looking at already (an offer on the offers screen) is marked read, so it
 * never adds to the count.
 */
export function useNotifications(
  announce: (item: NotificationItem) => boolean = () => true,
  seen: (item: NotificationItem) => boolean = () => false,
) {
  const queryClient = useQueryClient();
  useSocketEvent("notification", ({ notification }) => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
    const alreadySeen = seen(notification);
    const item = alreadySeen ? { ...notification, readAt: new Date().toISOString() } : notification;
    const list = queryClient.getQueryData<NotificationsAnswer | null>(notificationsKey);
    if (list) queryClient.setQueryData(notificationsKey, withNotification(list, item));
    else reload();
    if (alreadySeen) {
      void readNotification(notification.id).then(({ unread }) => setUnread(queryClient, unread), reload);
    }
    // About what is on screen, the toast only catches the eye: no link back to where the user already is.
    if (announce(notification))
      showNotificationToast(alreadySeen ? { ...notification, link: null } : notification);
  });
  return useQuery(notificationsQueryOptions(useSocketConnected()));
}
