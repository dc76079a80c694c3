import { describe, expect, it } from 'vitest';
import { encodeFunctionData, parseAbi } from 'viem';
import type { AccountNft, TokenBalance } from '@airlock/protocol';
import { disconnectedAccount } from '../../src/connection/account-state';
import type { ChainState } from '../../src/connection/chain-store';
import { send as enSend } from '../../src/i18n/locales/en/send';
import { nftSend as enNftSend } from '../../src/i18n/locales/en/nft-send';
import { maxSendAmount } from '../../src/send/max-send-amount';
import { nftSendAmount } from '../../src/send/nft-send-amount';
import { nftSendForm } from '../../src/send/nft-send-form';
import { nftTransferRequest } from '../../src/send/nft-transfer-request';
import { sendAssetRequest } from '../../src/send/send-asset-request';
import { sendDraft } from '../../src/send/send-draft';
import { validateSendForm } from '../../src/send/send-form-validation';
import { sendableNft, type SendableNft } from '../../src/send/sendable-nft';
import { devnet } from '../fixtures';

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const contract = '0x4444444444444444444444444444444444444444';
const fee = 21_000n * 2_000_000_000n;
// An independent encoder as the oracle for the hand-written calldata.
const nftAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
]);

function accountNft(overrides: Partial<AccountNft> = {}): AccountNft {
  return {
    chainId: 31337,
    contract,
    tokenId: '7',
    standard: 'erc721',
    balance: '1',
    collection: { name: 'Airlock Punks', symbol: 'PUNK' },
    name: 'Punk #7',
    description: null,
    imageUrl: '/v1/nft-image/7',
    attributes: [],
    isSpam: false,
    ...overrides,
  };
}

function nft(overrides: Partial<AccountNft> = {}): SendableNft {
  const asset = sendableNft(accountNft(overrides));
  if (!asset) throw new Error('not sendable');
  return asset;
}

describe('NFT transfer calldata', () => {
  it('calls safeTransferFrom(from, to, tokenId) on an ERC-721 collection', () => {
    const request = nftTransferRequest(nft({ tokenId: '123456789012345678901234567890' }), from, to, 1n);
    expect(request).toEqual({
      to: contract,
      value: 0n,
      data: encodeFunctionData({ abi: nftAbi, functionName: 'safeTransferFrom', args: [from, to, 123456789012345678901234567890n] }),
    });
    expect(request.data!.slice(0, 10)).toBe('0x42842e0e');
  });

  it('calls safeTransferFrom(from, to, id, amount, "0x") on an ERC-1155 collection', () => {
    const request = nftTransferRequest(nft({ standard: 'erc1155', tokenId: '3', balance: '10' }), from, to, 4n);
    expect(request).toEqual({
      to: contract,
      value: 0n,
      data: encodeFunctionData({ abi: nftAbi, functionName: 'safeTransferFrom', args: [from, to, 3n, 4n, '0x'] }),
    });
    expect(request.data!.slice(0, 10)).toBe('0xf242432a');
  });

  it('is what the Send flow sends for an NFT asset, and a token transfer for the others', () => {
    expect(sendAssetRequest(nft(), from, to, 1n)).toEqual(nftTransferRequest(nft(), from, to, 1n));
    expect(sendAssetRequest({ key: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, balance: 5n, price: 0 }, from, to, 5n)).toEqual({
      to,
      value: 5n,
    });
  });
});

describe('sendableNft', () => {
  it('takes the standard, token id and balance of an NFT the account holds', () => {
    expect(nft({ standard: 'erc1155', tokenId: '3', balance: '10' })).toMatchObject({
      kind: 'nft',
      key: `31337:${contract}:3`,
      standard: 'erc1155',
      contract,
      tokenId: 3n,
      balance: 10n,
    });
  });

  it('refuses an NFT whose balance or token id is not a whole number, or that the account no longer holds', () => {
    expect(sendableNft(accountNft({ balance: '1.5' }))).toBeUndefined();
    expect(sendableNft(accountNft({ tokenId: 'x' }))).toBeUndefined();
    expect(sendableNft(accountNft({ balance: '0' }))).toBeUndefined();
  });
});

describe('NFT amounts', () => {
  const items = nft({ standard: 'erc1155', balance: '3' });

  it('sends 1 by default', () => {
    expect(nftSendForm(accountNft())).toMatchObject({ nft: accountNft(), amount: '1', recipient: '', step: 'form' });
    expect(nftSendAmount(items, nftSendForm(accountNft()).amount, fee, fee)).toEqual({ amount: 1n });
  });

  it('accepts any whole number from 1 up to the balance', () => {
    expect(nftSendAmount(items, '3', fee, fee)).toEqual({ amount: 3n });
    expect(nftSendAmount(items, '4', fee, fee)).toEqual({ error: 'You hold 3 of this NFT' });
    expect(nftSendAmount(items, '0', fee, fee)).toEqual({ error: enSend.amountMustBePositive });
    expect(nftSendAmount(items, '1.5', fee, fee)).toEqual({ error: enNftSend.nftWholeAmount });
    expect(nftSendAmount(items, 'abc', fee, fee)).toEqual({ error: enNftSend.nftWholeAmount });
    expect(nftSendAmount(items, '', fee, fee)).toEqual({});
  });

  it('sends exactly 1 of an ERC-721', () => {
    expect(nftSendAmount(nft(), '1', fee, fee)).toEqual({ amount: 1n });
    expect(nftSendAmount(nft(), '2', fee, fee)).toEqual({ error: 'You hold 1 of this NFT' });
  });

  it('reports insufficient funds when the native balance cannot pay the network fee', () => {
    expect(nftSendAmount(items, '1', fee, fee - 1n)).toEqual({ error: enSend.insufficientFunds });
  });

  it('has the balance as its maximum, the fee being paid in the native currency', () => {
    expect(maxSendAmount(items, fee)).toBe(3n);
  });

  it('is checked with the recipient by the Send form validation', () => {
    expect(validateSendForm({ token: items, amount: '2', recipient: to.slice(2), fee, nativeBalance: fee })).toEqual({
      errors: {},
      warnings: {},
      amount: 2n,
      recipient: to,
    });
    expect(validateSendForm({ token: items, amount: '5', recipient: '0x12', fee, nativeBalance: fee }).errors).toEqual({
      amount: 'You hold 3 of this NFT',
      recipient: enSend.invalidRecipientAddress,
    });
  });
});

describe('sendDraft with an NFT chosen', () => {
  const eth: TokenBalance = {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 3000,
    value: 3000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  };
  function chainOn(network = devnet): ChainState {
    return {
      activeNamespace: 'eip155',
      networks: [network],
      namespaces: {
        eip155: {
          namespace: 'eip155',
          account: { ...disconnectedAccount(), status: 'connected', address: from, tokenBalances: [eth] },
          network: { caipNetwork: network, supported: true },
        },
      },
    };
  }

  it('sends the NFT rather than a token, checked against the native balance for the fee', () => {
    const draft = sendDraft(chainOn(), { ...nftSendForm(accountNft()), recipient: to, fee });
    expect(draft?.token).toMatchObject({ kind: 'nft', tokenId: 7n });
    expect(draft?.check).toEqual({ errors: {}, warnings: {}, amount: 1n, recipient: to });
  });

  it('falls back to the tokens on a network the NFT is not on', () => {
    const draft = sendDraft(chainOn({ ...devnet, id: 1, caipNetworkId: 'eip155:1' }), { ...nftSendForm(accountNft()), recipient: to });
    expect(draft?.token).not.toMatchObject({ kind: 'nft' });
  });
});
