import type { ChainNames } from '../approval/network-name';

/**
 * What the Airlock server writes into the page (`<meta name="airlock-frame-config" content="…">`,
 * JSON): the project's allowed origins, exactly as the `frame-ancestors` of the same response, the
 * API's URL, and its chains' names (`chains: [{ chainId, name }]`), read here as `chainNames`.
 */
export interface FramePageConfig {
  projectId: string;
  allowedOrigins: string[];
  apiUrl: string;
  /** The names the server's chain config gives its networks; empty from a server that writes none. */
  chainNames: ChainNames;
}

const MAX_CHAIN_NAME_LENGTH = 64;

/** Well-formed `{ chainId, name }` entries only: a name is shown to the user as the network they approve on. */
function readChainNames(chains: unknown): ChainNames {
  const names = new Map<number, string>();
  if (!Array.isArray(chains)) return names;
  for (const entry of chains) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { chainId, name } = entry as Record<string, unknown>;
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) continue;
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_CHAIN_NAME_LENGTH) continue;
    names.set(chainId, name.trim());
  }
  return names;
}

export const FRAME_CONFIG_META = 'airlock-frame-config';

/** The config from the meta tag's content, or undefined when it is missing or not of that shape. */
export function parseFramePageConfig(content: string | null | undefined): FramePageConfig | undefined {
  if (!content) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { projectId, allowedOrigins, apiUrl, chains } = value as Record<string, unknown>;
  if (typeof projectId !== 'string' || typeof apiUrl !== 'string') return undefined;
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every((origin) => typeof origin === 'string')) return undefined;
  return { projectId, allowedOrigins: allowedOrigins as string[], apiUrl, chainNames: readChainNames(chains) };
}
