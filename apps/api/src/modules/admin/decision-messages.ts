import { PRODUCT_NAME } from "@campusgo/domain/constants";
import { escapeHtml, linkify } from "../../lib/mail/html.ts";
import type { MailContent } from "../../lib/mail/templates.ts";

export const DECISION_SUBJECTS = {
  approved: `Your ${PRODUCT_NAME} driver account is approved`,
  rejected: `Your ${PRODUCT_NAME} driver verification needs attention`,
} as const;

export type Decision = { kind: "approve" } | { kind: "reject"; reason: string };

export interface DecisionNotice {
  mail: MailContent;
  notification: { kind: string; title: string; body: string; link: string };
}

const greeting = (name: string) => `Hello ${name.split(/\s+/)[0] || "there"},`;

function html(title: string, paragraphs: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#15803d">${PRODUCT_NAME}</p>`,
    ...paragraphs.map((p) => `<p>${linkify(p)}</p>`),
    "</div></body></html>",
  ].join("");
}

/** The e-mail and the in-app notification that tell a driver the outcome of the review. */
export function decisionNotice(
  driver: { id: string; fullName: string },
  decision: Decision,
  publicUrl: string,
): DecisionNotice {
  if (decision.kind === "approve") {
    const link = "/dashboard";
    const body = "Your documents have been checked. You can now go online and receive ride requests.";
    const paragraphs = [greeting(driver.fullName), body, `Open your dashboard: ${publicUrl}${link}`];
    return {
      mail: {
        subject: DECISION_SUBJECTS.approved,
        text: paragraphs.join("\n\n"),
        html: html(DECISION_SUBJECTS.approved, paragraphs),
      },
      notification: { kind: "kyc.approved", title: DECISION_SUBJECTS.approved, body, link },
    };
  }
  const link = `/driver-kyc?whois=${encodeURIComponent(driver.id)}`;
  const body = `We could not approve your driver verification. Reason: ${decision.reason}. Please update your details and submit them again.`;
  const paragraphs = [greeting(driver.fullName), body, `Update your details: ${publicUrl}${link}`];
  return {
    mail: {
      subject: DECISION_SUBJECTS.rejected,
      text: paragraphs.join("\n\n"),
      html: html(DECISION_SUBJECTS.rejected, paragraphs),
    },
    notification: { kind: "kyc.rejected", title: DECISION_SUBJECTS.rejected, body, link },
  };
}
