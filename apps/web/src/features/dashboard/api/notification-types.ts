/** The shapes of GET /api/notifications, shared by the query and the components that show them. */
export interface NotificationItem {
  id: string;
  kind?: string;
  link?: string | null;
  title?: string;
  body?: string;
  message?: string;
  readAt?: string | null;
  createdAt?: string;
}

export interface NotificationsAnswer {
  data: NotificationItem[];
  unread: number;
}
