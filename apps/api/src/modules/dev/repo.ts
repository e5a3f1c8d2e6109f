import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest mails of the outbox first, optionally only those to one address. */
export async function listOutbox(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.recipient, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
  return rows.map((r) => ({
    to: r.recipient,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: r.createdAt.toISOString(),
  }));
}
