import { getContractAddress, keccak256, toBytes, toHex, type Address } from 'viem';
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEVNET_ACCOUNTS, DEVNET_ADDRESSES, DEVNET_NFT_COLLECTIONS } from '../src/index';
import { DEVNET_CHAINS, DEVNET_DEPLOYER, DEVNET_ENS_RESOLVER_OWNER, DEVNET_MNEMONIC } from '../src/browser';
import { buildDevnetSeedSteps } from '../src/devnet-seed-steps';
import { buildSeedTransactions } from '../src/seed-transactions';

describe('devnet constants', () => {
  it('lists anvil’s ten default accounts', () => {
    expect(DEVNET_ACCOUNTS).toHaveLength(10);
    DEVNET_ACCOUNTS.forEach((account, index) => {
      const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index });
      expect(account.address).toBe(derived.address);
      expect(account.privateKey).toBe(toHex(derived.getHdKey().privateKey!));
    });
  });

  it('derives the deployer key from its documented seed phrase', () => {
    expect(DEVNET_DEPLOYER.privateKey).toBe(keccak256(toBytes('airlock devnet deployer')));
    expect(privateKeyToAddress(DEVNET_DEPLOYER.privateKey)).toBe(DEVNET_DEPLOYER.address);
    expect(DEVNET_ENS_RESOLVER_OWNER.privateKey).toBe(keccak256(toBytes('airlock devnet ens resolver owner')));
    expect(privateKeyToAddress(DEVNET_ENS_RESOLVER_OWNER.privateKey)).toBe(DEVNET_ENS_RESOLVER_OWNER.address);
  });

  it('places each contract at the deployer’s CREATE address for its nonce', () => {
    const deployments = buildDevnetSeedSteps('http://127.0.0.1:1')
      .map((step, nonce) => ({ address: step.expectedAddress, nonce }))
      .filter((deployment): deployment is { address: Address; nonce: number } => deployment.address !== undefined);
    for (const { address, nonce } of deployments) {
      expect(getContractAddress({ from: DEVNET_DEPLOYER.address, nonce: BigInt(nonce) })).toBe(address);
    }
    const { punks, items } = DEVNET_NFT_COLLECTIONS;
    expect(deployments.map(({ address }) => address)).toEqual([
      ...Object.values(DEVNET_ADDRESSES).slice(0, 8),
      punks.address,
      items.address,
      ...Object.values(DEVNET_ADDRESSES).slice(8),
    ]);
    // The steps that existed before Uniswap V3 keep their nonces: the V3 deployments come after the NFT mints, ENS after V3.
    expect(deployments.map(({ nonce }) => nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 37, 38, 47, 48, 49, 50, 51, 83, 84, 85, 86]);
    expect(buildDevnetSeedSteps('http://127.0.0.1:1').slice(0, buildSeedTransactions().length)).toEqual(buildSeedTransactions());
  });

  it('names the two chains with their default ports', () => {
    expect(DEVNET_CHAINS).toEqual([
      { chainId: 31337, name: 'Airlock Devnet', defaultPort: 8545 },
      { chainId: 31338, name: 'Airlock Devnet L2', defaultPort: 8546 },
    ]);
  });
});
