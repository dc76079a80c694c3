import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocalSiwx, MODAL_SHAKE_MS } from '@airlock/core';
import { renderAirlock } from './render-airlock';

async function connectWalletA(setup: ReturnType<typeof renderAirlock>) {
  await setup.user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
  await setup.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Wallet A/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  // The view's code loads on first use.
  await within(dialog).findByRole('button', { name: 'Sign' });
  return dialog;
}

/** A wallet whose next signature waits for the test. */
function holdSignature(adapter: ReturnType<typeof renderAirlock>['adapter']) {
  let settle: { resolve(): void; reject(error: Error): void } | undefined;
  adapter.signMessage = ({ message }) =>
    new Promise<string>((resolve, reject) => {
      settle = { resolve: () => resolve(`0xsigned:${message}`), reject };
    });
  return { approve: () => settle?.resolve(), reject: (error: Error) => settle?.reject(error), waiting: () => settle !== undefined };
}

describe('SIWXSignMessage', () => {
  it('asks after connecting: the dApp, the account, the network, the statement, with focus on Sign', async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx({ statement: 'Sign in to the demo.' }), metadata: { name: 'Demo dApp' } });
    const dialog = await connectWalletA(setup);
    expect(within(dialog).getByRole('heading', { name: 'Demo dApp asks you to sign in' })).toBeInTheDocument();
    expect(within(dialog).getByText('0x11…111111')).toBeInTheDocument();
    expect(within(dialog).getByText('Airlock Devnet')).toBeInTheDocument();
    expect(within(dialog).getByText('Sign in to the demo.')).toBeInTheDocument();
    const sign = within(dialog).getByRole('button', { name: 'Sign' });
    await waitFor(() => expect(sign).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('signs with Enter: busy and disabled while the wallet asks, then the modal closes and the session is kept', async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx() });
    const dialog = await connectWalletA(setup);
    const wallet = holdSignature(setup.adapter);
    const sign = within(dialog).getByRole('button', { name: 'Sign' });
    await waitFor(() => expect(sign).toHaveFocus());
    await setup.user.keyboard('{Enter}');
    await waitFor(() => expect(wallet.waiting()).toBe(true));
    expect(sign).toBeDisabled();
    expect(sign).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('airlock-toast')).toHaveTextContent('Authenticating...');
    await act(async () => wallet.approve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await setup.airlock.siwxSessions()).toHaveLength(1);
  });

  it("shows 'Error signing message' and stays open when the wallet refuses; Sign works again", async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx() });
    const dialog = await connectWalletA(setup);
    const wallet = holdSignature(setup.adapter);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(wallet.waiting()).toBe(true));
    await act(async () => wallet.reject(new Error('User rejected the request')));
    await waitFor(() => expect(screen.getByTestId('airlock-toast')).toHaveTextContent('Error signing message'));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeEnabled();
  });

  it('Cancel closes the modal and keeps the wallet connected when sign-in is optional', async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx() });
    const dialog = await connectWalletA(setup);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setup.airlock.chain.getState().namespaces.eip155?.account.status).toBe('connected');
  });

  it('Cancel disconnects when sign-in is required and there is no session', async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx({ required: true }) });
    const dialog = await connectWalletA(setup);
    await setup.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setup.airlock.chain.getState().namespaces.eip155?.account.status).toBe('disconnected');
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('cannot be closed while sign-in is required: Escape and the close button shake the modal', async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx({ required: true }) });
    const dialog = await connectWalletA(setup);
    await setup.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveAttribute('data-shake', 'true');
    await waitFor(() => expect(dialog).toHaveAttribute('data-shake', 'false'), { timeout: MODAL_SHAKE_MS + 1_000 });
    await setup.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveAttribute('data-shake', 'true');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('is reached with Tab from Sign to Cancel, and Cancel works from the keyboard', async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx() });
    const dialog = await connectWalletA(setup);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign' })).toHaveFocus());
    await setup.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await setup.user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks the modal’s language', async () => {
    const setup = renderAirlock({ siwx: createLocalSiwx(), locale: 'de', metadata: { name: 'Demo' } });
    await waitFor(() => expect(setup.airlock.locale.getState().locale).toBe('de'));
    await setup.user.click(await screen.findByRole('button', { name: 'Wallet verbinden' }));
    await setup.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Wallet A/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    expect(await within(dialog).findByRole('button', { name: 'Signieren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Demo bittet Sie, sich anzumelden' })).toBeInTheDocument();
  });
});
