import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { playFrame, renderEmbeddedAccount, useFrameSlotEnvironment } from './embedded-account';

const ADDRESS = `0x${'a'.repeat(40)}`;

type Reply = (id: string, type: string) => object;

/**
 * Signed in through the embedded wallet (a smart account on the devnet), the Account view open, and
 * the test playing the secure frame: each SET_PREFERRED_ACCOUNT gets `reply` after `delayMs`.
 */
async function embeddedAccount(reply: Reply, delayMs = 0) {
  const { airlock, clicks } = await renderEmbeddedAccount(
    {
      user: { email: 'visitor@example.com', address: ADDRESS },
      preferredAccountType: 'smartAccount',
      smartAccountEnabledNetworks: [31337],
    },
    [devnet, devnetL2],
  );
  const asked: string[] = [];
  const ready = (async () => {
    await playFrame(airlock, ({ id, type, payload }, send) => {
      if (type !== 'SET_PREFERRED_ACCOUNT') return;
      const { type: accountType } = payload as { type: string };
      asked.push(accountType);
      setTimeout(() => send(reply(id, accountType)), delayMs);
    });
  })();
  const settings = () => within(screen.getByRole('dialog')).getByRole('group', { name: 'Account settings' });
  return { airlock, clicks, settings, asked, ready, accountType: () => airlock.chain.getState().namespaces.eip155!.account.accountType };
}

useFrameSlotEnvironment();

describe('Account settings: account type', () => {
  it('shows Smart account, switches to EOA and back through the frame, busy while it waits', async () => {
    const { clicks, settings, asked, ready, accountType } = await embeddedAccount(
      (id, type) => ({ id, type: 'SET_PREFERRED_ACCOUNT_SUCCESS', payload: { type, address: ADDRESS } }),
      50,
    );
    expect(within(settings()).getByTestId('airlock-account-type')).toHaveTextContent('Smart account');
    expect(accountType()).toBe('smartAccount');
    const toEoa = within(settings()).getByRole('button', { name: 'Switch to EOA' });
    expect(toEoa).toHaveAccessibleDescription(/Account type/);
    toEoa.focus();
    await clicks.keyboard('{Enter}');
    await ready;
    await waitFor(() => expect(within(settings()).getByRole('button', { name: 'Switching…' })).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() => expect(within(settings()).getByTestId('airlock-account-type')).toHaveTextContent('EOA'));
    expect(accountType()).toBe('eoa');
    const toSmart = await within(settings()).findByRole('button', { name: 'Switch to smart account' });
    expect(document.activeElement).toBe(toSmart);
    await clicks.click(toSmart);
    await waitFor(() => expect(within(settings()).getByTestId('airlock-account-type')).toHaveTextContent('Smart account'));
    expect(asked).toEqual(['eoa', 'smartAccount']);
    expect(within(settings()).queryByRole('alert')).toBeNull();
  });

  it('a refused switch falls back to EOA and says why, in an alert', async () => {
    const { clicks, settings, ready, accountType } = await embeddedAccount((id) => ({
      id,
      type: 'SET_PREFERRED_ACCOUNT_ERROR',
      payload: { message: 'No network here has a smart account executor' },
    }));
    await clicks.click(within(settings()).getByRole('button', { name: 'Switch to EOA' }));
    await ready;
    await waitFor(() =>
      expect(within(settings()).getByRole('alert')).toHaveTextContent(
        'Could not switch the account type, so it is an EOA now: No network here has a smart account executor',
      ),
    );
    expect(within(settings()).getByTestId('airlock-account-type')).toHaveTextContent('EOA');
    expect(accountType()).toBe('eoa');
  });

  it('says when the network has no smart accounts', async () => {
    const { airlock, settings, accountType } = await embeddedAccount((id) => ({ id, type: 'SET_PREFERRED_ACCOUNT_SUCCESS', payload: {} }));
    expect(within(settings()).queryByText('This network has no smart accounts: the account works as an EOA here.')).toBeNull();
    act(() => airlock.embedded.setState({ smartAccountEnabledNetworks: [31338] }));
    expect(within(settings()).getByText('This network has no smart accounts: the account works as an EOA here.')).toBeInTheDocument();
    expect(accountType()).toBe('eoa');
  });
});
