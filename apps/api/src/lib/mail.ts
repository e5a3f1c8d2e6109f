import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { Jobs } from "../jobs/types.ts";
import { smtpDelivery } from "./mail/smtp-delivery.ts";
import type { MailContent } from "./mail/templates.ts";

export interface Mail extends MailContent {
  to: string;
}

/** The job that hands one mail to the SMTP server. */
export const MAIL_JOB = "mail.send";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

declare module "../jobs/types.ts" {
  interface JobTypes {
    [MAIL_JOB]: Mail;
  }
}

/**
 * Keeps every mail in the database outbox when the outbox is on, and when SMTP_URL is set stores a `mail.send`
 * job that a worker delivers, retrying with growing delays while the SMTP server is unreachable. Sending never
 * waits for SMTP and never undoes the action that sent the mail. A mail that goes nowhere (MAIL_DISABLED=1) is
 * logged by its subject only: its links and codes must not reach the log.
 */
export class Mailer {
  readonly outbox: boolean;
  private readonly smtp: boolean;

  constructor(
    config: Config,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jobs?: Pick<Jobs, "send">,
  ) {
    this.outbox = config.mailOutbox;
    this.smtp = config.smtpUrl !== undefined;
  }

  async send(mail: Mail): Promise<void> {
    if (this.outbox) {
      await this.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    }
    if (!this.smtp) {
      if (!this.outbox) {
        this.log.warn(
          { subject: mail.subject },
          "mail not sent: no SMTP server is set and the outbox is off",
        );
      }
      return;
    }
    if (!this.jobs) throw new Error("SMTP delivery needs the job queue");
    await this.jobs.send(MAIL_JOB, mail);
  }
}

/** Decorates the app with `mailer` and, with SMTP_URL set, runs the delivery worker. */
export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate("mailer", new Mailer(config, app.db, app.log, app.jobs));
    if (!config.smtpUrl) return;
    const delivery = smtpDelivery(config.smtpUrl, config.mailFrom);
    // A delivered mail's job is deleted: its links and codes do not stay in the job tables.
    await app.jobs.work(MAIL_JOB, (mail) => delivery.deliver(mail), { discardWhenDone: true });
    // Connections are per message, so closing before the workers stop cuts no delivery short.
    app.addHook("onClose", async () => delivery.close());
  },
  { name: "mail", dependencies: ["database", "jobs"] },
);
