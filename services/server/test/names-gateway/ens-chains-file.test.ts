import { DEVNET_ADDRESSES, DEVNET_ENS_RESOLVER_OWNER, devnetChainsFile } from '@airlock/devnet';
import { describe, expect, it } from 'vitest';
import { parseChainsFile } from '../../src/config/chains-file';

function withEns(ens: unknown): unknown {
  const file = devnetChainsFile() as unknown as { chains: Record<string, unknown>[] };
  file.chains[0]!.ens = ens;
  return file;
}

describe('the chains file’s ens key', () => {
  it('reads the devnet’s ENS contracts, suffix and resolver owner key', () => {
    const [l1] = parseChainsFile(devnetChainsFile());
    expect(l1?.ens).toEqual({
      registry: DEVNET_ADDRESSES.ensRegistry,
      universalResolver: DEVNET_ADDRESSES.ensUniversalResolver,
      publicResolver: DEVNET_ADDRESSES.ensPublicResolver,
      offchainResolver: DEVNET_ADDRESSES.ensOffchainResolver,
      suffix: 'airlock.id',
      resolverOwnerKey: DEVNET_ENS_RESOLVER_OWNER.privateKey,
    });
  });

  it('is optional, and every field in it', () => {
    expect(parseChainsFile(withEns(undefined))[0]?.ens).toBeUndefined();
    expect(parseChainsFile(withEns({}))[0]?.ens).toEqual({});
  });

  it('refuses bad addresses, keys and unknown fields, naming the field', () => {
    expect(() => parseChainsFile(withEns({ offchainResolver: '0x12' }))).toThrow(
      'AIRLOCK_CHAINS_FILE: chains[0].ens.offchainResolver: must be an address, 0x and 40 hex digits',
    );
    expect(() => parseChainsFile(withEns({ resolverOwnerKey: '0x12' }))).toThrow(
      'AIRLOCK_CHAINS_FILE: chains[0].ens.resolverOwnerKey: must be a private key, 0x and 64 hex digits',
    );
    expect(() => parseChainsFile(withEns({ resolver: DEVNET_ADDRESSES.ensRegistry }))).toThrow(
      /chains\[0\]\.ens: Unrecognized key: "resolver"/,
    );
  });
});
