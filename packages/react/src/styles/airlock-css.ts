import { ANIMATION_MS, MODAL_SHAKE_MS } from '@airlock/core';

const { headerText, modalHeight, viewTransition } = ANIMATION_MS;

/**
 * The modal's stylesheet. It is adopted as a constructable stylesheet (or a nonce'd <style>),
 * so a page with `style-src 'self'` needs no 'unsafe-inline'.
 */
export const AIRLOCK_CSS = `
.airlock-root{--airlock-accent:#3563e9;--airlock-accent-text:#fff;
--airlock-font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--airlock-border-radius:16px;--airlock-modal-width:360px;
--airlock-z-index:999;
--al-bg:#16181d;--al-surface:#1f2229;--al-surface-hover:#2a2e37;--al-text:#f2f3f5;--al-muted:#a3a8b4;--al-border:#2f333d;--al-error:#ff6b6b;
--al-success:#3ecf8e;--al-focus:#8fb0ff;--al-accent-on-bg:#8fb0ff;--al-backdrop:rgba(0,0,0,.6);
font-family:var(--airlock-font-family);color:var(--al-text);}
.airlock-root[data-theme=light]{--al-bg:#fff;--al-surface:#f2f3f6;--al-surface-hover:#e6e8ee;--al-text:#16181d;--al-muted:#5b6170;
--al-border:#dcdfe6;--al-error:#c62828;--al-success:#1b7f4e;--al-focus:#2f5bd8;--al-accent-on-bg:#2f5bd8;--al-backdrop:rgba(0,0,0,.35);}
.airlock-root *{box-sizing:border-box}
.airlock-backdrop{position:fixed;inset:0;z-index:var(--airlock-z-index);display:flex;align-items:center;justify-content:center;
background:var(--al-backdrop);animation:al-fade ${viewTransition}ms ease-out}
.airlock-dialog{width:var(--airlock-modal-width);max-width:calc(100vw - 24px);max-height:calc(100vh - 48px);overflow:auto;
background:var(--al-bg);border:1px solid var(--al-border);border-radius:var(--airlock-border-radius);box-shadow:0 16px 48px rgba(0,0,0,.4);
padding:12px 16px 20px;transition:height ${modalHeight}ms ease;animation:al-rise ${viewTransition}ms ease-out}
.airlock-dialog[data-shake=true]{animation:al-shake ${MODAL_SHAKE_MS}ms ease}
.airlock-dialog:focus{outline:none}
@media (max-width:429.98px){.airlock-backdrop{align-items:flex-end}.airlock-dialog{width:100vw;max-width:100vw;
border-radius:var(--airlock-border-radius) var(--airlock-border-radius) 0 0;border-bottom:none;max-height:85vh}}
.airlock-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;min-height:44px;margin-bottom:8px}
.airlock-title{margin:0;text-align:center;font-size:16px;font-weight:600;animation:al-fade ${headerText}ms ease-out}
.airlock-root[dir=rtl] .airlock-directional-icon{transform:scaleX(-1)}
.airlock-icon-button{width:36px;height:36px;display:inline-flex;align-items:center;justify-content:center;border:none;border-radius:10px;
background:transparent;color:var(--al-muted);cursor:pointer}
.airlock-icon-button:hover{background:var(--al-surface-hover);color:var(--al-text)}
.airlock-root :focus-visible{outline:2px solid var(--al-focus);outline-offset:2px}
.airlock-view{animation:al-fade ${viewTransition}ms ease-out}
.airlock-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.airlock-row{width:100%;display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid transparent;border-radius:12px;
background:var(--al-surface);color:var(--al-text);font:inherit;font-size:15px;text-align:start;cursor:pointer}
.airlock-row:hover{background:var(--al-surface-hover)}
.airlock-row[aria-current=true]{border-color:var(--airlock-accent)}
.airlock-row-label{flex:1;font-weight:500}
.airlock-tag{font-size:12px;padding:2px 8px;border-radius:999px;background:var(--al-bg);color:var(--al-muted);
border:1px solid var(--al-border)}
.airlock-tag[data-tone=accent]{color:var(--al-accent-on-bg);border-color:var(--al-accent-on-bg)}
.airlock-wallet-image{width:36px;height:36px;border-radius:10px;flex:none;object-fit:cover;background:var(--al-surface-hover)}
.airlock-wallet-image[data-size=lg]{width:72px;height:72px;border-radius:20px}
.airlock-walletconnect-icon{width:36px;height:36px;flex:none;border-radius:10px}
.airlock-row-skeleton{cursor:default;pointer-events:none}
.airlock-skeleton-image{width:36px;height:36px;flex:none;border-radius:10px;background:var(--al-surface-hover);
animation:al-pulse 1.2s ease-in-out infinite}
.airlock-all-wallets{display:flex;flex-direction:column;gap:12px}
.airlock-search-input{width:100%;min-height:40px;padding:8px 12px;border:1px solid var(--al-border);border-radius:12px;
background:var(--al-surface);color:var(--al-text);font:inherit;font-size:15px}
.airlock-search-input::placeholder{color:var(--al-muted)}
.airlock-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px;padding:12px 4px}
.airlock-heading{margin:0;font-size:17px;font-weight:600}
.airlock-muted{margin:0;color:var(--al-muted);font-size:14px;line-height:1.4}
.airlock-error{margin:0;color:var(--al-error);font-size:15px;font-weight:600}
.airlock-module-load-failed{padding:24px 4px}
.airlock-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:8px 18px;
border:1px solid var(--al-border);border-radius:12px;background:var(--al-surface);color:var(--al-text);font:inherit;font-size:15px;
font-weight:500;cursor:pointer}
a.airlock-button{text-decoration:none}
.airlock-button:hover{background:var(--al-surface-hover)}
.airlock-button[data-variant=primary]{background:var(--airlock-accent);border-color:var(--airlock-accent);color:var(--airlock-accent-text)}
.airlock-button[data-variant=danger]{color:var(--al-error)}
.airlock-button[data-block=true]{width:100%}
.airlock-button:disabled{opacity:.4;cursor:not-allowed}
.airlock-spinner{width:28px;height:28px;border-radius:50%;border:3px solid var(--al-border);border-top-color:var(--airlock-accent);
animation:al-spin 800ms linear infinite}
.airlock-wallet-wait{position:relative;display:inline-flex;align-items:center;justify-content:center;width:96px;height:96px}
.airlock-wallet-wait .airlock-spinner{position:absolute;inset:0;width:96px;height:96px;border-width:3px}
.airlock-account-actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(0,1fr));gap:8px}
.airlock-skeleton{display:inline-block;width:96px;height:16px;border-radius:6px;background:var(--al-surface-hover);
animation:al-pulse 1.2s ease-in-out infinite}
.airlock-stack{display:flex;flex-direction:column;gap:8px}
.airlock-network-dot{width:28px;height:28px;flex:none;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;
font-size:13px;font-weight:700;background:var(--al-surface-hover);color:var(--al-text)}
.airlock-network-dot::before{content:attr(data-letter)}
.airlock-alert{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 10px;padding:8px 8px 8px 12px;
border-radius:12px;border:1px solid var(--al-error);color:var(--al-text);background:var(--al-surface);font-size:14px}
.airlock-alert[data-variant=info]{border-color:var(--al-border)}
.airlock-toast{position:fixed;left:50%;top:16px;transform:translateX(-50%);z-index:calc(var(--airlock-z-index) + 1);pointer-events:none;
display:flex;align-items:center;gap:8px;padding:8px 14px;border-radius:999px;background:var(--al-bg);border:1px solid var(--al-border);
color:var(--al-text);font-size:14px;box-shadow:0 8px 24px rgba(0,0,0,.3);animation:al-fade ${viewTransition}ms ease-out}
.airlock-toast[data-variant=error]{border-color:var(--al-error)}
.airlock-toast[data-variant=success]{border-color:var(--al-success)}
.airlock-connect-button{display:inline-flex;align-items:center;gap:8px;min-height:40px;padding:8px 16px;border:none;border-radius:12px;
background:var(--airlock-accent);color:var(--airlock-accent-text);font:inherit;font-weight:600;cursor:pointer}
.airlock-connect-button[data-connected=true]{background:var(--al-surface);color:var(--al-text);border:1px solid var(--al-border)}
.airlock-connect-button:focus-visible{outline:2px solid var(--al-focus);outline-offset:2px}
.airlock-connect-button img{width:20px;height:20px;border-radius:50%}
.airlock-qr{display:block;width:232px;height:232px;padding:12px;border-radius:16px;background:#fff;shape-rendering:crispEdges}
.airlock-qr-frame{position:relative;display:inline-flex;align-items:center;justify-content:center;min-width:232px;min-height:232px;
border-radius:16px;background:var(--al-surface)}
.airlock-row-group{display:flex;gap:8px;justify-content:center;flex-wrap:wrap}
.airlock-email-form{display:grid;grid-template-columns:1fr auto;gap:8px;margin-bottom:12px}
.airlock-email-form .airlock-error{grid-column:1/-1;font-size:14px}
.airlock-email-login{display:grid;gap:12px}
.airlock-social{display:grid;gap:8px;margin-bottom:12px}
.airlock-social-buttons{display:flex;flex-wrap:wrap;gap:8px}
.airlock-social-buttons .airlock-button{flex:1 1 30%}
.airlock-frame-slot{min-height:0}
.airlock-frame-slot[data-visible=true]{min-height:min(440px,62vh)}
.airlock-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;
border:0}
@keyframes al-fade{from{opacity:0}to{opacity:1}}
@keyframes al-rise{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
@keyframes al-spin{to{transform:rotate(360deg)}}
@keyframes al-pulse{50%{opacity:.5}}
@keyframes al-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{
transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){.airlock-root *,.airlock-root{animation:none!important;transition:none!important}.airlock-spinner{
border-top-color:var(--airlock-accent)}}
`;
