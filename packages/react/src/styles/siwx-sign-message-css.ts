/** Styles of SIWXSignMessage, installed when it first shows (kept out of the first load). */
export const SIWX_SIGN_MESSAGE_CSS = `
.airlock-siwx-details{display:flex;flex-direction:column;gap:8px;margin:0;padding:12px;border-radius:12px;background:var(--al-surface);
font-size:14px}
.airlock-siwx-details>div{display:flex;justify-content:space-between;gap:12px}
.airlock-siwx-details dt{color:var(--al-muted)}
.airlock-siwx-details dd{margin:0;text-align:end;overflow-wrap:anywhere;font-weight:500}
.airlock-siwx-statement{white-space:pre-wrap}
.airlock-siwx-actions{display:flex;gap:8px}
.airlock-siwx-actions .airlock-button{flex:1 1 0}
`;
