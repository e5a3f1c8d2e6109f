import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { smsMessages } from "../../db/schema/index.ts";
import type { JobInfo } from "../../jobs/types.ts";
import type { SmsGateway } from "./africastalking.ts";

/** A retryable failure: the job throws it, and the queue runs the job again after a growing delay. */
export class SmsNotSentYet extends Error {
  override name = "SmsNotSentYet";
}

export interface SmsDeliveryDeps {
  db: Db;
  gateway: SmsGateway;
  log: FastifyBaseLogger;
  /** Retries the job has after its first attempt: the last attempt records a retryable failure for good. */
  retryLimit: number;
}

/**
 * The `sms.send` job: hands one queued text to the gateway and records the outcome on its row. A row that is no
 * longer queued (a job run again after its outcome was recorded) sends nothing. A refusal that cannot pass
 * (invalid or blacklisted number) fails the row at once; a retryable one throws until the last attempt, which
 * fails the row. The log names the row and its purpose, never the number or the text.
 */
export function deliverSms(deps: SmsDeliveryDeps) {
  const { db, gateway, log } = deps;
  return async ({ id }: { id: string }, job: JobInfo): Promise<void> => {
    const [row] = await db
      .update(smsMessages)
      .set({ attempts: sql`${smsMessages.attempts} + 1` })
      .where(and(eq(smsMessages.id, id), eq(smsMessages.status, "queued")))
      .returning();
    if (!row) return;
    const about = { smsId: row.id, purpose: row.purpose, attempt: job.attempt };
    const outcome = await gateway.send({ to: row.to, text: row.text });
    const queued = and(eq(smsMessages.id, row.id), eq(smsMessages.status, "queued"));
    if (outcome.kind === "sent") {
      await db
        .update(smsMessages)
        .set({
          status: "sent",
          gatewayMessageId: outcome.messageId,
          cost: outcome.cost,
          error: null,
          sentAt: new Date(),
        })
        .where(queued);
      log.info({ ...about, statusCode: outcome.statusCode }, "sms sent");
      return;
    }
    const last = !outcome.retry || job.attempt > deps.retryLimit;
    if (!last) {
      await db.update(smsMessages).set({ error: outcome.error }).where(queued);
      throw new SmsNotSentYet(outcome.error);
    }
    await db.update(smsMessages).set({ status: "failed", error: outcome.error }).where(queued);
    log.error(
      { ...about, reason: outcome.error },
      outcome.retry ? "sms given up after its last attempt" : "sms refused by the gateway and given up",
    );
  };
}
