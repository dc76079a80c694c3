import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { connectWallet, dialog, openDemoWithWallet } from './support/demo-page';
import { useSharedDemoStack } from './support/stack-fixture';

// A chunk the page asks for after a redeploy is gone: the dApp must keep working around the modal.
describe('a part of the modal whose chunk does not load', () => {
  const fixture = useSharedDemoStack();

  it('says so in the view, announced, keeps the dApp page, and Try again really loads the chunk', async () => {
    const { page } = fixture.watched;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    const address = fixture.stack.devnet.accounts[0]!.address;

    const receiveChunk = /\/assets\/receive-view-[\w-]+\.js$/;
    let refused = 0;
    await page.route(receiveChunk, (route) => {
      refused += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    await page.getByRole('button', { name: /^Account/ }).click();
    await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click();
    const alert = dialog(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('This part of the wallet could not be loaded.');
    expect(refused).toBe(1);
    expect(warnings.some((text) => text.includes('could not be loaded'))).toBe(true);
    // The dApp around the modal is still there and still answers.
    expect(await page.getByTestId('demo-address').textContent()).toBe(address);
    await dialog(page).screenshot({ path: join(ARTIFACTS_DIR, 'module-load-failed.png') });

    await page.unroute(receiveChunk);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => dialog(page).getByTestId('airlock-receive-address').textContent()).toBe(address);
    expect(await dialog(page).getByRole('alert').count()).toBe(0);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.getByTestId('demo-address').textContent()).toBe(address);
  });
});
