import type { Db } from "../../db/client.ts";
import type { Notification } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import {
  countUnread,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  type NewNotification,
} from "./repo.ts";

export type { NewNotification } from "./repo.ts";

/**
 * Called with every notification once it is stored (and, inside a transaction, once that has committed).
 * The realtime layer subscribes here to push the notification to the user's socket room.
 */
export type NotificationListener = (notification: Notification) => void;

const listeners = new Set<NotificationListener>();

/** Hook point for the realtime layer: subscribe to new notifications; returns the unsubscribe function. */
export function onNotificationCreated(listener: NotificationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the subscribers about a stored notification. A failing subscriber never fails the caller. */
export function publishNotification(notification: Notification): void {
  for (const listener of listeners) {
    try {
      listener(notification);
    } catch {
      // A push is best effort: the notification is stored and the list shows it.
    }
  }
}

/**
 * Stores a notification without publishing it: for callers inside a transaction, who call
 * publishNotification after the commit.
 */
export function createNotification(db: Db, userId: string, input: NewNotification): Promise<Notification> {
  return insertNotification(db, userId, input);
}

/** Stores a notification for the user and pushes it to their open sessions. For other modules. */
export async function notify(db: Db, userId: string, input: NewNotification): Promise<Notification> {
  const notification = await insertNotification(db, userId, input);
  publishNotification(notification);
  return notification;
}

export async function notificationsOf(db: Db, userId: string) {
  const [data, unread] = await Promise.all([listNotifications(db, userId), countUnread(db, userId)]);
  return { data, unread };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** Marks one notification read; only its own user may (others get 404, as if it did not exist). */
export async function readNotification(db: Db, userId: string, id: string): Promise<number> {
  if (!UUID.test(id) || !(await markRead(db, userId, id))) {
    throw new AppError("not_found", NOTIFICATION_NOT_FOUND);
  }
  return countUnread(db, userId);
}

export async function readAllNotifications(db: Db, userId: string): Promise<void> {
  await markAllRead(db, userId);
}
