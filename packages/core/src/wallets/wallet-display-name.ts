/** Registry and announced names shown under another name (spec §9: "Trust Wallet is renamed Trust"). */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'trust wallet': 'Trust',
};

/** The name a wallet is shown with, everywhere a wallet name appears. */
export function walletDisplayName(name: string): string {
  return DISPLAY_NAMES[name.trim().toLowerCase()] ?? name;
}
