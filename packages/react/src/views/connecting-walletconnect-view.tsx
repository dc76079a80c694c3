/** Placeholder until the ConnectingWalletConnect view lands. */
export function ConnectingWalletConnectView() {
  return null;
}
