/**
 * Asks EIP-6963 wallets to announce themselves again. wagmi already asked when the config was
 * built; wallets injected after that (slow extensions, test wallets) answer this second call.
 */
export function requestWalletAnnouncements(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event('eip6963:requestProvider'));
}
