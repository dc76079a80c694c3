/** How the server fetches NFT metadata and images (env: AIRLOCK_NFT_ALLOWED_HOSTS, AIRLOCK_NFT_IPFS_GATEWAY). */
export interface NftFetchConfig {
  /**
   * Hosts fetched even though they resolve to non-public addresses, as `host` (any port) or
   * `host:port`, lowercase. Everything else must resolve to a public address.
   */
  allowedHosts: ReadonlySet<string>;
  /** Base URL `ipfs://<cid>/<path>` is fetched through, e.g. https://ipfs.io/ipfs/; undefined: ipfs:// is not fetched. */
  ipfsGateway: string | undefined;
  maxMetadataBytes: number;
  maxImageBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export const NFT_FETCH_LIMITS = {
  maxMetadataBytes: 64 * 1024,
  maxImageBytes: 2 * 1024 * 1024,
  timeoutMs: 5_000,
  maxRedirects: 3,
} as const;

/** The operator's side of it, in ServerConfig. */
export interface NftConfig {
  nftFetch: NftFetchConfig;
}

export function nftFetchConfigFromEnv(env: NodeJS.ProcessEnv): NftFetchConfig {
  const allowedHosts = new Set(
    (env.AIRLOCK_NFT_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
  const gateway = env.AIRLOCK_NFT_IPFS_GATEWAY?.trim();
  return { allowedHosts, ipfsGateway: gateway ? (gateway.endsWith('/') ? gateway : `${gateway}/`) : undefined, ...NFT_FETCH_LIMITS };
}

/** The same, plus hosts the caller knows are its own (the devnet's metadata server under `npm start`). */
export function withAllowedNftHosts(config: NftFetchConfig, hosts: readonly string[]): NftFetchConfig {
  return { ...config, allowedHosts: new Set([...config.allowedHosts, ...hosts.map((host) => host.toLowerCase())]) };
}
