import { PRODUCT_NAME } from "@campusgo/domain/constants";
import { escapeHtml } from "./html.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const MAIL_SUBJECTS = {
  activation: "Activate your CampusGo account",
  passwordResetCode: "Your CampusGo password reset code",
  emailChange: "Confirm your new email",
} as const;

const BRAND = "#15803d";

/** A plain, table-free HTML body that mail clients render the same way. */
function layout(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${BRAND}">${PRODUCT_NAME}</p>`,
    body,
    '<p style="margin:24px 0 0;font-size:12px;color:#78716c">',
    `You received this e-mail because of an action on your ${PRODUCT_NAME} account. `,
    "If it was not you, you can ignore it.</p>",
    "</div></body></html>",
  ].join("");
}

function button(href: string, label: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" ` +
    `style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;` +
    `padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(label)}</a></p>` +
    `<p style="font-size:13px;color:#57534e">Or open this link: <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`
  );
}

const greeting = (name: string) => `Hello ${name.split(/\s+/)[0] || "there"},`;

export function activationMail(name: string, link: string): MailContent {
  return {
    subject: MAIL_SUBJECTS.activation,
    text: [
      greeting(name),
      "",
      `Welcome to ${PRODUCT_NAME}. Open this link to activate your account:`,
      link,
      "",
      "The link works once and expires in 24 hours.",
    ].join("\n"),
    html: layout(
      MAIL_SUBJECTS.activation,
      `<p>${escapeHtml(greeting(name))}</p>` +
        `<p>Welcome to ${PRODUCT_NAME}. Activate your account to start riding.</p>` +
        button(link, "Activate my account") +
        "<p>The link works once and expires in 24 hours.</p>",
    ),
  };
}

export function passwordResetCodeMail(name: string, code: string): MailContent {
  return {
    subject: MAIL_SUBJECTS.passwordResetCode,
    text: [
      greeting(name),
      "",
      `Your ${PRODUCT_NAME} password reset code is: ${code}`,
      "",
      "It expires in 10 minutes. Never share this code with anyone.",
    ].join("\n"),
    html: layout(
      MAIL_SUBJECTS.passwordResetCode,
      `<p>${escapeHtml(greeting(name))}</p>` +
        `<p>Your ${PRODUCT_NAME} password reset code is:</p>` +
        `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>` +
        "<p>It expires in 10 minutes. Never share this code with anyone.</p>",
    ),
  };
}

export function emailChangeMail(name: string, link: string): MailContent {
  return {
    subject: MAIL_SUBJECTS.emailChange,
    text: [
      greeting(name),
      "",
      `Open this link to use this address for your ${PRODUCT_NAME} account:`,
      link,
      "",
      "Your old address stays in use until you confirm. The link expires in 24 hours.",
    ].join("\n"),
    html: layout(
      MAIL_SUBJECTS.emailChange,
      `<p>${escapeHtml(greeting(name))}</p>` +
        `<p>Confirm that you want to use this address for your ${PRODUCT_NAME} account.</p>` +
        button(link, "Confirm my new email") +
        "<p>Your old address stays in use until you confirm. The link expires in 24 hours.</p>",
    ),
  };
}

/** A ride notice a rider must see while away: what happened, and the links to act on it. */
export function rideNoticeMail(
  name: string,
  subject: string,
  lines: readonly string[],
  actions: readonly { href: string; label: string }[],
): MailContent {
  return {
    subject,
    text: [greeting(name), "", ...lines, "", ...actions.map((a) => `${a.label}: ${a.href}`)].join("\n"),
    html: layout(
      subject,
      `<p>${escapeHtml(greeting(name))}</p>` +
        lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("") +
        actions.map((a) => button(a.href, a.label)).join(""),
    ),
  };
}
