import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { countUnread, listNotifications, markAllRead, markRead } from "./repo.ts";

export type { NewNotification } from "./repo.ts";

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
