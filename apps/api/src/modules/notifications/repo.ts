import { LIMITS } from "@campusgo/domain/constants";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Notification, notifications } from "../../db/schema/index.ts";

export const NOTIFICATION_LIST_LIMIT = LIMITS.notificationList;

export interface NewNotification {
  kind: string;
  title: string;
  body: string;
  link?: string | null;
}

export async function insertNotification(
  db: Db,
  userId: string,
  input: NewNotification,
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, kind: input.kind, title: input.title, body: input.body, link: input.link ?? null })
    .returning();
  if (!row) throw new Error("notification not created");
  return row;
}

export function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (keeping the first read time); false when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) return false;
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return true;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
