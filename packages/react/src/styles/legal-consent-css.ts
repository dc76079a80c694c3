/** Styles of the legal checkbox, installed when a dApp turns it on (kept out of the first load). */
export const LEGAL_CONSENT_CSS = `
.airlock-legal{display:flex;flex-direction:column;gap:4px;margin-bottom:12px}
.airlock-legal-row{display:flex;align-items:flex-start;gap:10px;font-size:14px;line-height:1.4}
.airlock-legal-row input{width:18px;height:18px;margin:1px 0 0;flex:none;accent-color:var(--airlock-accent)}
.airlock-legal a{color:inherit;font-weight:600;text-decoration:underline}
.airlock-legal p{margin:0;font-size:13px}
.airlock-connect-methods{border:0;margin:0;padding:0;min-width:0}
.airlock-connect-methods .airlock-row:disabled{opacity:.4;cursor:not-allowed;background:none}
`;
