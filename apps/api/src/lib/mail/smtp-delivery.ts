import nodemailer, { type Transporter } from "nodemailer";
import type { Mail } from "../mail.ts";

/** Hands mail to the SMTP server; a failure throws, so the mail job is retried later. */
export interface MailDelivery {
  deliver(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Delivery through nodemailer. Connections are opened per message (no pool), and the timeouts are short: an
 * SMTP server that hangs fails the attempt and the job queue tries again later, rather than one worker waiting
 * minutes on it.
 */
export function smtpDelivery(smtpUrl: string, from: string): MailDelivery {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    deliver: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}
