export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** How the dApp reaches WalletConnect wallets. Every field has a default taken from the Airlock server. */
export interface WalletConnectOptions {
  /** The relay's WebSocket URL; the Airlock server's `/relay` by default (any WalletConnect relay works). */
  relayUrl?: string;
  /** The project id the relay expects; the Airlock project id by default. */
  projectId?: string;
  /** What the wallet shows about the dApp; the page's title and origin by default. */
  metadata?: WalletConnectMetadata;
}

export interface ResolvedWalletConnectOptions {
  relayUrl: string;
  projectId: string;
  metadata?: WalletConnectMetadata;
}

/** `http(s)://host/base` → `ws(s)://host/base/relay`. */
export function relayUrlOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/relay`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

/**
 * WalletConnect is on when a relay is known: the one given, or the Airlock server's own. `false`
 * turns it off; without a server and without a relay URL there is nothing to pair through.
 */
export function resolveWalletConnectOptions(
  option: WalletConnectOptions | false | undefined,
  server: { apiUrl?: string; projectId?: string },
): ResolvedWalletConnectOptions | undefined {
  if (option === false) return undefined;
  const relayUrl = option?.relayUrl ?? (server.apiUrl ? relayUrlOf(server.apiUrl) : undefined);
  const projectId = option?.projectId ?? server.projectId;
  if (!relayUrl || !projectId) return undefined;
  return { relayUrl, projectId, ...(option?.metadata ? { metadata: option.metadata } : {}) };
}

export function pageMetadata(): WalletConnectMetadata {
  if (typeof window === 'undefined') return { name: 'dApp', description: '', url: '', icons: [] };
  return { name: document.title || window.location.host, description: '', url: window.location.origin, icons: [] };
}
