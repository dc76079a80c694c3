/**
 * Hands a wallet's app link to the browser in this tab. Call it inside the tap's own handler:
 * iOS opens another app only from a user gesture, and a navigation made after an await has lost it.
 */
export function openWalletApp(href: string): void {
  window.open(href, '_self');
}
