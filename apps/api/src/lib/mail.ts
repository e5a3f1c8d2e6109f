import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { MailContent } from "./mail/templates.ts";

export interface Mail extends MailContent {
  to: string;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Sends mail through SMTP (nodemailer) when SMTP_URL is set, and keeps every mail in the database outbox when
 * the outbox is on. A failed SMTP delivery is logged and never undoes the action that sent the mail. A mail that
 * goes nowhere (MAIL_DISABLED=1) is logged by its subject only: its links and codes must not reach the log.
 */
export class Mailer {
  readonly outbox: boolean;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly config: Config,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.outbox = config.mailOutbox;
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async send(mail: Mail): Promise<void> {
    if (this.outbox) {
      await this.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    }
    if (!this.transport) {
      if (!this.outbox) {
        this.log.warn(
          { subject: mail.subject },
          "mail not sent: no SMTP server is set and the outbox is off",
        );
      }
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      this.log.error({ err: error, subject: mail.subject }, "mail delivery failed");
    }
  }

  close(): void {
    this.transport?.close();
  }
}

/** Decorates the app with `mailer`. */
export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = new Mailer(config, app.db, app.log);
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
  },
  { name: "mail", dependencies: ["database"] },
);
