/** Phones and tablets, where a wallet opens by deep link rather than a QR code on the same screen. */
export function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const agentData = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof agentData?.mobile === 'boolean') return agentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}
