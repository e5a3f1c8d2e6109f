import { escapeHtml, linkify } from "../../lib/mail/html.ts";
import type { OutboxEntry } from "./repo.ts";

const STYLE = `
body{margin:0;padding:24px;font-family:system-ui,Arial,sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:760px;margin:0 auto}
h1{font-size:22px;margin:0 0 4px}
.note{color:#57534e;margin:0 0 20px}
article{background:#fff;border:1px solid #e7e5e4;border-radius:10px;padding:16px;margin:0 0 16px}
h2{font-size:17px;margin:0 0 6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px;color:#44403c}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.5 ui-monospace,Menlo,monospace;margin:0;
background:#fafaf9;padding:12px;border-radius:8px}
a{color:#15803d}
`;

/**
 * The development outbox as a page: every mail with its recipient, subject, time and text, links clickable.
 * Everything is escaped; no script, so it works under the app's CSP.
 */
export function renderMailPage(mails: OutboxEntry[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Sent</dt><dd><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(
            m.createdAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"),
          )}</time></dd></dl>
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join("\n")
    : "<p>No mail yet.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CampusGo mail outbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>CampusGo mail outbox</h1>
<p class="note">Mail the app sent, newest first. <a href="/dev/mail">Refresh</a> · <a href="/api/dev/mail">JSON</a> · <a href="/dev/sms">SMS outbox</a></p>
${items}
</main>
</body>
</html>`;
}
