import { type APIRequestContext, expect } from "@playwright/test";

/** One mail of the development outbox (GET /api/dev/mail, newest first). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

interface MailQuery {
  /** Only mail whose subject contains this. */
  subject?: string | RegExp;
  /** Only mail created after this moment (ISO string or Date), to skip earlier mail to the same address. */
  after?: Date;
}

/** The newest mail to an address, waiting briefly for it to arrive. */
export async function newestMailTo(
  request: APIRequestContext,
  address: string,
  query: MailQuery = {},
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(address)}`);
        expect(response.ok(), "the dev outbox answers").toBe(true);
        const mails = ((await response.json()) as OutboxMail[]).filter(
          (m) => m.to.toLowerCase() === address.toLowerCase(),
        );
        found = mails.find(
          (m) =>
            (query.subject === undefined ||
              (typeof query.subject === "string"
                ? m.subject.includes(query.subject)
                : query.subject.test(m.subject))) &&
            (query.after === undefined || new Date(m.createdAt) > query.after),
        );
        return Boolean(found);
      },
      { message: `a mail to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** All mail to an address (newest first). */
export async function mailsTo(request: APIRequestContext, address: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as OutboxMail[]).filter(
    (m) => m.to.toLowerCase() === address.toLowerCase(),
  );
}

/** The activation link of a mail as a path the test's baseURL can open: /activate?token=...&role=...&whois=... */
export function activationPath(mail: OutboxMail): string {
  const link = mail.text.match(/https?:\/\/\S*\/activate\?\S+/)?.[0];
  expect(link, "an activation link in the mail").toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** The 5-digit code of a password-reset mail. */
export function otpCode(mail: OutboxMail): string {
  const code = mail.text.match(/\b(\d{5})\b/)?.[1];
  expect(code, "a 5-digit code in the mail").toBeTruthy();
  return code as string;
}
