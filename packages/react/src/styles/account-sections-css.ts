/** Styles of the Activity and NFTs tabs, installed when one of them first opens (kept out of the first load). */
export const ACCOUNT_SECTIONS_CSS = `
.airlock-activity,.airlock-activity-month{display:flex;flex-direction:column;gap:8px}
.airlock-section-title{margin:8px 0 0;font-size:13px;font-weight:600;color:var(--al-muted)}
.airlock-row-static,.airlock-row-static:hover{cursor:default;background:transparent;border-color:var(--al-border)}
.airlock-activity-row{display:flex;align-items:center;gap:12px;padding:8px 12px;border-radius:12px;background:var(--al-surface);
min-height:52px;font-size:14px}
.airlock-activity-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.airlock-activity-operation{display:flex;align-items:center;gap:6px;font-weight:600}
.airlock-activity-side{display:flex;flex-direction:column;align-items:flex-end;gap:2px;text-align:end;overflow-wrap:anywhere}
.airlock-status-badge{font-size:12px;font-weight:600;padding:1px 6px;border-radius:999px;border:1px solid var(--al-border);
color:var(--al-muted)}
.airlock-status-badge[data-status=failed]{border-color:var(--al-error);color:var(--al-error)}
.airlock-load-more{padding-top:4px}
.airlock-empty{text-align:center;padding:16px 8px}
.airlock-empty p{margin:4px 0}
.airlock-nft-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px}
.airlock-nft-tile{display:flex;flex-direction:column;gap:6px;width:100%;padding:6px;border:1px solid transparent;border-radius:12px;
background:var(--al-surface);color:inherit;font:inherit;text-align:start;cursor:pointer}
.airlock-nft-tile:hover{background:var(--al-surface-hover)}
.airlock-nft-tile:focus-visible,.airlock-nft-detail h3:focus-visible{outline:2px solid var(--al-focus);outline-offset:2px}
.airlock-nft-image,.airlock-nft-detail-image{display:block;width:100%;aspect-ratio:1;border-radius:8px;object-fit:cover;
background:var(--al-surface-hover)}
.airlock-nft-name{font-size:14px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.airlock-nft-facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;font-size:14px}
.airlock-nft-facts dt{color:var(--al-muted)}
.airlock-nft-facts dd{margin:0;overflow-wrap:anywhere}
.airlock-nft-attributes{list-style:none;margin:4px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:6px;font-size:13px}
.airlock-nft-attributes li{padding:4px 8px;border-radius:8px;background:var(--al-surface)}
.airlock-nft-detail h4{margin:0;font-size:13px;font-weight:600}
.airlock-send-form{display:grid;gap:12px}
.airlock-field{display:grid;gap:6px}
.airlock-field>label{font-size:14px;font-weight:500}
.airlock-field-row{display:grid;grid-template-columns:1fr auto;gap:8px}
.airlock-send-fee{display:flex;justify-content:space-between;gap:8px;margin:0;font-size:14px}
.airlock-send-fee>span:first-child{flex:none}
.airlock-send-fee>span:last-child{text-align:end}
.airlock-warning{margin:0;font-size:14px;font-weight:500;color:var(--al-text)}
.airlock-send-actions{display:grid;gap:8px}
.airlock-send-waiting{display:flex;align-items:center;justify-content:center;gap:10px;font-size:15px}
.airlock-send-waiting p{margin:0}
.airlock-send-hash-row{display:flex;flex-direction:column;align-items:center;gap:4px;width:100%}
.airlock-send-hash-line{display:flex;align-items:center;gap:4px;max-width:100%}
.airlock-send-hash{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;font-weight:400;line-height:1.5;
overflow-wrap:anywhere;word-break:break-all;text-align:start}
.airlock-summary{display:grid;gap:8px;margin:0}
.airlock-summary>div{display:flex;justify-content:space-between;gap:12px}
.airlock-summary dt{color:var(--al-muted)}
.airlock-summary dd{margin:0;text-align:end;min-width:0}
.airlock-break{overflow-wrap:anywhere;word-break:break-all}
`;
