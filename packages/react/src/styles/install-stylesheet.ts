import { AIRLOCK_CSS } from './airlock-css';

const installed = new Set<string>();
let pageNonce: string | undefined;

/**
 * Adds the modal's stylesheet once. A constructable stylesheet is not inline style, so it works
 * under a strict CSP; browsers without them get a <style> carrying the page's nonce.
 */
export function installStylesheet(nonce?: string): void {
  pageNonce = nonce;
  installSheet('airlock', AIRLOCK_CSS);
}

/** Adds the styles of a lazily loaded view once, the same way (and with the same nonce) as the modal's. */
export function installSheet(id: string, css: string): void {
  if (installed.has(id) || typeof document === 'undefined') return;
  installed.add(id);
  if ('adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  if (pageNonce) style.nonce = pageNonce;
  style.dataset.airlock = id;
  style.textContent = css;
  document.head.appendChild(style);
}
