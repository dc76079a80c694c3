import { describe, expect, it } from 'vitest';
import {
  ChainNotSupportedError,
  createAirlockClient,
  createLocalSiwx,
  isAirlockError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  SiwxConfigConflictError,
  SiwxNotEnabledError,
} from '../../src';
import { devnet, walletA } from '../fixtures';
import { MemoryAdapter } from '../memory-adapter';

describe('the siwx option', () => {
  it('is refused together with siweConfig (spec §5)', () => {
    const create = () =>
      createAirlockClient({
        adapters: [new MemoryAdapter([devnet], [walletA])],
        networks: [devnet],
        siwx: createLocalSiwx(),
        siweConfig: {},
      });
    expect(create).toThrow(SiwxConfigConflictError);
    expect(create).toThrow('Configuring both siweConfig and siwx is not allowed');
  });

  it('is accepted alone', () => {
    const client = createAirlockClient({ adapters: [new MemoryAdapter([devnet], [walletA])], networks: [devnet], siwx: createLocalSiwx() });
    expect(client.options.siwx?.signOutOnDisconnect).toBe(true);
  });
});

describe("the spec's SIWX errors", () => {
  it.each([
    [new SiwxNotEnabledError(), 'SIWX is not enabled', 'SIWX_NOT_ENABLED'],
    [new NoActiveCaipAddressError(), 'No ActiveCaipAddress found', 'NOT_CONNECTED'],
    [new NoActiveCaipNetworkOrClientError(), 'No ActiveCaipNetwork or client found', 'NETWORK_NOT_FOUND'],
    [new ChainNotSupportedError('eip155:999'), 'Chain is not supported', 'CHAIN_NOT_SUPPORTED'],
    [new SiwxConfigConflictError(), 'Configuring both siweConfig and siwx is not allowed', 'INVALID_OPTIONS'],
  ] as const)('%s', (error, message, code) => {
    expect(error.message).toBe(message);
    expect(isAirlockError(error, code)).toBe(true);
  });
});
