/** Placeholder until the AllWallets view lands. */
export function AllWalletsView() {
  return null;
}
