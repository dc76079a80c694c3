import { describe, expect, it } from 'vitest';
import { connectWallet, dialog, openDemoWithWallet } from './support/demo-page';
import { useSharedDemoStack } from './support/stack-fixture';

describe('switching network', () => {
  const fixture = useSharedDemoStack();

  it('switches to the L2 (the wallet adds it first) and back, and wagmi follows', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click();
    const list = dialog(page).getByRole('list', { name: 'Networks' });
    expect(await list.getByRole('button', { name: 'Airlock Devnet, Current network' }).getAttribute('aria-current')).toBe('true');
    await list.getByRole('button', { name: 'Airlock Devnet L2' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('Airlock Devnet L2');
    await expect.poll(() => page.getByTestId('wagmi-chain-id').textContent()).toBe('31338');

    await page.getByRole('button', { name: 'Network: Airlock Devnet L2' }).click();
    await dialog(page).getByRole('button', { name: 'Airlock Devnet', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('wagmi-chain-id').textContent()).toBe('31337');
  });

  it('shows a declined switch with a retry, and the retry succeeds', async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    await page.getByRole('button', { name: /^Account/ }).click();
    await dialog(page).getByRole('button', { name: 'Network: Airlock Devnet' }).click();
    await wallet.refuseChain(31338);
    await dialog(page).getByRole('button', { name: 'Airlock Devnet L2' }).click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe('Switch declined');
    expect(await page.getByTestId('demo-network').textContent()).toBe('Airlock Devnet');
    await wallet.allowChain(31338);
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Account');
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('Airlock Devnet L2');
  });

  it('opens UnsupportedChain when the wallet moves to a network the app does not support', async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x1',
          chainName: 'Elsewhere',
          rpcUrls: [fixture.stack.devnet.chains[0].rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    });
    await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('UnsupportedChain');
    // data-view is set before the view's lazily loaded chunk renders its text: wait for the text, as for the view.
    await expect.poll(() => dialog(page).textContent()).toContain("This app doesn't support your current network.");
    await dialog(page).getByRole('button', { name: 'Airlock Devnet', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('Airlock Devnet');
  });
});
