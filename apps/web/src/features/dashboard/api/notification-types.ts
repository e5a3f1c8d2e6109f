import type { NotificationView } from "@campusgo/domain";

/** The shapes of GET /api/notifications, as the domain package types them. */
export type NotificationItem = NotificationView;
export type { NotificationsAnswer } from "@campusgo/domain";
