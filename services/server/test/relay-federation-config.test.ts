import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../src/config/server-config';

const UPSTREAM = 'wss://relay.walletconnect.org';
const PROJECT = 'B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0';

describe('AIRLOCK_WALLETCONNECT_UPSTREAM and AIRLOCK_WALLETCONNECT_PROJECT_ID', () => {
  it('leave the relay local when neither is set', () => {
    const config = loadServerConfig({});
    expect(config.walletConnectUpstream).toBeUndefined();
    expect(config.walletConnectProjectId).toBeUndefined();
  });

  it('turn federation on together, with the limits and timeout defaulted', () => {
    const config = loadServerConfig({ AIRLOCK_WALLETCONNECT_UPSTREAM: UPSTREAM, AIRLOCK_WALLETCONNECT_PROJECT_ID: PROJECT });
    expect(config).toMatchObject({
      walletConnectUpstream: 'wss://relay.walletconnect.org/',
      walletConnectProjectId: PROJECT.toLowerCase(),
      walletConnectCallsPerProjectMinute: 60_000,
      walletConnectCallsPerIpMinute: 1_200,
      walletConnectPublishTimeoutMs: 10_000,
    });
  });

  it.each([
    [{ AIRLOCK_WALLETCONNECT_UPSTREAM: UPSTREAM }, 'AIRLOCK_WALLETCONNECT_UPSTREAM needs AIRLOCK_WALLETCONNECT_PROJECT_ID'],
    [{ AIRLOCK_WALLETCONNECT_PROJECT_ID: PROJECT }, 'AIRLOCK_WALLETCONNECT_PROJECT_ID is set without AIRLOCK_WALLETCONNECT_UPSTREAM'],
    [
      { AIRLOCK_WALLETCONNECT_UPSTREAM: 'https://relay.walletconnect.org', AIRLOCK_WALLETCONNECT_PROJECT_ID: PROJECT },
      'must be a ws:// or wss:// URL',
    ],
    [{ AIRLOCK_WALLETCONNECT_UPSTREAM: 'not a url', AIRLOCK_WALLETCONNECT_PROJECT_ID: PROJECT }, 'must be a ws:// or wss:// URL'],
    [
      { AIRLOCK_WALLETCONNECT_UPSTREAM: `${UPSTREAM}?projectId=${PROJECT}`, AIRLOCK_WALLETCONNECT_PROJECT_ID: PROJECT },
      'must not carry auth or projectId',
    ],
    [
      { AIRLOCK_WALLETCONNECT_UPSTREAM: UPSTREAM, AIRLOCK_WALLETCONNECT_PROJECT_ID: 'my-project' },
      'must be a WalletConnect Cloud project id (32 hex characters)',
    ],
    [
      {
        AIRLOCK_WALLETCONNECT_UPSTREAM: UPSTREAM,
        AIRLOCK_WALLETCONNECT_PROJECT_ID: PROJECT,
        AIRLOCK_WALLETCONNECT_PUBLISH_TIMEOUT_MS: '5',
      },
      'must be an integer of at least 100',
    ],
    [
      {
        AIRLOCK_WALLETCONNECT_UPSTREAM: UPSTREAM,
        AIRLOCK_WALLETCONNECT_PROJECT_ID: PROJECT,
        AIRLOCK_WALLETCONNECT_CALLS_PER_IP_MINUTE: '0',
      },
      'must be an integer of at least 1',
    ],
  ])('refuse %j, saying what to change', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(message);
  });
});
