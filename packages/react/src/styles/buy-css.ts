/** Styles of the Buy views, installed when they first render (kept out of the first load). Fits 375 px wide screens. */
export const BUY_CSS = `
.airlock-buy-form{display:grid;gap:12px;min-width:0}
.airlock-buy-pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(8em,1fr));gap:12px}
.airlock-buy-select{width:100%;min-width:0}
.airlock-buy-amount{font-size:20px;min-width:0}
.airlock-buy-note{margin:0;font-size:13px}
.airlock-buy-quote{display:grid;gap:8px;padding:12px;border-radius:12px;background:var(--al-surface);min-width:0}
.airlock-buy-quote p{margin:0}
.airlock-buy-quote-list{display:grid;gap:6px;margin:0}
.airlock-buy-quote-row{display:flex;justify-content:space-between;gap:12px;font-size:14px}
.airlock-buy-quote-row dd{margin:0;text-align:end;overflow-wrap:anywhere}
.airlock-buy-receive{font-weight:600}
.airlock-buy-estimate{display:flex;flex-wrap:wrap;gap:6px;align-items:baseline;font-size:13px}
.airlock-buy-progress{gap:12px}
.airlock-buy-progress p{margin:0;overflow-wrap:anywhere;text-align:center}
`;
