/** The key a paged list of an account on a network is kept under (address case does not matter). */
export function listOwner(address: string, caipNetworkId: string): string {
  return `${address.toLowerCase()}@${caipNetworkId}`;
}
