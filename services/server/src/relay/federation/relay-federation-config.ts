import { ConfigError } from '../../config/config-error';
import { integerFromEnv } from '../../config/integer-from-env';

/** Federation with the public WalletConnect network (see the README's WalletConnect section). */
export interface RelayFederationConfig {
  /** AIRLOCK_WALLETCONNECT_UPSTREAM: the relay phone wallets use (wss://relay.walletconnect.org); unset, the relay is local only. */
  walletConnectUpstream?: string;
  /** AIRLOCK_WALLETCONNECT_PROJECT_ID: the operator's WalletConnect Cloud project id, which pays for the upstream traffic. */
  walletConnectProjectId?: string;
  /**
   * AIRLOCK_WALLETCONNECT_CALLS_PER_PROJECT_MINUTE: subscribes and publishes one of this server's projects may send upstream per minute.
   */
  walletConnectCallsPerProjectMinute: number;
  /** AIRLOCK_WALLETCONNECT_CALLS_PER_IP_MINUTE: the same per client address, whatever the project. */
  walletConnectCallsPerIpMinute: number;
  /**
   * AIRLOCK_WALLETCONNECT_PUBLISH_TIMEOUT_MS: how long a publish waits for the upstream's ack before its publisher gets an error (it is
   * still forwarded later).
   */
  walletConnectPublishTimeoutMs: number;
}

const PROJECT_ID = /^[0-9a-f]{32}$/i;

function upstreamFromEnv(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`AIRLOCK_WALLETCONNECT_UPSTREAM must be a ws:// or wss:// URL, got "${raw.slice(0, 100)}"`);
  }
  if (url.protocol !== 'wss:' && url.protocol !== 'ws:')
    throw new ConfigError(`AIRLOCK_WALLETCONNECT_UPSTREAM must be a ws:// or wss:// URL, got "${raw.slice(0, 100)}"`);
  if (url.searchParams.has('auth') || url.searchParams.has('projectId')) {
    throw new ConfigError(
      'AIRLOCK_WALLETCONNECT_UPSTREAM must not carry auth or projectId: the server adds its own JWT, and AIRLOCK_WALLETCONNECT_PROJECT_ID',
    );
  }
  return url.toString();
}

export function relayFederationConfigFromEnv(env: NodeJS.ProcessEnv): RelayFederationConfig {
  const walletConnectUpstream = upstreamFromEnv(env.AIRLOCK_WALLETCONNECT_UPSTREAM);
  const projectId = env.AIRLOCK_WALLETCONNECT_PROJECT_ID || undefined;
  if (projectId !== undefined && !PROJECT_ID.test(projectId)) {
    throw new ConfigError(
      `AIRLOCK_WALLETCONNECT_PROJECT_ID must be a WalletConnect Cloud project id (32 hex characters), got "${projectId.slice(0, 40)}"`,
    );
  }
  if (walletConnectUpstream && !projectId) {
    throw new ConfigError(
      'AIRLOCK_WALLETCONNECT_UPSTREAM needs AIRLOCK_WALLETCONNECT_PROJECT_ID: ' +
        'the public network admits only a registered project (a free one at cloud.reown.com)',
    );
  }
  if (projectId && !walletConnectUpstream) {
    throw new ConfigError(
      'AIRLOCK_WALLETCONNECT_PROJECT_ID is set without AIRLOCK_WALLETCONNECT_UPSTREAM: ' +
        'set the upstream relay too (wss://relay.walletconnect.org), or unset both for a local-only relay',
    );
  }
  return {
    walletConnectUpstream,
    walletConnectProjectId: projectId?.toLowerCase(),
    walletConnectCallsPerProjectMinute: integerFromEnv(env, 'AIRLOCK_WALLETCONNECT_CALLS_PER_PROJECT_MINUTE', 60_000, 1),
    walletConnectCallsPerIpMinute: integerFromEnv(env, 'AIRLOCK_WALLETCONNECT_CALLS_PER_IP_MINUTE', 1_200, 1),
    walletConnectPublishTimeoutMs: integerFromEnv(env, 'AIRLOCK_WALLETCONNECT_PUBLISH_TIMEOUT_MS', 10_000, 100),
  };
}
