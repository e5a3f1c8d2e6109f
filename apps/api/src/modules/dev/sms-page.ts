import { escapeHtml, linkify } from "../../lib/mail/html.ts";
import type { SmsOutboxEntry } from "./sms-repo.ts";

const STYLE = `
body{margin:0;padding:24px 16px;font-family:system-ui,Arial,sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:760px;margin:0 auto}
h1{font-size:22px;margin:0 0 4px}
.note{color:#57534e;margin:0 0 20px}
article{background:#fff;border:1px solid #e7e5e4;border-radius:10px;padding:16px;margin:0 0 16px}
h2{font-size:17px;margin:0 0 6px;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px;color:#44403c}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
p.text{white-space:pre-wrap;overflow-wrap:anywhere;font-size:16px;line-height:1.5;margin:0;background:#dcfce7;
padding:12px;border-radius:12px 12px 12px 4px;max-width:34em}
.count{color:#57534e;font-size:13px;margin:6px 0 0}
a{color:#15803d}
`;

const STATUS_WORDS: Record<SmsOutboxEntry["status"], string> = {
  outbox: "Kept in the outbox (not sent)",
  queued: "Queued for the gateway",
  sent: "Sent",
  failed: "Not sent",
};

const time = (iso: string) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace("T", " ").replace(/\.\d+Z$/, " UTC"))}</time>`;

/**
 * The development SMS outbox as a page: every text with its number, purpose, status and time, shown as the
 * phone would show it, links clickable. Everything is escaped; no script, so it works under the app's CSP.
 */
export function renderSmsPage(texts: SmsOutboxEntry[]): string {
  const items = texts.length
    ? texts
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.to)}</h2>
<dl><dt>Purpose</dt><dd>${escapeHtml(m.purpose)}</dd><dt>Status</dt><dd>${escapeHtml(STATUS_WORDS[m.status])}${
            m.error ? `: ${escapeHtml(m.error)}` : ""
          }</dd><dt>Time</dt><dd>${time(m.createdAt)}</dd></dl>
<p class="text">${linkify(m.text)}</p>
<p class="count">${m.text.length} characters</p>
</article>`,
        )
        .join("\n")
    : "<p>No text messages yet.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CampusGo SMS outbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>CampusGo SMS outbox</h1>
<p class="note">Text messages the app sent, newest first. <a href="/dev/sms">Refresh</a> · <a href="/api/dev/sms">JSON</a> · <a href="/dev/mail">Mail outbox</a></p>
${items}
</main>
</body>
</html>`;
}
