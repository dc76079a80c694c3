import { getContractAddress, keccak256, toBytes, toHex } from 'viem';
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEVNET_ACCOUNTS, DEVNET_ADDRESSES } from '../src/index';
import { DEVNET_CHAINS, DEVNET_DEPLOYER, DEVNET_MNEMONIC } from '../src/browser';
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
  });

  it('places each contract at the deployer’s CREATE address for its nonce', () => {
    const inNonceOrder = Object.values(DEVNET_ADDRESSES);
    inNonceOrder.forEach((address, nonce) => {
      expect(getContractAddress({ from: DEVNET_DEPLOYER.address, nonce: BigInt(nonce) })).toBe(address);
    });
    const firstSteps = buildSeedTransactions().slice(0, inNonceOrder.length);
    expect(firstSteps.map((step) => step.expectedAddress)).toEqual(inNonceOrder);
  });

  it('names the two chains with their default ports', () => {
    expect(DEVNET_CHAINS).toEqual([
      { chainId: 31337, name: 'Airlock Devnet', defaultPort: 8545 },
      { chainId: 31338, name: 'Airlock Devnet L2', defaultPort: 8546 },
    ]);
  });
});
