import { toNigerianE164 } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Config, SmsConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { smsMessages } from "../db/schema/index.ts";
import type { Jobs } from "../jobs/types.ts";
import { africasTalkingGateway } from "./sms/africastalking.ts";
import { deliverSms } from "./sms/delivery.ts";

export interface SmsInput {
  /** A Nigerian mobile number as typed or stored (0803..., +234...): sent to in E.164. */
  to: string;
  text: string;
  /** What the text is for ("kyc.approved"): the log names it instead of the number or the text. */
  purpose: string;
}

/** The job that hands one stored text to the gateway; it carries the row's id only. */
export const SMS_JOB = "sms.send";

/** The longest text taken: ten parts of a concatenated GSM message. */
export const SMS_MAX_CHARS = 1530;
const PURPOSE = /^[a-z0-9][a-z0-9._-]{0,63}$/;

declare module "fastify" {
  interface FastifyInstance {
    sms: Sms;
  }
}

declare module "../jobs/types.ts" {
  interface JobTypes {
    [SMS_JOB]: { id: string };
  }
}

/**
 * Text messages (docs/decisions/0026-sms.md). Each text is stored in `sms_messages`; with a gateway a durable
 * `sms.send` job delivers it, retried with growing delays while the gateway is down; in the outbox (development)
 * it is kept unsent for /dev/sms. Sending never waits for the gateway. A number that is no Nigerian mobile is
 * stored as failed and not sent. With SMS disabled nothing is stored and the log names the purpose only.
 */
export class Sms {
  readonly outbox: boolean;

  constructor(
    private readonly config: SmsConfig,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jobs?: Pick<Jobs, "send">,
    private readonly retryLimit = 0,
  ) {
    this.outbox = config.outbox;
  }

  /** Stores the text and queues its delivery; resolves with its row's id, or null when nothing is kept. */
  async send(input: SmsInput): Promise<string | null> {
    if (!PURPOSE.test(input.purpose)) throw new Error("an SMS purpose is a short lowercase name");
    // PostgreSQL text cannot hold NUL.
    const text = input.text.replaceAll("\u0000", "").trim();
    if (text.length === 0 || text.length > SMS_MAX_CHARS) {
      throw new Error(`an SMS text has 1 to ${SMS_MAX_CHARS} characters`);
    }
    const { gateway } = this.config;
    if (!gateway && !this.outbox) {
      const why = this.config.disabled ? "SMS is disabled" : "no SMS gateway is set and the outbox is off";
      this.log.warn({ purpose: input.purpose }, `sms not sent: ${why}`);
      return null;
    }
    const to = toNigerianE164(input.to);
    const [row] = await this.db
      .insert(smsMessages)
      .values({
        to: to ?? input.to.replaceAll("\u0000", "").trim().slice(0, 40),
        purpose: input.purpose,
        text,
        ...(to === null
          ? { status: "failed" as const, error: "not a Nigerian mobile number" }
          : { status: gateway ? ("queued" as const) : ("outbox" as const) }),
      })
      .returning({ id: smsMessages.id });
    if (!row) throw new Error("sms not stored");
    if (to === null) {
      this.log.warn({ smsId: row.id, purpose: input.purpose }, "sms not sent: not a Nigerian mobile number");
      return row.id;
    }
    if (!gateway) return row.id;
    if (!this.jobs) throw new Error("SMS delivery needs the job queue");
    try {
      await this.jobs.send(SMS_JOB, { id: row.id }, { singletonKey: row.id, retryLimit: this.retryLimit });
    } catch (error) {
      await this.db
        .update(smsMessages)
        .set({ status: "failed", error: "could not be queued" })
        .where(eq(smsMessages.id, row.id));
      throw error;
    }
    return row.id;
  }
}

/** Decorates the app with `sms` and, with a gateway set, runs the delivery workers. */
export const smsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { retryLimit } = config.jobs;
    app.decorate("sms", new Sms(config.sms, app.db, app.log, app.jobs, retryLimit));
    const { gateway } = config.sms;
    if (!gateway) return;
    const deliver = deliverSms({
      db: app.db,
      gateway: africasTalkingGateway(gateway),
      log: app.log,
      retryLimit,
    });
    await app.jobs.work(SMS_JOB, deliver, { concurrency: 2 });
  },
  { name: "sms", dependencies: ["database", "jobs"] },
);
