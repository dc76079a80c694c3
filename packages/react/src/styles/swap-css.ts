/** Styles of the Swap view, installed when it first renders (kept out of the first load). Fits 375 px wide screens. */
export const SWAP_CSS = `
.airlock-swap-form{display:grid;gap:12px;min-width:0}
.airlock-swap-side{padding:12px;border-radius:12px;background:var(--al-surface);min-width:0}
.airlock-swap-side-row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:8px;align-items:center}
.airlock-swap-amount{min-width:0;font-size:20px}
.airlock-swap-token-button{max-width:9em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.airlock-swap-side-footer{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;margin:0;font-size:13px}
.airlock-link-button{border:none;background:none;padding:0;color:var(--al-accent-on-bg);font:inherit;cursor:pointer;
text-decoration:underline}
.airlock-swap-switch{justify-self:center;margin:-8px 0;font-size:18px}
.airlock-swap-quote-status{display:flex;flex-direction:column;align-items:center;gap:8px;min-height:1.5em}
.airlock-swap-quote-status>p{display:flex;align-items:center;gap:8px;margin:0;font-size:14px}
.airlock-swap-picker{display:grid;gap:12px;min-width:0}
.airlock-swap-picker-header{display:flex;align-items:center;justify-content:space-between;gap:8px}
.airlock-swap-token-list{list-style:none;margin:0;padding:0;max-height:min(50vh,360px);overflow-y:auto}
.airlock-swap-token-option{display:flex;align-items:center;gap:10px;padding:8px;border-radius:10px;cursor:pointer;min-width:0}
.airlock-swap-token-option[data-active]{background:var(--al-surface-hover);outline:2px solid var(--al-accent-on-bg);outline-offset:-2px}
.airlock-swap-token-option[aria-selected=true] .airlock-swap-token-symbol::after{content:" ✓"}
.airlock-swap-token-logo{flex:none;width:28px;height:28px;border-radius:50%}
.airlock-swap-token-names{display:flex;flex-direction:column;min-width:0;flex:1;overflow-wrap:anywhere}
.airlock-swap-token-symbol{font-weight:600}
.airlock-swap-token-balance{flex:none;font-size:13px;color:var(--al-muted)}
.airlock-swap-steps{margin:0;padding-inline-start:1.4em;font-size:14px}
.airlock-swap-progress p{margin:0;overflow-wrap:anywhere}
.airlock-swap-progress .airlock-frame-slot{align-self:stretch}
`;
