import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type AccountNft } from '@airlock/protocol';
import { startRecordingServer } from '../../core/test/recording-server';
import { renderAirlock } from './render-airlock';

const PROJECT = 'a'.repeat(32);

function nft(tokenId: string, overrides: Partial<AccountNft> = {}): AccountNft {
  return {
    chainId: 31337,
    contract: '0x4444444444444444444444444444444444444444',
    tokenId,
    standard: 'erc721',
    balance: '1',
    collection: { name: 'Airlock Punks', symbol: 'PUNK' },
    name: `Punk #${tokenId}`,
    description: `Punk number ${tokenId}`,
    imageUrl: `/v1/nfts/image/${tokenId}`,
    attributes: [
      { trait_type: 'Hat', value: 'Cap' },
      { trait_type: 'Level', value: 3 },
    ],
    isSpam: false,
    ...overrides,
  };
}

async function seriousViolations(element: Element) {
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

describe('the NFTs tab', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let nfts: AccountNft[];
  let nftsStatus: number;
  beforeEach(async () => {
    nfts = [];
    nftsStatus = 200;
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config')
        return { status: 200, body: { projectId: PROJECT, name: 'x', features: DEFAULT_REMOTE_FEATURES } };
      if (request.path.endsWith('/nfts'))
        return nftsStatus === 200 ? { status: 200, body: { data: nfts, next: null } } : { status: nftsStatus, body: { message: 'down' } };
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [] } };
      return { status: 202, body: {} };
    });
  });
  afterEach(() => server.close());

  async function openNfts() {
    const rendered = renderAirlock({ apiUrl: server.url, projectId: PROJECT, features: { analytics: false } });
    await rendered.airlock.init();
    await rendered.airlock.connect('dev.a');
    await rendered.user.click(await screen.findByRole('button', { name: /^Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    await rendered.user.click(await within(dialog).findByRole('tab', { name: 'NFTs' }));
    return { ...rendered, dialog, panel: within(dialog).getByRole('tabpanel', { name: 'NFTs' }) };
  }

  it('shows a grid of the account’s NFTs with images named after them, spam left out', async () => {
    nfts = [nft('1'), nft('2', { name: null }), nft('3', { name: 'Free Claim', isSpam: true })];
    const { panel, dialog } = await openNfts();
    expect(within(panel).getByLabelText(/^Loading/)).toBeInTheDocument();
    const grid = await within(panel).findByRole('list', { name: 'NFTs' });
    const tiles = within(grid).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Punk #1', 'Airlock Punks #2']);
    expect(within(grid).getByRole('img', { name: 'Punk #1' })).toHaveAttribute('src', `${server.url}/v1/nfts/image/1`);
    expect(panel).not.toHaveTextContent('Free Claim');
    expect(server.requests.find((request) => request.path.endsWith('/nfts'))!.query.get('chainId')).toBe('eip155:31337');
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('opens an NFT’s details from the keyboard and returns to its tile', async () => {
    nfts = [nft('1'), nft('2')];
    const { panel, user, dialog } = await openNfts();
    const tile = await within(panel).findByRole('button', { name: 'Punk #2' });
    tile.focus();
    await user.keyboard('{Enter}');
    const details = within(panel).getByRole('article', { name: 'NFT details' });
    expect(within(details).getByRole('heading', { name: 'Punk #2' })).toHaveFocus();
    expect(details).toHaveTextContent('Airlock Punks');
    expect(details).toHaveTextContent('Token ID2');
    expect(details).toHaveTextContent('Punk number 2');
    const attributes = within(details).getByRole('region', { name: 'Attributes' });
    expect(attributes).toHaveTextContent('Hat Cap');
    expect(attributes).toHaveTextContent('Level 3');
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.click(within(details).getByRole('button', { name: 'Back to NFTs' }));
    expect(within(panel).getByRole('button', { name: 'Punk #2' })).toHaveFocus();
  });

  it('says so when the account has no NFTs', async () => {
    const { panel } = await openNfts();
    expect(await within(panel).findByTestId('airlock-nfts-empty')).toHaveTextContent('No NFTs yet');
  });

  it('offers a retry when the NFTs cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    nftsStatus = 500;
    const { panel, user } = await openNfts();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Could not load NFTs');
    nftsStatus = 200;
    nfts = [nft('1')];
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('button', { name: 'Punk #1' })).toBeInTheDocument();
  });
});
