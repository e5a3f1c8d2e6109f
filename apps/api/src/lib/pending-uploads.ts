import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { AppError, isAppError } from "./errors.ts";
import { deleteUpload, storeImage } from "./uploads.ts";

/**
 * A table of pictures a user uploads before the booking that uses them (a ride's luggage, a delivery's parcel):
 * each row is one stored picture, its owner, and what booking it went on (null until one does).
 */
export interface PendingUploadTable {
  table: PgTable;
  key: PgColumn;
  userId: PgColumn;
  /** The booking the picture went on; null while unused. */
  usedBy: PgColumn;
  createdAt: PgColumn;
  /** The row of a new upload. */
  row(key: string, userId: string): Record<string, unknown>;
  /** The change that puts an upload on a booking. */
  use(ownerId: string): Record<string, unknown>;
}

export interface PendingUploadRules {
  /** An unused picture older than this is deleted (the row and the file), and no longer counts. */
  ttlMs: number;
  /** Unused pictures of the last `ttlMs` a user may keep. */
  max: number;
  /** The refusal once a user has `max` (a 429 with Retry-After). */
  limitMessage: string;
  /** The refusal of a file that is no picture, or cannot be read as one (a 415). */
  notImageMessage: string;
}

/**
 * Pictures uploaded ahead of a booking, with a per-user quota of unused ones: the checks and re-encoding of
 * `storeImage` (type by magic bytes, 5 MB, pixel count; EXIF dropped), the quota counted with the user's row
 * locked, a booking taking only its own user's unused upload, and stale unused ones swept.
 */
export function pendingUploads(spec: PendingUploadTable, rules: PendingUploadRules) {
  /** The user's pictures of the last `ttlMs` not on a booking, oldest first. */
  const unused = (db: Db, userId: string, now: Date) =>
    db
      .select({ createdAt: spec.createdAt })
      .from(spec.table)
      .where(
        and(
          eq(spec.userId, userId),
          isNull(spec.usedBy),
          gte(spec.createdAt, new Date(now.getTime() - rules.ttlMs)),
        ),
      )
      .orderBy(asc(spec.createdAt)) as Promise<{ createdAt: Date }[]>;

  /** The refusal once the user has `max` unused pictures: until the oldest is `ttlMs` old. */
  const limitReached = (oldest: Date | undefined, now: Date) => {
    const freeAt = (oldest?.getTime() ?? now.getTime()) + rules.ttlMs;
    return new AppError("too_many_requests", rules.limitMessage, {
      retryAfter: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
    });
  };

  return {
    /** Refuses before a picture is read when the user already has the most unused ones (no body read). */
    async assertAllowed(db: Db, userId: string, now = new Date()): Promise<void> {
      const list = await unused(db, userId, now);
      if (list.length >= rules.max) throw limitReached(list[0]?.createdAt, now);
    },

    /**
     * Stores a picture for the user; the key is theirs to book with. The row is written with the user's row
     * locked and the unused pictures counted in the same transaction, so uploads sent at once cannot together
     * pass `max`; a refused picture's file is deleted.
     */
    async store(db: Db, dataDir: string, userId: string, buffer: Buffer): Promise<string> {
      let key: string;
      try {
        ({ key } = await storeImage(dataDir, buffer));
      } catch (error) {
        if (isAppError(error) && (error.code === "unsupported_media_type" || error.code === "bad_request")) {
          throw new AppError("unsupported_media_type", rules.notImageMessage);
        }
        throw error;
      }
      try {
        await db.transaction(async (tx) => {
          const now = new Date();
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
          const list = await unused(tx, userId, now);
          if (list.length >= rules.max) throw limitReached(list[0]?.createdAt, now);
          await tx.insert(spec.table).values(spec.row(key, userId) as never);
        });
      } catch (error) {
        await deleteUpload(dataDir, key);
        throw error;
      }
      return key;
    },

    /** Puts an upload on a booking, in `tx`; only the user's own unused upload qualifies. */
    async use(tx: Db, userId: string, key: string, ownerId: string): Promise<boolean> {
      const rows = await tx
        .update(spec.table)
        .set(spec.use(ownerId) as never)
        .where(and(eq(spec.key, key), eq(spec.userId, userId), isNull(spec.usedBy)))
        .returning({ key: spec.key });
      return rows.length === 1;
    },

    /**
     * Deletes pictures never put on a booking and older than `ttlMs`. A booking taking one at the same moment
     * either wins (the row is no longer unused, so it stays) or finds it gone and is refused.
     */
    async deleteStale(db: Db, dataDir: string, now = new Date()): Promise<number> {
      const rows = (await db
        .delete(spec.table)
        .where(and(isNull(spec.usedBy), lt(spec.createdAt, new Date(now.getTime() - rules.ttlMs))))
        .returning({ key: spec.key })) as { key: string }[];
      await Promise.all(rows.map((r) => deleteUpload(dataDir, r.key).catch(() => undefined)));
      return rows.length;
    },

    /** Every upload of a user, used or not (their files, when the account is deleted). */
    async keysOf(db: Db, userId: string): Promise<string[]> {
      const rows = (await db.select({ key: spec.key }).from(spec.table).where(eq(spec.userId, userId))) as {
        key: string;
      }[];
      return rows.map((r) => r.key);
    },

    /** Removes a user's upload rows (inside the account deletion). */
    async forget(tx: Db, userId: string): Promise<void> {
      await tx.delete(spec.table).where(eq(spec.userId, userId));
    },
  };
}
