import { LIMITS } from "@campusgo/domain/constants";
import type { NotificationItem, NotificationsAnswer } from "./notification-types.ts";

/**
 * The bell's list with a notification that came on the socket at the top, as GET /api/notifications would
 * answer now (the newest first, at most its limit, one more unread if it is): no reload for each one. One
 * already listed (sent again after a reconnect) changes nothing.
 */
export function withNotification(list: NotificationsAnswer, item: NotificationItem): NotificationsAnswer {
  if (list.data.some((known) => known.id === item.id)) return list;
  return {
    data: [item, ...list.data].slice(0, LIMITS.notificationList),
    unread: list.unread + (item.readAt ? 0 : 1),
  };
}
