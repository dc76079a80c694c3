import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTOR_IDS, ChainNodeError, type Connector } from '@airlock/core';
import { AirlockProvider, ConnectButton, createAirlock } from '../src';
import { devnet } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';
import { ETH, ROUTER, startConvertApi, SWAP_PROJECT, USDC, USDC_ADDRESS } from '../../core/test/swap/convert-api-stand-in';
import { playFrame, useFrameSlotEnvironment, type FramePost } from './embedded-account';
import { pressAccountButton } from './send-test-setup';
import { chooseSwapToken, openSwapAccount, openSwapForm, requestsTo, type ConvertApi } from './swap-test-setup';

let api: ConvertApi | undefined;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await api?.close();
  api = undefined;
});
useFrameSlotEnvironment();

const dialog = () => screen.getByRole('dialog');
const swapForm = () => within(dialog()).getByRole('form', { name: 'Swap tokens' });

/** USDC → ETH, 100 USDC typed, reviewed once the quote is in; resolves with the review. */
async function reviewUsdcForEth(user: ReturnType<typeof userEvent.setup>) {
  await chooseSwapToken(user, swapForm(), 'pay', 'USDC');
  await chooseSwapToken(user, swapForm(), 'receive', 'ETH');
  await user.type(within(swapForm()).getByRole('textbox', { name: 'You pay' }), '100');
  await waitFor(() => expect(within(swapForm()).getByTestId('airlock-swap-quote-status')).toHaveTextContent('You receive about 0.05 ETH'));
  await user.click(within(swapForm()).getByRole('button', { name: 'Review swap' }));
  return within(dialog()).findByRole('region', { name: 'Review your swap' }, { timeout: 10_000 });
}

describe('swapping', () => {
  it('approves USDC (its allowance short), waits for it to be mined, then swaps: each step shown, then complete', async () => {
    const opened = await openSwapAccount({ allowance: '0' });
    api = opened.api;
    const { user, adapter } = opened;
    await openSwapForm(opened);
    const review = await reviewUsdcForEth(user);
    expect(within(review).getByTestId('airlock-swap-review-pay')).toHaveTextContent('100 USDC');
    expect(within(review).getByTestId('airlock-swap-review-receive')).toHaveTextContent('0.05 ETH');
    expect(within(review).getByTestId('airlock-swap-minimum')).toHaveTextContent('0.0495 ETH');
    expect(within(review).getByTestId('airlock-swap-network-fee')).toHaveTextContent('0.0003 ETH');
    expect(within(review).getByTestId('airlock-swap-route')).toHaveTextContent('USDC → ETH');
    expect(within(review).getByTestId('airlock-swap-steps')).toHaveTextContent('Approve USDC for the swap router');
    await waitFor(() => expect(document.activeElement).toBe(within(review).getByRole('heading', { name: 'Review your swap' })));

    await user.click(within(review).getByRole('button', { name: 'Approve USDC' }));
    const progress = await within(dialog()).findByRole('status', { name: 'Swap pending' });
    await waitFor(() => expect(adapter.sent).toHaveLength(1));
    expect(within(progress).getByTestId('airlock-swap-step')).toHaveTextContent('Step 1 of 2');
    expect(progress).toHaveTextContent('Approve USDC in your wallet, then wait for it to be confirmed');
    expect(adapter.sent[0]).toMatchObject({ to: USDC_ADDRESS, data: '0x095ea7b3' });
    expect(requestsTo(api, '/v1/convert/build-transaction')).toEqual([]);
    act(() => adapter.mine(`0x${'1'.padStart(64, '0')}`));

    await waitFor(() => expect(adapter.sent).toHaveLength(2));
    expect(within(dialog()).getByTestId('airlock-swap-step')).toHaveTextContent('Step 2 of 2');
    expect(adapter.sent[1]).toMatchObject({ to: ROUTER, data: '0x5ae401dc' });
    expect(requestsTo(api, '/v1/convert/build-transaction')[0]?.body).toMatchObject({
      from: USDC.address,
      to: ETH.address,
      amount: '100000000',
    });
    act(() => adapter.mine(`0x${'2'.padStart(64, '0')}`));

    const done = await within(dialog()).findByRole('heading', { name: 'Swap complete' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(within(dialog()).getByTestId('airlock-swap-result')).toHaveTextContent('100 USDC swapped for 0.05 ETH');
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await within(dialog()).findByTestId('airlock-account-address');
  }, 60_000);

  it('fails with the chain’s message: a swap reverted for slippage in plain words, a node refusal in the §8 words', async () => {
    const opened = await openSwapAccount({ allowance: '1000000000000' });
    api = opened.api;
    const { user, adapter } = opened;
    await openSwapForm(opened);
    const review = await reviewUsdcForEth(user);
    await user.click(within(review).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(adapter.sent).toHaveLength(1));
    act(() => adapter.mine(`0x${'1'.padStart(64, '0')}`, 'reverted'));
    await within(dialog()).findByRole('heading', { name: 'Swap failed' });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'The price moved more than your slippage allows, so nothing was swapped. Try again, or raise the slippage tolerance.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(swapForm()).getByTestId('airlock-swap-quote-status')).toHaveTextContent('You receive about'));
    await user.click(within(swapForm()).getByRole('button', { name: 'Review swap' }));
    const again = await within(dialog()).findByRole('region', { name: 'Review your swap' }, { timeout: 10_000 });
    adapter.nextSendError = new ChainNodeError('insufficientFunds');
    await user.click(within(again).getByRole('button', { name: 'Swap' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    );
  }, 60_000);

  it('sends approve and swap as ONE wallet_sendCalls batch from the email wallet’s smart account, approved once', async () => {
    api = await startConvertApi({ allowance: '0' });
    const address = `0x${'a'.repeat(40)}`;
    const auth: Connector = { id: CONNECTOR_IDS.auth, name: 'Email', type: 'AUTH', chain: 'eip155' };
    const adapter = new MemoryAdapter([devnet], [auth], address);
    const airlock = createAirlock({
      adapters: [adapter],
      networks: [devnet],
      apiUrl: api.url,
      projectId: SWAP_PROJECT,
      features: { analytics: false },
    });
    render(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
      </AirlockProvider>,
    );
    await act(async () => {
      await airlock.init();
      await airlock.connect(CONNECTOR_IDS.auth);
      airlock.embedded.setState({
        frameUrl: 'http://127.0.0.1:8788/',
        user: { email: 'visitor@example.com', address },
        preferredAccountType: 'smartAccount',
        smartAccountEnabledNetworks: [31337],
      });
    });
    await waitFor(() => expect(airlock.chain.getState().namespaces.eip155?.account.accountType).toBe('smartAccount'));
    const rpc: FramePost[] = [];
    const user = userEvent.setup();
    await pressAccountButton(user);
    await openSwapForm({ user, dialog });
    const review = await reviewUsdcForEth(user);
    expect(within(review).getByTestId('airlock-swap-steps')).toHaveTextContent('Approve USDC for the swap router');

    await user.click(within(review).getByRole('button', { name: 'Approve and swap' }));
    // The secure frame is made as the batch goes to it: the test plays it from then on.
    await playFrame(airlock, (message, send) => {
      if (message.type !== 'RPC_REQUEST') return;
      rpc.push(message);
      const { method } = message.payload as { method: string };
      const result =
        method === 'wallet_sendCalls' ? { id: '0xba7c4' } : { status: 200, receipts: [{ transactionHash: `0x${'b'.repeat(64)}` }] };
      setTimeout(() => send({ id: message.id, type: 'RPC_REQUEST_SUCCESS', payload: result }), 0);
    });
    await within(dialog()).findByRole('heading', { name: 'Swap complete' }, { timeout: 10_000 });
    const [batch, ...statuses] = rpc.map((message) => message.payload as { method: string; params: unknown[] });
    expect(batch?.method).toBe('wallet_sendCalls');
    const [request] = batch!.params as [{ atomicRequired: boolean; from: string; calls: Array<{ to: string; data: string }> }];
    expect(request).toMatchObject({ atomicRequired: true, from: address, chainId: '0x7a69' });
    expect(request.calls.map((call) => [call.to, call.data])).toEqual([
      [USDC_ADDRESS, '0x095ea7b3'],
      [ROUTER, '0x5ae401dc'],
    ]);
    expect(statuses.map((status) => status.method)).toEqual(['wallet_getCallsStatus']);
    expect(requestsTo(api, '/v1/convert/build-transaction')[0]?.body).toMatchObject({ disableEstimate: true, amount: '100000000' });
    expect(requestsTo(api, '/v1/convert/build-approve')).toHaveLength(1);
  }, 60_000);
});
