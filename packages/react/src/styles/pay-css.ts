/** The Pay view's styles, installed when it first renders. */
export const PAY_CSS = `
.airlock-pay{display:grid;gap:14px}
.airlock-pay-summary{display:grid;gap:8px;margin:0}
.airlock-pay-summary>div{display:flex;justify-content:space-between;gap:12px}
.airlock-pay-summary dt{color:var(--al-muted)}
.airlock-pay-summary dd{margin:0;text-align:end;min-width:0;overflow-wrap:anywhere}
.airlock-pay-amount{font-size:1.6em;font-weight:600;text-align:center;margin:0}
`;
