import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { coinTypeOfChain } from '@airlock/protocol';
import { openNamedAccount } from './names-test-setup';
import { openSendForm } from './send-test-setup';

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

async function openNamedSend() {
  const opened = await openNamedAccount((api) => api.seed('bob-1.airlock.id', BOB, coinTypeOfChain(31337)));
  cleanup.push(
    () => opened.airlock.destroy(),
    () => opened.api.close(),
  );
  const form = await openSendForm(opened);
  const recipient = within(form).getByRole('textbox', { name: 'Recipient' });
  return { ...opened, form, recipient };
}

describe('Send to a name', () => {
  it('resolves a name typed as recipient, shows its address before the review, and sends there', async () => {
    const { user, form, recipient, adapter, dialog } = await openNamedSend();
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '0.1');
    await user.type(recipient, 'bob-1.airlock.id');
    await waitFor(() => expect(within(form).getByTestId('airlock-send-recipient-name')).toHaveTextContent(`bob-1.airlock.id is ${BOB}`));
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
    expect(within(review).getByTestId('airlock-send-review-recipient-name')).toHaveTextContent('bob-1.airlock.id');
    expect(within(review).getByTestId('airlock-send-review-recipient')).toHaveTextContent(BOB);
    await user.click(within(review).getByRole('button', { name: 'Confirm in wallet' }));
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    expect(adapter.sent[0]).toMatchObject({ to: BOB, value: 100_000_000_000_000_000n });
  });

  it('says when a name gives no address, is not under the server’s suffix, or cannot be looked up', async () => {
    const { user, form, recipient, api } = await openNamedSend();
    await user.type(recipient, 'nobody.airlock.id');
    expect(await within(form).findByRole('alert')).toHaveTextContent('No address for nobody.airlock.id on this network');
    expect(within(form).getByRole('button', { name: 'Preview' })).toBeDisabled();

    await user.clear(recipient);
    await user.type(recipient, 'vitalik.eth');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Only names ending in .airlock.id can be sent to; enter an address instead',
      ),
    );

    api.failing.add('account');
    await user.clear(recipient);
    await user.type(recipient, 'carol.airlock.id');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Error resolving name'));
    expect(recipient).toHaveAttribute('aria-invalid', 'true');

    // An address typed after a name is checked as before.
    await user.clear(recipient);
    await user.type(recipient, BOB);
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    expect(within(form).queryByTestId('airlock-send-recipient-name')).toBeNull();
  });
});
