import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { LocalFeatures, Network } from '@airlock/core';
import { DEFAULT_REMOTE_FEATURES, type TokenBalance } from '@airlock/protocol';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { startRecordingServer } from '../../core/test/recording-server';
import { SendingAdapter } from '../../core/test/send/sending-adapter';
import { renderAirlock } from './render-airlock';

const PROJECT = 'a'.repeat(32);

export type AccountApi = Awaited<ReturnType<typeof startAccountApi>>;

/** A holding on the devnet (chain 31337) as the API's /balance lists it, its value at `price` per token. */
export function tokenBalance(symbol: string, numeric: string, decimals: string, price: number, address?: string): TokenBalance {
  return {
    name: `${symbol} token`,
    symbol,
    chainId: 'eip155:31337',
    address,
    price,
    value: Number(numeric) * price,
    quantity: { decimals, numeric },
    iconUrl: '',
  };
}

/**
 * The API the modal calls for a connected account: the project's config with every remote feature on,
 * `balances` at /balance, and `answers` (bodies keyed by how the path ends, such as '/history');
 * anything else is accepted with an empty body.
 */
export function startAccountApi(balances: TokenBalance[], answers: Record<string, unknown> = {}) {
  return startRecordingServer((request) => {
    if (request.path === '/v1/project/config')
      return { status: 200, body: { projectId: PROJECT, name: 'x', features: DEFAULT_REMOTE_FEATURES } };
    if (request.path.endsWith('/balance')) return { status: 200, body: { balances } };
    const answer = Object.entries(answers).find(([pathEnd]) => request.path.endsWith(pathEnd));
    if (answer) return { status: 200, body: answer[1] };
    return { status: 202, body: {} };
  });
}

export interface AccountViewOptions {
  /** The Airlock Devnet and its L2 unless given. */
  networks?: [Network, ...Network[]];
  /** Features switched in code, on top of analytics off. */
  features?: Partial<LocalFeatures>;
  /** A SendingAdapter on `networks` unless the test brings its own (configured before connecting). */
  adapter?: SendingAdapter;
}

/** Clicks the connect button, which opens the Account view while connected. */
export async function pressAccountButton(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^Account/ }));
  // The Account view's code loads on demand: wait for the view, not only the modal.
  await screen.findByTestId('airlock-account-address');
}

/** The modal rendered against the API at `apiUrl`, initialised, connected as dev.a, and the Account view open. */
export async function openAccountView(apiUrl: string, options: AccountViewOptions = {}) {
  const networks = options.networks ?? [devnet, devnetL2];
  const adapter = options.adapter ?? new SendingAdapter(networks);
  const rendered = renderAirlock({
    adapters: [adapter],
    apiUrl,
    projectId: PROJECT,
    networks,
    features: { analytics: false, ...options.features },
  });
  await rendered.airlock.init();
  await rendered.airlock.connect('dev.a');
  await pressAccountButton(rendered.user);
  return { ...rendered, adapter, dialog: () => screen.getByRole('dialog') };
}

/** Presses Send in the Account view; resolves with the token form. */
export async function openSendForm({ user, dialog }: { user: UserEvent; dialog: () => HTMLElement }) {
  await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
  return within(dialog()).findByRole('form', { name: 'Send tokens' });
}

/** Picks `symbol` in the form's Token list, once the balances have put it there. */
export async function chooseToken(user: UserEvent, form: HTMLElement, symbol: string) {
  await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Token' })).toHaveTextContent(symbol));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Token' }), symbol);
}
