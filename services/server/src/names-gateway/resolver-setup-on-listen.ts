import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { ChainClient } from '../blockchain/chain-clients';
import type { GatewaySigningKey } from './gateway-signing-key';
import { gatewayUrlTemplate } from './gateway-url';
import { pointOffchainResolverAt, ResolverOwnerMismatchError } from './offchain-resolver-setup';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export interface ResolverSetupOptions {
  /** Chains whose chains-file `ens` has an offchain resolver and its owner key. */
  chains: readonly ChainClient[];
  /** The suffix this server's names are under: a resolver set up for another one is left alone. */
  suffix: string;
  signingKey: () => Promise<GatewaySigningKey>;
  /** AIRLOCK_PUBLIC_URL's first address; else the address the server listens on. */
  publicUrl?: URL;
  log: FastifyBaseLogger;
}

function listeningUrl(app: FastifyInstance): string {
  const { address, port, family } = app.server.address() as AddressInfo;
  const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/**
 * Once the server listens, points each configured chain's offchain resolver at this server's gateway and signer (a
 * devnet's, whose owner key the chains file holds). It never delays or stops the start: a chain that cannot be
 * reached is tried again in the background, less and less often, until it works or the server closes.
 */
export function setUpResolversOnListen(app: FastifyInstance, options: ResolverSetupOptions): void {
  const { chains, suffix, signingKey, log } = options;
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  const setUp = async (chain: ChainClient, url: string): Promise<void> => {
    const { chainId } = chain.config;
    const resolver = chain.config.ens?.offchainResolver;
    for (let wait = FIRST_RETRY_MS; !closing.signal.aborted; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      try {
        const { address: signer } = await signingKey();
        const changed = await pointOffchainResolverAt(chain, url, signer);
        log.info(
          { chainId, resolver, url, signer, changed },
          changed.length ? 'names gateway: offchain resolver pointed here' : 'names gateway: offchain resolver already points here',
        );
        return;
      } catch (error) {
        if (closing.signal.aborted) return;
        if (error instanceof ResolverOwnerMismatchError) {
          log.warn({ chainId, resolver }, `names gateway: not setting up the offchain resolver: ${error.message}`);
          return;
        }
        log.warn(
          { chainId, resolver, reason: (error as Error).message?.split('\n')[0] },
          `names gateway: cannot set up the offchain resolver yet, retrying in ${wait / 1000} s`,
        );
        await sleep(wait, undefined, { signal: closing.signal }).catch(() => undefined);
      }
    }
  };

  app.addHook('onListen', async () => {
    const url = gatewayUrlTemplate(options.publicUrl?.toString() ?? listeningUrl(app));
    for (const chain of chains) {
      const ensSuffix = chain.config.ens?.suffix;
      if (ensSuffix !== undefined && ensSuffix.toLowerCase() !== suffix) {
        log.warn(
          { chainId: chain.config.chainId, ensSuffix, suffix },
          'names gateway: the chain’s offchain resolver serves another suffix; left alone',
        );
        continue;
      }
      void setUp(chain, url);
    }
  });
}
