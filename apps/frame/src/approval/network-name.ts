/** Network names by chain id, as the Airlock server's chain config has them (the frame page's config). */
export type ChainNames = ReadonlyMap<number, string>;

/**
 * Names as viem/chains gives them, for chains the server does not name; that module itself would bring every chain (and Node-only code)
 * into the frame.
 */
const KNOWN = new Map<number, string>([
  [1, 'Ethereum'],
  [10, 'OP Mainnet'],
  [137, 'Polygon'],
  [8453, 'Base'],
  [42161, 'Arbitrum One'],
  [11155111, 'Sepolia'],
  [31337, 'Anvil'],
]);

/** `31337`, `'0x7a69'` or `'eip155:31337'` as a number; undefined when it is none of these. */
export function chainNumber(chainId: number | string | bigint): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
  if (typeof chainId === 'bigint') return chainNumber(Number(chainId));
  const text = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId;
  const value = /^0x[0-9a-fA-F]{1,13}$/.test(text) ? Number.parseInt(text, 16) : /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * A chain as the user reads it: the server's name for it (the one the modal shows), else the
 * frame's own; always with its id, the one the signature commits to ("Airlock Devnet (31337)").
 */
/** `unnamed`: the words for a chain known only by its id, `{id}` its place. */
export function networkName(chainId: number | string | bigint, names?: ChainNames, unnamed = 'Chain {id}'): string {
  const id = chainNumber(chainId);
  if (id === undefined) return String(chainId);
  const name = names?.get(id) ?? KNOWN.get(id);
  return name ? `${name} (${id})` : unnamed.replace('{id}', String(id));
}
