/**
 * The tracking page's styles: CampusGo's green and keke yellow on white, the system's sans-serif (Plus Jakarta
 * Sans where the phone has it; no web font, which would weigh more than the whole page), one column on a phone and
 * two from 760 px. Kept in one <style> block, allowed by its hash.
 */
export const TRACKING_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f6faf8;color:#0f1f1a;font:16px/1.5 "Plus Jakarta Sans",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.wrap{max-width:960px;margin:0 auto;padding:0 16px}
.bar{background:#0b6e4f;color:#fff}
.bar .wrap{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:56px}
.brand{display:inline-flex;align-items:center;gap:8px;font-size:20px;font-weight:800;letter-spacing:-.02em;color:#fff;text-decoration:none}
.brand svg{width:32px;height:32px;border-radius:8px;box-shadow:0 0 0 2px rgba(255,255,255,.25)}
.brand b{color:#ffd23f}
.bar small{font-size:14px;color:#d1fae5}
main{display:grid;gap:12px;align-items:start}
main.wrap{padding-top:16px;padding-bottom:16px}
.card{background:#fff;border:1px solid #dfe8e4;border-radius:16px;padding:16px 18px}
[hidden]{display:none!important}
h1{margin:0 0 12px;font-size:26px;line-height:1.25;font-weight:800;letter-spacing:-.01em}
h2{margin:0 0 8px;font-size:13px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#0b6e4f}
p{margin:0 0 4px}
.muted{color:#4b5f58}
.route{list-style:none;margin:0;padding:0;display:grid;gap:6px;font-weight:600;overflow-wrap:anywhere}
.route small{display:block;font-size:13px;font-weight:500;color:#4b5f58}
.k{position:relative;padding-left:22px}
.k:before{content:"";position:absolute;left:0;top:calc(.75em - 6px);width:12px;height:12px;border-radius:50%}
.route .k:before{top:auto;bottom:6px}
.k-pickup:before{border:3px solid #0b6e4f;background:#fff}
.k-dropoff:before{width:10px;height:10px;margin:1px;border-radius:0;background:#ffd23f;border:1.5px solid #0f1f1a;transform:rotate(45deg)}
.k-driver:before{background:#0b6e4f}
.plan{display:block;width:100%;height:auto;border-radius:12px;border:1px solid #dfe8e4;margin:4px 0 8px}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:14px;color:#4b5f58;margin-bottom:8px}
.who{font-size:22px;font-weight:800;overflow-wrap:anywhere}
.plate{display:inline-block;margin-left:4px;padding:0 8px;border:2px solid #0f1f1a;border-radius:6px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace;letter-spacing:.04em;background:#fff4cc;overflow-wrap:anywhere}
.person{display:flex;align-items:center;gap:12px;margin-bottom:8px}
.face{width:64px;height:64px;border-radius:50%;object-fit:cover;background:#dfe8e4}
.plate.big{margin:0;font-size:24px;padding:2px 12px}
.steps{list-style:none;margin:0;padding:0}
.steps li{position:relative;display:flex;justify-content:space-between;gap:12px;padding:0 0 14px 26px;color:#4b5f58}
.steps li:before{content:"";position:absolute;left:3px;top:.3em;width:12px;height:12px;border-radius:50%;border:2px solid #9fb3ab;background:#fff}
.steps li:after{content:"";position:absolute;left:9px;top:1.3em;bottom:-.2em;border-left:2px solid #dfe8e4}
.steps li:last-child{padding-bottom:0}
.steps li:last-child:after{display:none}
.steps .done{color:#0f1f1a;font-weight:600}
.steps .done:before{background:#0b6e4f;border-color:#0b6e4f}
.steps .done:after{border-color:#0b6e4f}
.steps time{font-weight:500;color:#4b5f58;white-space:nowrap}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{padding-bottom:24px;font-size:14px;color:#4b5f58}
a{color:#0b6e4f;font-weight:600}
a:focus-visible{outline:2px solid #0b8a5c;outline-offset:2px}
@media (min-width:760px){
main{grid-template-columns:1fr 1fr;gap:16px}
main.wrap{padding-top:24px}
.lead{grid-column:1/-1}
#plan{grid-row:span 2}
h1{font-size:32px}
.card{padding:20px 24px}
}
`
  .replace(/\n/g, "")
  .trim();
