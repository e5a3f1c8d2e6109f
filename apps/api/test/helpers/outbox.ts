import type { TestApp } from "./app.ts";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The development outbox as GET /api/dev/mail lists it (newest first), optionally for one address. */
export async function outbox(t: TestApp, to?: string): Promise<OutboxMail[]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/dev/mail",
    query: to ? { to } : {},
  });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return res.json();
}

/** The newest mail to an address with the subject; fails the test when there is none. */
export async function lastMail(t: TestApp, to: string, subject: string): Promise<OutboxMail> {
  const mail = (await outbox(t, to)).find((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!match) throw new Error(`no link ${prefix} in "${mail.subject}"`);
  return new URL(match);
}

/** The 5-digit code in a password reset mail. */
export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{5})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}
