import { AIRLOCK_CSS } from './airlock-css';

let installed = false;

/**
 * Adds the modal's stylesheet once. A constructable stylesheet is not inline style, so it works
 * under a strict CSP; browsers without them get a <style> carrying the page's nonce.
 */
export function installStylesheet(nonce?: string): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  if ('adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(AIRLOCK_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.dataset.airlock = '';
  style.textContent = AIRLOCK_CSS;
  document.head.appendChild(style);
}
