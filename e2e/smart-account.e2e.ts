import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { DEVNET_ADDRESSES } from '@airlock/devnet';
import { BATCH_RECIPIENTS } from '../apps/demo/src/panels/batch-recipients';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { dialog } from './support/demo-page';
import { signInByEmail } from './support/email-sign-in';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';

describe('the smart account of an email wallet (EIP-7702 delegation to the devnet batch executor)', () => {
  const fixture = useEmbeddedDemoStack();

  it('is a smart account by default: a batch is one atomic transaction; as EOA (Account settings) its calls run one by one', async () => {
    const { page } = fixture.watched;
    const { stack } = fixture;
    const email = `batch.${randomBytes(4).toString('hex')}@example.com`;
    const account = (await signInByEmail(page, stack, email)) as Address;
    const modal = dialog(page);
    const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');

    // The Account view's settings name the default type (spec §6: EVM smartAccount).
    await page.getByRole('button', { name: /^Account/ }).click();
    const settings = modal.getByRole('group', { name: 'Account settings' });
    await expect.poll(() => settings.getByTestId('airlock-account-type').textContent()).toBe('Smart account');
    expect(await settings.getByRole('button', { name: 'Switch to EOA' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Get test funds' }).click();
    await expect.poll(() => page.getByTestId('demo-faucet-result').textContent(), { timeout: 15_000 }).toMatch(/^Received /);

    const chain = createPublicClient({ transport: http(stack.devnet.chains[0].rpcUrl) });
    const before = await Promise.all(BATCH_RECIPIENTS.map(({ to }) => chain.getBalance({ address: to })));
    expect(await chain.getCode({ address: account })).toBeUndefined();

    // Send batch: the frame lists both calls and says they run as one atomic batch.
    await page.getByRole('button', { name: 'Send batch' }).click();
    await expect.poll(() => modal.getByRole('heading').first().textContent(), { timeout: 10_000 }).toBe('Approve Transaction');
    await expect.poll(() => frame.getByRole('heading', { name: 'Send a batch of calls' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => frame.getByRole('heading', { name: /^Call \d of 2$/ }).count()).toBe(2);
    for (const { to, eth } of BATCH_RECIPIENTS) {
      expect(await frame.getByText(to, { exact: true }).count()).toBe(1);
      expect(await frame.getByText(`${eth} ETH`, { exact: true }).count()).toBe(1);
    }
    expect(await frame.getByText(/^2 calls, run as one atomic batch/).count()).toBe(1);
    // The first batch delegates the account (EIP-7702): named, with what the batch can cost at most.
    const delegation =
      'This upgrades your account to a smart account: ' +
      `an EIP-7702 delegation to ${DEVNET_ADDRESSES.batchExecutor}, the network's BatchExecutor.`;
    expect(await frame.getByText(delegation, { exact: false }).count()).toBe(1);
    expect(
      await frame
        .getByRole('definition')
        .filter({ hasText: /^(≈ )?0\.\d+ ETH \(about / })
        .count(),
    ).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'frame-approve-batch.png') });
    await frame.getByRole('button', { name: 'Approve' }).click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('demo-batch-result').textContent(), { timeout: 30_000 })
      .toMatch(/^Batch confirmed: 2 calls in 1 transaction/);
    expect(await page.getByRole('alert').count()).toBe(0);

    const after = await Promise.all(BATCH_RECIPIENTS.map(({ to }) => chain.getBalance({ address: to })));
    BATCH_RECIPIENTS.forEach(({ eth }, index) => expect(after[index]).toBe(before[index]! + parseEther(eth)));
    // The account is the EOA delegated to the batch executor (EIP-7702: 0xef0100 ‖ executor).
    expect((await chain.getCode({ address: account }))?.toLowerCase()).toBe(
      `0xef0100${DEVNET_ADDRESSES.batchExecutor.slice(2).toLowerCase()}`,
    );

    // Account settings: switch to EOA.
    await page.getByRole('button', { name: /^Account/ }).click();
    await settings.getByRole('button', { name: 'Switch to EOA' }).click();
    // Frame → server → back: on a loaded machine this can take seconds.
    await expect.poll(() => settings.getByTestId('airlock-account-type').textContent(), { timeout: 20_000 }).toBe('EOA');
    await expect.poll(() => settings.getByRole('button', { name: 'Switch to smart account' }).count()).toBe(1);
    expect(await settings.getByRole('alert').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'account-type-eoa.png') });
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // As an EOA the same batch is shown, and sent, as one transaction after another.
    const beforeEoa = await Promise.all(BATCH_RECIPIENTS.map(({ to }) => chain.getBalance({ address: to })));
    await page.getByRole('button', { name: 'Send batch' }).click();
    await expect
      .poll(() => frame.getByText(/^2 calls, sent one after another as separate transactions/).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await frame.getByText(/EIP-7702/).count()).toBe(0);
    await frame.getByRole('button', { name: 'Approve' }).click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('demo-batch-result').textContent(), { timeout: 30_000 })
      .toBe('Batch confirmed: 2 calls in 2 transactions');
    const afterEoa = await Promise.all(BATCH_RECIPIENTS.map(({ to }) => chain.getBalance({ address: to })));
    BATCH_RECIPIENTS.forEach(({ eth }, index) => expect(afterEoa[index]).toBe(beforeEoa[index]! + parseEther(eth)));
  });
});
