/** Styles of the Send flow with an NFT chosen, installed when it first shows one (kept out of the first load). */
export const NFT_SEND_CSS = `
.airlock-send-nft{display:flex;align-items:center;gap:12px;padding:8px;border-radius:12px;background:var(--al-surface)}
.airlock-send-nft-image{flex:none;width:56px;height:56px;border-radius:8px;object-fit:cover;background:var(--al-surface-hover)}
.airlock-send-nft-text{display:flex;flex-direction:column;gap:2px;min-width:0;overflow-wrap:anywhere;font-size:14px}
.airlock-send-review-nft-image{display:block;width:120px;height:120px;margin:0 auto;border-radius:12px;object-fit:cover;
background:var(--al-surface-hover)}
`;
