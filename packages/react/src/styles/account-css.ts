import { ANIMATION_MS } from '@airlock/core';

const { viewTransition } = ANIMATION_MS;

/**
 * Styles of the Account view (avatar, address, balance, tabs, tokens, the embedded wallet's settings), installed when it
 * first shows: its code loads on demand, so its styles arrive with it (kept out of the first load).
 */
export const ACCOUNT_CSS = `
.airlock-setting{display:flex;align-items:center;gap:12px;padding:10px 12px;border-radius:12px;background:var(--al-surface)}
.airlock-setting-text{flex:1;margin:0;display:flex;flex-direction:column;gap:2px;font-size:15px}
.airlock-setting-text>span:last-child{color:var(--al-muted);font-size:14px}
.airlock-account{display:flex;flex-direction:column;align-items:center;gap:8px;padding:4px 0 12px}
.airlock-avatar{width:64px;height:64px;border-radius:50%}
.airlock-address{display:flex;align-items:center;gap:4px;font-size:18px;font-weight:600}
.airlock-balance{margin:0;color:var(--al-muted);font-size:15px;min-height:20px}
.airlock-total{margin:0;font-size:22px;font-weight:700}
.airlock-tabs{display:flex;flex-direction:column;gap:12px}
.airlock-tab-list{display:flex;gap:4px;border-bottom:1px solid var(--al-border)}
.airlock-tab{min-height:40px;margin-bottom:-1px;padding:8px 12px;border:none;border-bottom:2px solid transparent;border-radius:8px 8px 0 0;
background:transparent;color:var(--al-muted);font:inherit;font-size:14px;font-weight:600;cursor:pointer;
transition:color ${viewTransition}ms ease,border-color ${viewTransition}ms ease}
.airlock-tab:hover{color:var(--al-text);background:var(--al-surface-hover)}
.airlock-tab[aria-selected=true]{color:var(--al-text);border-bottom-color:var(--airlock-accent)}
.airlock-tab-panel{border-radius:12px}
.airlock-token-row{display:flex;align-items:center;gap:12px;padding:8px 12px;border-radius:12px;background:var(--al-surface);
min-height:52px}
.airlock-token-icon{width:32px;height:32px;flex:none;border-radius:50%}
.airlock-token-name,.airlock-token-amounts{display:flex;flex-direction:column;gap:2px;font-size:14px}
.airlock-token-name{flex:1}
.airlock-token-amounts{align-items:flex-end;text-align:end}
.airlock-token-symbol{font-weight:600}
`;
