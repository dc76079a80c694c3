import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTOR_IDS, type Connector } from '@airlock/core';
import { DEFAULT_REMOTE_FEATURES, type TokenBalance } from '@airlock/protocol';
import { devnet } from '../../core/test/fixtures';
import { startRecordingServer } from '../../core/test/recording-server';
import { SendingAdapter } from '../../core/test/send/sending-adapter';
import { useFrameSlotEnvironment } from './embedded-account';
import { renderAirlock } from './render-airlock';

const PROJECT = 'a'.repeat(32);
const AUTH: Connector = { id: CONNECTOR_IDS.auth, name: 'Email', type: 'AUTH', chain: 'eip155' };
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  value: 4500,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
};

/** The embedded wallet's account: a send waits on the secure frame's answer, which the test gives with `answer`. */
class EmbeddedSendingAdapter extends SendingAdapter {
  override readonly connectors: Connector[] = [AUTH];
  answer: (error: Error) => void = () => undefined;
  override sendTransaction(): Promise<string> {
    return new Promise((_resolve, reject) => (this.answer = reject));
  }
}

useFrameSlotEnvironment();

describe("the Send review of an embedded wallet's account", () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeEach(async () => {
    localStorage.clear();
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config')
        return { status: 200, body: { projectId: PROJECT, name: 'x', features: DEFAULT_REMOTE_FEATURES } };
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [eth] } };
      return { status: 202, body: {} };
    });
  });
  afterEach(() => server.close());

  it('hides its Edit and Confirm while the secure frame shows Approve and Reject over it, then shows them once it is done', async () => {
    const adapter = new EmbeddedSendingAdapter([devnet]);
    const { airlock, user } = renderAirlock({
      adapters: [adapter],
      apiUrl: server.url,
      projectId: PROJECT,
      networks: [devnet],
      features: { analytics: false },
    });
    await airlock.init();
    await airlock.connect(CONNECTOR_IDS.auth);
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    const dialog = () => screen.getByRole('dialog');
    await user.click(await within(dialog()).findByRole('button', { name: 'Send' }));
    const form = await within(dialog()).findByRole('form', { name: 'Send tokens' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '0.05');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    await waitFor(() => expect(within(form).getByTestId('airlock-send-fee')).toHaveTextContent('ETH'));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
    await user.click(within(review).getByRole('button', { name: 'Confirm in wallet' }));

    // The frame asks to be shown (its approval): only its buttons are there to press.
    act(() => airlock.embedded.setState({ frameVisible: true }));
    await waitFor(() => expect(review.querySelector('.airlock-frame-slot')?.getAttribute('data-visible')).toBe('true'));
    expect(within(review).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(review).queryByRole('button', { name: 'Confirm in wallet' })).toBeNull();
    // The frame shows what is approved (from the frame's origin, not the page's): the modal's copy of it steps aside, so the frame's
    // Approve fits a phone.
    expect(within(review).getByTestId('airlock-send-review-recipient')).not.toBeVisible();
    expect(within(review).queryByText('Confirm the transaction in your wallet')).toBeNull();
    // The approval's slot keeps the default height when the frame needs less (its buttons never move as the height arrives), and grows when
    // it needs more.
    const slot = review.querySelector<HTMLElement>('.airlock-frame-slot')!;
    act(() => airlock.embedded.setState({ frameHeight: 300 }));
    expect(slot.style.minHeight).toBe('');
    act(() => airlock.embedded.setState({ frameHeight: 520 }));
    await waitFor(() => expect(slot.style.minHeight).toBe('min(520px, 62vh)'));

    // Rejected in the frame: the frame hides, the review is the modal's again.
    act(() => {
      airlock.embedded.setState({ frameVisible: false });
      adapter.answer(SendingAdapter.rejected());
    });
    const again = await within(dialog()).findByRole('button', { name: 'Confirm in wallet' });
    expect(again).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(dialog()).getByTestId('airlock-send-review-recipient')).toBeVisible();
  });
});
