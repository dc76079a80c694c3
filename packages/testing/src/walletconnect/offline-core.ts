import { Core } from '@walletconnect/core';
import type { ICore } from '@walletconnect/types';
import { MemoryKeyValueStorage } from './memory-key-value-storage';

export interface OfflineCoreOptions {
  relayUrl: string;
  projectId: string;
  storagePrefix: string;
}

/**
 * A WalletConnect Core that talks to the relay and nothing else.
 *
 * - `telemetryEnabled: false` stops the batched events to pulse.walletconnect.org, but WalletKit
 *   still calls `eventClient.init()`, which posts one INIT event there (skipped only under
 *   IS_VITEST=true): replaced by a no-op.
 * - `verify.resolve` fetches verify.walletconnect.org (the attestation, or its public key for a
 *   JWT attestation) when a proposal or request arrives with an attestation; the Airlock relay
 *   sends none, other relays may: replaced by "not verified", which leaves the context UNKNOWN.
 * - echo.walletconnect.com (push) is called only by `registerDeviceToken`, which the wallet never calls.
 */
export async function createOfflineCore(options: OfflineCoreOptions): Promise<ICore> {
  const core = new Core({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    customStoragePrefix: options.storagePrefix,
    storage: new MemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  });
  core.eventClient.init = async () => {};
  // Sign-client reads a falsy answer as "no attestation", although the type promises one.
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve'];
  return core;
}

/** Closes the relay socket and stops the heartbeat, the only timer the Core keeps running. */
export async function closeOfflineCore(core: ICore, storagePrefix: string): Promise<void> {
  core.heartbeat.stop();
  await core.relayer.transportClose().catch(() => undefined);
  // Core keeps itself in a global per storage prefix, for a later Core with that prefix to adopt.
  const globals = globalThis as Record<string, unknown>;
  delete globals[`_walletConnectCore_${storagePrefix}`];
  delete globals[`_walletConnectCore_${storagePrefix}_count`];
}
