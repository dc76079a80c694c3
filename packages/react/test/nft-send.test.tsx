import { waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeFunctionData, parseAbi } from 'viem';
import { CHAIN_NODE_ERROR_MESSAGES, ChainNodeError, type Network } from '@airlock/core';
import type { AccountNft, TokenBalance } from '@airlock/protocol';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { openAccountView, startAccountApi, type AccountApi } from './send-test-setup';

const PUNKS = '0x4444444444444444444444444444444444444444';
const ITEMS = '0x5555555555555555555555555555555555555555';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// Priced like a main network, so the fee shows in USD too.
const pricedDevnet: Network = { ...devnet, testnet: false };
const nftAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
]);
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  value: 4500,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
};
const punk: AccountNft = {
  chainId: 31337,
  contract: PUNKS,
  tokenId: '7',
  standard: 'erc721',
  balance: '1',
  collection: { name: 'Airlock Punks', symbol: 'PUNK' },
  name: 'Punk #7',
  description: 'A punk',
  imageUrl: '/v1/nft-image/punk-7',
  attributes: [],
  isSpam: false,
};
const sword: AccountNft = {
  ...punk,
  contract: ITEMS,
  tokenId: '2',
  standard: 'erc1155',
  balance: '3',
  collection: { name: 'Airlock Items', symbol: null },
  name: 'Sword',
  imageUrl: '/v1/nft-image/sword',
};

async function seriousViolations(element: Element) {
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

describe('sending an NFT', () => {
  let server: AccountApi;
  beforeEach(async () => {
    localStorage.clear();
    server = await startAccountApi([eth], { '/nfts': { data: [punk, sword], next: null } });
  });
  afterEach(() => server.close());

  async function openNft(name: string, features: Record<string, boolean> = {}) {
    const account = await openAccountView(server.url, { networks: [pricedDevnet, devnetL2], features });
    const { user, dialog } = account;
    await user.click(within(dialog()).getByRole('tab', { name: 'NFTs' }));
    await user.click(await within(dialog()).findByRole('button', { name }));
    const details = within(dialog()).getByRole('article', { name: 'NFT details' });
    return { ...account, details };
  }

  it('sends an ERC-721 from its details: recipient checked, fee, a preview with the NFT, the wallet, pending then confirmed', async () => {
    const { user, adapter, dialog, details } = await openNft('Punk #7');
    await user.click(within(details).getByRole('button', { name: 'Send' }));
    const form = await within(dialog()).findByRole('form', { name: 'Send NFT' });
    expect(within(form).getByRole('img', { name: 'Punk #7' })).toHaveAttribute('src', `${server.url}/v1/nft-image/punk-7`);
    expect(within(form).getByTestId('airlock-send-nft')).toHaveTextContent('Airlock Punks');
    // One ERC-721 is all there is to send: no amount to type.
    expect(within(form).queryByRole('textbox', { name: 'Amount' })).toBeNull();

    const recipientBox = within(form).getByRole('textbox', { name: 'Recipient' });
    await user.type(recipientBox, '0x1234');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an address: 0x followed by 40 hexadecimal digits');
    expect(within(form).getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.clear(recipientBox);
    await user.type(recipientBox, recipient);
    // 21,000 gas × 2 gwei = 0.000042 ETH, at $3,000 per ETH = $0.13.
    await waitFor(() => expect(within(form).getByTestId('airlock-send-fee')).toHaveTextContent('0.000042 ETH · $0.13'));
    expect(adapter.estimated.at(-1)).toMatchObject({ to: PUNKS, value: 0n });
    expect(await seriousViolations(dialog())).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
    expect(within(review).getByRole('img', { name: 'Punk #7' })).toHaveAttribute('src', `${server.url}/v1/nft-image/punk-7`);
    expect(within(review).getByTestId('airlock-send-review-nft')).toHaveTextContent('Punk #7');
    expect(within(review).getByTestId('airlock-send-review-collection')).toHaveTextContent('Airlock Punks');
    expect(within(review).getByTestId('airlock-send-review-token-id')).toHaveTextContent('7');
    expect(within(review).getByTestId('airlock-send-review-recipient')).toHaveTextContent(recipient);
    expect(within(review).getByTestId('airlock-send-review-fee')).toHaveTextContent('0.000042 ETH');
    expect(within(review).queryByTestId('airlock-send-review-amount')).toBeNull();
    expect(await seriousViolations(dialog())).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Confirm in wallet' }));

    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    expect(adapter.sent).toEqual([
      {
        from: adapter.address,
        to: PUNKS,
        value: 0n,
        chainId: 31337,
        data: encodeFunctionData({
          abi: nftAbi,
          functionName: 'safeTransferFrom',
          args: [adapter.address as `0x${string}`, recipient, 7n],
        }),
      },
    ]);
    adapter.mine(`0x${'1'.padStart(64, '0')}`);
    expect(await within(dialog()).findByText('Transaction confirmed')).toBeInTheDocument();
  }, 20_000);

  it('sends a chosen quantity of an ERC-1155, 1 by default and at most the balance', async () => {
    const { user, adapter, dialog, details } = await openNft('Sword');
    await user.click(within(details).getByRole('button', { name: 'Send' }));
    const form = await within(dialog()).findByRole('form', { name: 'Send NFT' });
    const amount = within(form).getByRole('textbox', { name: 'Quantity' });
    expect(amount).toHaveValue('1');
    expect(form).toHaveTextContent('You hold 3');
    await user.clear(amount);
    await user.type(amount, '4');
    expect(within(form).getByRole('alert')).toHaveTextContent('You hold 3 of this NFT');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '1.5');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a whole number, like 1');
    await user.clear(amount);
    await user.type(amount, '2');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    expect(within(form).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Preview' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
    expect(within(review).getByTestId('airlock-send-review-quantity')).toHaveTextContent('2');
    await user.click(within(review).getByRole('button', { name: 'Confirm in wallet' }));
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    expect(adapter.sent).toEqual([
      {
        from: adapter.address,
        to: ITEMS,
        value: 0n,
        chainId: 31337,
        data: encodeFunctionData({
          abi: nftAbi,
          functionName: 'safeTransferFrom',
          args: [adapter.address as `0x${string}`, recipient, 2n, 2n, '0x'],
        }),
      },
    ]);
  }, 20_000);

  it("shows the chain node's refusal with its §8 message on the preview", async () => {
    const { user, adapter, dialog, details } = await openNft('Punk #7');
    await user.click(within(details).getByRole('button', { name: 'Send' }));
    const form = await within(dialog()).findByRole('form', { name: 'Send NFT' });
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Preview' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    adapter.nextSendError = new ChainNodeError('insufficientFunds');
    await user.click(await within(dialog()).findByRole('button', { name: 'Confirm in wallet' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CHAIN_NODE_ERROR_MESSAGES.insufficientFunds);
    expect(adapter.sent).toEqual([]);
  });

  it("opens the token form from the Account view's Send after an NFT send was left", async () => {
    const { user, dialog, details } = await openNft('Punk #7');
    await user.click(within(details).getByRole('button', { name: 'Send' }));
    await within(dialog()).findByRole('form', { name: 'Send NFT' });
    await user.click(within(dialog()).getByRole('button', { name: /^Back/ }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Send' }));
    expect(await within(dialog()).findByRole('form', { name: 'Send tokens' })).toBeInTheDocument();
  });

  it('offers no Send on an NFT while the send feature is off', async () => {
    const { details } = await openNft('Punk #7', { send: false });
    expect(within(details).queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
