import { formatNaira } from "@campusgo/domain";
import { escapeHtml } from "../../../lib/mail/html.ts";

/**
 * The sandbox's checkout pages: plain server-rendered HTML that works on a 360px phone, with no script and no
 * outside asset, so the app's CSP lets them be (styles are a <style> block, which it allows).
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
background:#f5f5f4;color:#1c1917}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e7e5e4;border-radius:14px;padding:20px}
.sandbox{margin:0 0 16px;padding:8px 12px;border-radius:8px;background:#fef3c7;color:#78350f;font-size:14px;
border:1px solid #fcd34d}
.sandbox strong{display:block;font-size:13px;letter-spacing:.06em;text-transform:uppercase}
h1{font-size:20px;margin:0 0 4px}
.amount{font-size:36px;font-weight:700;margin:4px 0 2px;letter-spacing:-.01em}
.who{margin:0 0 20px;color:#57534e;overflow-wrap:anywhere}
.who small{display:block;font-size:12px;color:#78716c}
fieldset{border:0;padding:0;margin:0 0 20px;display:grid;grid-template-columns:1fr 1fr;gap:8px}
legend{font-weight:600;margin:0 0 8px;padding:0}
fieldset input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
fieldset label{display:flex;align-items:center;justify-content:center;min-height:48px;padding:12px 8px;
border:2px solid #d6d3d1;border-radius:10px;text-align:center;font-weight:600;cursor:pointer}
fieldset input:checked+label{border-color:#15803d;background:#f0fdf4;color:#14532d}
fieldset input:checked+label::before{content:"\\2713\\00a0"}
fieldset input:focus-visible+label{outline:3px solid #2563eb;outline-offset:2px}
.pane{grid-column:1/-1;display:none;margin:4px 0 0;padding:12px;border-radius:10px;background:#fafaf9;
border:1px solid #e7e5e4;font-size:15px}
#channel-card:checked~.pane-card,#channel-transfer:checked~.pane-transfer{display:block}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 8px}
dt{color:#57534e}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.pane p{margin:0;color:#57534e}
.actions{display:grid;gap:10px}
button,.button{display:block;width:100%;min-height:48px;padding:12px;border-radius:10px;font:inherit;
font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
.pay{background:#15803d;border:2px solid #15803d;color:#fff}
.secondary{background:#fff;border:2px solid #d6d3d1;color:#1c1917}
button:focus-visible,.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.note{color:#57534e;margin:0 0 16px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="sandbox"><strong>Sandbox</strong>No real money moves. This page stands in for the payment gateway.</p>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutView {
  amountKobo: number;
  email: string;
  reference: string;
  /** Where the form posts. */
  action: string;
  /** The made-up account a bank transfer would go to. */
  transferAccount: string;
}

export function renderCheckout(v: CheckoutView): string {
  const amount = escapeHtml(formatNaira(v.amountKobo));
  return page(
    "CampusGo sandbox checkout",
    `<h1>CampusGo sandbox checkout</h1>
<p class="amount">${amount}</p>
<p class="who">${escapeHtml(v.email)}<small>Reference ${escapeHtml(v.reference)}</small></p>
<form method="post" action="${escapeHtml(v.action)}">
<fieldset>
<legend>Pay with</legend>
<input type="radio" name="channel" value="card" id="channel-card" checked>
<label for="channel-card">Card</label>
<input type="radio" name="channel" value="bank_transfer" id="channel-transfer">
<label for="channel-transfer">Bank transfer</label>
<div class="pane pane-card">
<dl><dt>Card</dt><dd>4084 0840 8408 4081</dd><dt>Expiry</dt><dd>12/30</dd><dt>CVV</dt><dd>408</dd></dl>
<p>A test card: nothing to type, just choose below.</p>
</div>
<div class="pane pane-transfer">
<dl><dt>Bank</dt><dd>Sandbox Bank</dd><dt>Account</dt><dd>${escapeHtml(v.transferAccount)}</dd>
<dt>Name</dt><dd>CampusGo Sandbox</dd><dt>Amount</dt><dd>${amount}</dd></dl>
<p>Pretend you sent it, then choose below.</p>
</div>
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay" class="pay">Pay</button>
<button type="submit" name="action" value="decline" class="secondary">Decline</button>
<button type="submit" name="action" value="later" class="secondary">Pay later</button>
</div>
</form>`,
  );
}

/** A checkout already paid or declined: it says so and leads back to where the payer came from. */
export function renderFinished(v: {
  status: "success" | "failed";
  amountKobo: number;
  returnUrl: string | undefined;
}) {
  const heading = v.status === "success" ? "This checkout is already paid" : "This checkout was declined";
  const back = v.returnUrl
    ? `<a class="button pay" href="${escapeHtml(v.returnUrl)}">Back to CampusGo</a>`
    : '<p class="note">You can close this page.</p>';
  return page(
    "CampusGo sandbox checkout",
    `<h1>${heading}</h1>
<p class="amount">${escapeHtml(formatNaira(v.amountKobo))}</p>
<p class="note">Nothing more to do here.</p>
${back}`,
  );
}

export function renderProblem(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="note">${escapeHtml(text)}</p>`);
}
