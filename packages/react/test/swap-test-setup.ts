import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { LocalFeatures } from '@airlock/core';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { SendingAdapter } from '../../core/test/send/sending-adapter';
import { startConvertApi, SWAP_PROJECT, type ConvertStandInOptions } from '../../core/test/swap/convert-api-stand-in';
import { renderAirlock } from './render-airlock';
import { pressAccountButton } from './send-test-setup';

export type ConvertApi = Awaited<ReturnType<typeof startConvertApi>>;

/**
 * The modal against a stand-in of the server's convert routes (core/test/swap), connected as dev.a (1.5 ETH, 250 USDC
 * on the devnet) with a SendingAdapter, the Account view open.
 */
export async function openSwapAccount(options: ConvertStandInOptions & { localFeatures?: Partial<LocalFeatures> } = {}) {
  const api = await startConvertApi(options);
  const adapter = new SendingAdapter([devnet, devnetL2]);
  const rendered = renderAirlock({
    adapters: [adapter],
    apiUrl: api.url,
    projectId: SWAP_PROJECT,
    networks: [devnet, devnetL2],
    features: { analytics: false, ...options.localFeatures },
  });
  await rendered.airlock.init();
  await rendered.airlock.connect('dev.a');
  await pressAccountButton(rendered.user);
  const dialog = () => screen.getByRole('dialog');
  return { ...rendered, api, adapter, dialog };
}

/** Presses Swap in the Account view once the network's swap support is known; resolves with the Swap form. */
export async function openSwapForm({ user, dialog }: { user: UserEvent; dialog: () => HTMLElement }) {
  await user.click(await within(dialog()).findByRole('button', { name: 'Swap' }));
  return within(dialog()).findByRole('form', { name: 'Swap tokens' });
}

/** Chooses `symbol` on one side of the form through its token picker (by search and Enter). */
export async function chooseSwapToken(user: UserEvent, form: HTMLElement, side: 'pay' | 'receive', symbol: string) {
  // The paying side always has a token (the native currency unless another was chosen); the receiving one may not yet.
  const name = side === 'pay' ? /^Token you pay/ : /^(Token you receive|Select token)/;
  await user.click(within(form).getByRole('button', { name }));
  const search = await screen.findByRole('combobox', { name: 'Search by name, symbol or address' });
  await user.type(search, symbol);
  await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(symbol));
  await user.keyboard('{Enter}');
}

/** What the server was asked at `path`. */
export const requestsTo = (api: ConvertApi, path: string) => api.requests.filter((request) => request.path === path);
