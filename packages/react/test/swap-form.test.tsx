import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAI, ETH, quoteOf, USDC } from '../../core/test/swap/convert-api-stand-in';
import { chooseSwapToken, openSwapAccount, openSwapForm, requestsTo, type ConvertApi } from './swap-test-setup';

let api: ConvertApi | undefined;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function swapForm(options: Parameters<typeof openSwapAccount>[0] = {}) {
  const opened = await openSwapAccount(options);
  api = opened.api;
  const form = await openSwapForm(opened);
  return { ...opened, form };
}

const quoteStatus = (form: HTMLElement) => within(form).getByTestId('airlock-swap-quote-status');

describe('the Swap form', () => {
  it('picks tokens in a searchable list: suggested first, arrow keys and Enter, Escape closes, focus back on the button', async () => {
    const { form, user, dialog } = await swapForm();
    expect(within(form).getByRole('button', { name: 'Token you pay: ETH' })).toHaveTextContent('ETH');
    await user.click(within(form).getByRole('button', { name: 'Select token' }));
    const search = await within(dialog()).findByRole('combobox', { name: 'Search by name, symbol or address' });
    expect(document.activeElement).toBe(search);
    const list = within(dialog()).getByRole('listbox', { name: 'Tokens' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ETHEther1.5', 'USDCUSD Coin250', 'DAIDai Stablecoin']);
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.type(search, 'stable');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['DAIDai Stablecoin']);
    await user.clear(search);
    await user.type(search, '0xe7f1');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(within(dialog()).getByText('No token matches your search')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const again = await within(dialog()).findByRole('form', { name: 'Swap tokens' });
    await waitFor(() => expect(document.activeElement).toBe(within(again).getByRole('button', { name: 'Select token' })));
    await chooseSwapToken(user, again, 'receive', 'USDC');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Token you receive: USDC' })));
  }, 30_000);

  it('names a route through another pool by the chosen tokens at its ends and the listed token between', async () => {
    const wrappedNative = 'eip155:31337:0xcc624c75c7ba01a73e332aaae9daf8ec698d0c58';
    const { form, user } = await swapForm({
      quote: (request) => {
        const [quote] = [quoteOf(request.query.get('from')!, request.query.get('to')!, request.query.get('amount')!, '1500000000')];
        const route = [
          { protocol: 'uniswap-v3' as const, tokenIn: wrappedNative, tokenOut: DAI.address.toUpperCase(), fee: 3000 },
          { protocol: 'uniswap-v3' as const, tokenIn: DAI.address, tokenOut: USDC.address, fee: 100 },
        ];
        return [{ ...quote!, route }];
      },
    });
    await chooseSwapToken(user, form, 'receive', 'USDC');
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'You pay' }), '0.5');
    const current = within(screen.getByRole('dialog')).getByRole('form', { name: 'Swap tokens' });
    await waitFor(() =>
      expect(within(current).getByTestId('airlock-swap-route')).toHaveTextContent('ETH → DAI (0.3%) → USDC (0.01%) · uniswap'),
    );
  });

  it('shows the quote with price impact, pool fee, network fee, minimum received and route, announced politely', async () => {
    const { form, user } = await swapForm();
    await chooseSwapToken(user, form, 'pay', 'USDC');
    const pay = within(form).getByRole('textbox', { name: 'You pay' });
    await chooseSwapToken(user, await within(screen.getByRole('dialog')).findByRole('form'), 'receive', 'ETH');
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'You pay' }), '100');
    const current = within(screen.getByRole('dialog')).getByRole('form', { name: 'Swap tokens' });
    await waitFor(() => expect(quoteStatus(current)).toHaveTextContent('You receive about 0.05 ETH'));
    expect(quoteStatus(current)).toHaveAttribute('aria-live', 'polite');
    expect(within(current).getByRole('textbox', { name: 'You receive' })).toHaveValue('0.05');
    expect(within(current).getByTestId('airlock-swap-price-impact')).toHaveTextContent('0.42%');
    expect(within(current).getByTestId('airlock-swap-pool-fee')).toHaveTextContent('0.3 USDC');
    expect(within(current).getByTestId('airlock-swap-network-fee')).toHaveTextContent('0.0003 ETH · $0.00');
    expect(within(current).getByTestId('airlock-swap-minimum')).toHaveTextContent('0.0495 ETH');
    expect(within(current).getByTestId('airlock-swap-route')).toHaveTextContent('USDC → ETH (0.3%) · uniswap');
    const [asked] = requestsTo(api!, '/v1/convert/quotes');
    expect(asked?.query.get('amount')).toBe('100000000');
    expect(asked?.query.get('from')).toBe(USDC.address);
    expect(asked?.query.get('to')).toBe(ETH.address);
    expect(pay).toBeDefined();
  }, 30_000);

  it('says what is wrong with each bad amount, and asks for no quote', async () => {
    const { form, user } = await swapForm();
    await chooseSwapToken(user, form, 'pay', 'USDC');
    const current = () => within(screen.getByRole('dialog')).getByRole('form', { name: 'Swap tokens' });
    await chooseSwapToken(user, current(), 'receive', 'DAI');
    const pay = within(current()).getByRole('textbox', { name: 'You pay' });
    await user.click(within(current()).getByRole('button', { name: 'Review swap' }));
    expect(within(current()).getByRole('alert')).toHaveTextContent('Enter an amount');
    expect(document.activeElement).toBe(pay);
    const cases: Array<[string, string]> = [
      ['0', 'Enter an amount greater than 0'],
      ['-5', 'Enter a positive amount'],
      ['abc', 'Enter an amount, like 1.5'],
      ['1.1234567', 'USDC has at most 6 decimal places'],
      ['250.5', 'Not enough USDC: your balance is 250 USDC'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(pay);
      await user.type(pay, typed);
      expect(within(current()).getByRole('alert')).toHaveTextContent(message);
      expect(pay).toHaveAttribute('aria-invalid', 'true');
      expect(pay).toHaveAccessibleDescription(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsTo(api!, '/v1/convert/quotes')).toEqual([]);
    const slippage = within(current()).getByRole('textbox', { name: 'Slippage tolerance (%)' });
    expect(slippage).toHaveValue('1');
    await user.clear(slippage);
    await user.type(slippage, '60');
    expect(slippage).toHaveAccessibleDescription('Enter a slippage tolerance from 0.01 to 50');
  }, 30_000);

  it('opens pre-filled from open({ view: "Swap", data: { swap } }), tokens by symbol or CAIP-10 address', async () => {
    const opened = await openSwapAccount();
    api = opened.api;
    act(() => opened.airlock.open({ view: 'Swap', data: { swap: { fromToken: 'usdc', toToken: DAI.address, amount: '12.5' } } }));
    const form = await within(opened.dialog()).findByRole('form', { name: 'Swap tokens' }, { timeout: 10_000 });
    // The symbols and addresses asked for are matched once the network's tokens have loaded.
    expect(await within(form).findByRole('button', { name: 'Token you pay: USDC' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Token you receive: DAI' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'You pay' })).toHaveValue('12.5');
    await waitFor(() => expect(requestsTo(api!, '/v1/convert/quotes')[0]?.query.get('amount')).toBe('12500000'));
  }, 30_000);

  it('switches the tokens with the switch button', async () => {
    const { form, user } = await swapForm();
    await chooseSwapToken(user, form, 'receive', 'USDC');
    const current = () => within(screen.getByRole('dialog')).getByRole('form', { name: 'Swap tokens' });
    await user.click(within(current()).getByRole('button', { name: 'Switch the tokens' }));
    expect(within(current()).getByRole('button', { name: 'Token you pay: USDC' })).toBeInTheDocument();
    expect(within(current()).getByRole('button', { name: 'Token you receive: ETH' })).toBeInTheDocument();
  }, 30_000);
});
