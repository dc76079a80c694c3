/** Styles of RegisterAccountName and its success, installed when they first show (kept out of the first load). */
export const NAMES_CSS = `
.airlock-name-form{display:flex;flex-direction:column;gap:12px}
.airlock-name-input{display:flex;align-items:center;gap:4px}
.airlock-name-input .airlock-search-input{flex:1 1 auto;min-width:0}
.airlock-name-suffix{color:var(--al-muted);font-size:15px;white-space:nowrap}
.airlock-name-status{min-height:1.4em}
.airlock-name-suggestions{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.airlock-name-suggestions .airlock-button{font-size:14px}
.airlock-name-signing .airlock-frame-slot{align-self:stretch}
`;
