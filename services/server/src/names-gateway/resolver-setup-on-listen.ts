import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ChainClient } from '../blockchain/chain-clients';
import type { GatewaySigningKey } from './gateway-signing-key';
import { gatewayUrlTemplate } from './gateway-url';
import { pointOffchainResolverAt, ResolverOwnerMismatchError } from './offchain-resolver-setup';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/** Each listening server's first round of setup attempts, for startServer to wait on, a little. */
const firstRounds = new WeakMap<Server, Promise<unknown>>();

/**
 * Resolves once the first setup attempt on every chain ended (pointed, failed or given up), or after `boundMs`,
 * whichever comes first; at once for a server with nothing to set up. Never rejects.
 */
export async function resolverSetupSettled(server: Server, boundMs: number): Promise<void> {
  const round = firstRounds.get(server);
  if (!round) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([round, new Promise<void>((resolve) => (timer = setTimeout(resolve, boundMs)))]);
  clearTimeout(timer);
}

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

function listeningUrl(server: Server): string {
  const { address, port, family } = server.address() as AddressInfo;
  const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/**
 * Once the server listens, points each configured chain's offchain resolver at this server's gateway and signer (a
 * devnet's, whose owner key the chains file holds). It never stops the start: a chain that cannot be reached is
 * tried again in the background, less and less often (one warning, then debug lines), until it works or the server
 * closes.
 */
export function setUpResolversOnListen(app: FastifyInstance, options: ResolverSetupOptions): void {
  const { chains, suffix, signingKey, log } = options;
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  const attempt = async (chain: ChainClient, url: string, attemptNumber: number): Promise<boolean> => {
    const { chainId } = chain.config;
    const resolver = chain.config.ens?.offchainResolver;
    try {
      const { address: signer } = await signingKey();
      const changed = await pointOffchainResolverAt(chain, url, signer);
      const message = changed.length
        ? 'names gateway: offchain resolver pointed here'
        : 'names gateway: offchain resolver already points here';
      log.info({ chainId, resolver, url, signer, changed }, message);
      return true;
    } catch (error) {
      if (closing.signal.aborted) return true;
      if (error instanceof ResolverOwnerMismatchError) {
        log.warn({ chainId, resolver }, `names gateway: not setting up the offchain resolver: ${error.message}`);
        return true;
      }
      const reason = (error as Error).message?.split('\n')[0];
      const message = 'names gateway: cannot set up the offchain resolver yet; retrying in the background';
      if (attemptNumber === 1) log.warn({ chainId, resolver, reason }, message);
      else log.debug({ chainId, resolver, reason, attempt: attemptNumber }, message);
      return false;
    }
  };

  const retryInBackground = async (chain: ChainClient, url: string): Promise<void> => {
    for (let wait = FIRST_RETRY_MS, attemptNumber = 2; !closing.signal.aborted; wait = Math.min(wait * 2, MAX_RETRY_MS), attemptNumber++) {
      await sleep(wait, undefined, { signal: closing.signal }).catch(() => undefined);
      if (closing.signal.aborted || (await attempt(chain, url, attemptNumber))) return;
    }
  };

  app.addHook('onListen', async function () {
    const url = gatewayUrlTemplate(options.publicUrl?.toString() ?? listeningUrl(this.server));
    const firstAttempts = chains.flatMap((chain) => {
      const ensSuffix = chain.config.ens?.suffix;
      if (ensSuffix !== undefined && ensSuffix.toLowerCase() !== suffix) {
        log.warn(
          { chainId: chain.config.chainId, ensSuffix, suffix },
          'names gateway: the chain’s resolver serves another suffix; left alone',
        );
        return [];
      }
      return [
        attempt(chain, url, 1).then((done) => {
          if (!done) void retryInBackground(chain, url);
        }),
      ];
    });
    if (firstAttempts.length > 0) firstRounds.set(this.server, Promise.all(firstAttempts));
  });
}
