/** Styles of AllWallets (search, the wallet grid and its tiles), installed when it first shows (kept out of the first load). */
export const ALL_WALLETS_CSS = `
.airlock-search{display:block}
.airlock-wallet-scroll{max-height:min(420px,60vh);overflow-y:auto;margin:0 -4px;padding:2px 4px}
.airlock-wallet-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:8px}
.airlock-wallet-tile{width:100%;display:flex;flex-direction:column;align-items:center;gap:6px;padding:10px 4px 8px;
border:1px solid transparent;border-radius:12px;background:var(--al-surface);color:var(--al-text);font:inherit;font-size:12px;
cursor:pointer;min-height:96px}
.airlock-wallet-tile:hover{background:var(--al-surface-hover)}
.airlock-wallet-tile-name{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:500}
.airlock-wallet-tile .airlock-tag{font-size:10px;padding:0 6px}
.airlock-wallet-tile[data-skeleton=true]{cursor:default}
.airlock-wallet-tile[data-skeleton=true] .airlock-skeleton{width:48px;height:10px}
.airlock-sentinel{height:1px}
`;
