/**
 * The link that opens a wallet app with a pairing URI: `scheme://wc?uri=…` for a native scheme,
 * `https://host/path/wc?uri=…` for a universal link (the WalletConnect registry's convention).
 */
export function walletDeepLink(base: string, uri: string): string {
  const encoded = encodeURIComponent(uri);
  if (base.includes('://') && !base.startsWith('http')) {
    const scheme = base.endsWith('://') ? base : `${base.replace(/\/+$/, '')}/`;
    return `${scheme}wc?uri=${encoded}`;
  }
  return `${base.replace(/\/+$/, '')}/wc?uri=${encoded}`;
}
