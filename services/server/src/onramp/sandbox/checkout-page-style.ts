import { createHash } from 'node:crypto';

/** The checkout page's only style, inline and allowed by its hash, so the page needs no other resource. */
export const CHECKOUT_STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#f4f5f7;color:#141414}
@media (prefers-color-scheme:dark){body{background:#111;color:#f2f2f2}
main{background:#1c1c1e!important;border-color:#333!important}
input{background:#111;color:#f2f2f2;border-color:#555!important}.muted{color:#b5b5b5!important}}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border:1px solid #e2e2e2;border-radius:16px}
h1{font-size:1.3rem;margin:0 0 4px}h2{font-size:1rem;margin:20px 0 8px}
.badge{display:inline-block;font-size:.75rem;font-weight:600;padding:2px 8px;border-radius:8px;background:#fff3cd;color:#5c4400}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:12px 0}dt{color:#555}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.muted{color:#555}.total{font-weight:700}code{overflow-wrap:anywhere}
@media (max-width:460px){main{margin:0;border:0;border-radius:0}}
label{display:block;font-weight:600;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #8a8a8a;border-radius:8px}
input[aria-invalid=true]{border-color:#b00020}
.row{display:flex;gap:12px}.row>div{flex:1}
.field-error{color:#b00020;margin:4px 0 0;font-size:.9rem}
.alert{border-radius:8px;padding:12px;margin:12px 0;background:#fdecea;color:#8a0015}
.success{background:#e6f4ea;color:#0b5126}
button{margin-top:20px;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:10px;
background:#1a56db;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
@media (prefers-color-scheme:dark){.field-error{color:#ff8a8a}.alert{background:#3b1114;color:#ffb4b4}
.success{background:#0f2e19;color:#a6e3b8}}
`;

export const CHECKOUT_STYLE_HASH = `'sha256-${createHash('sha256').update(CHECKOUT_STYLE).digest('base64')}'`;

/** No script, no frame, forms only to this server: the strictest policy the page works under. */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src ${CHECKOUT_STYLE_HASH}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');
