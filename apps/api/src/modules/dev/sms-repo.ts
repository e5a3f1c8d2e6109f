import { toNigerianE164 } from "@campusgo/domain";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SmsStatus, smsMessages } from "../../db/schema/index.ts";

export interface SmsOutboxEntry {
  id: string;
  to: string;
  purpose: string;
  text: string;
  status: SmsStatus;
  attempts: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The newest texts first, optionally only those to one number (typed any way a Nigerian number is typed). */
export async function listSmsOutbox(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<SmsOutboxEntry[]> {
  const to = options.to?.trim();
  const rows = await db
    .select()
    .from(smsMessages)
    .where(to ? eq(smsMessages.to, toNigerianE164(to) ?? to) : undefined)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    purpose: r.purpose,
    text: r.text,
    status: r.status,
    attempts: r.attempts,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
