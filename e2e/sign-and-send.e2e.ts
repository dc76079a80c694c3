import { createPublicClient, formatEther, http, parseEther, verifyMessage, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { connectWallet, openDemoWithWallet } from './support/demo-page';
import { useSharedDemoStack } from './support/stack-fixture';

describe('signing and sending', () => {
  const fixture = useSharedDemoStack();

  it('signs a message and shows that the signature verifies', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 2 });
    await connectWallet(page);
    await page.getByLabel('Message', { exact: true }).fill('Airlock says hello');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => page.getByTestId('demo-verification').textContent()).toBe('Signature verified: signed by your account');
    const signature = (await page.getByTestId('demo-signature').textContent()) as Hex;
    const address = fixture.stack.devnet.accounts[2]!.address;
    expect(await verifyMessage({ address, message: 'Airlock says hello', signature })).toBe(true);
  });

  it('shows the wallet refusing to sign', async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex: 2 });
    await connectWallet(page);
    await wallet.rejectNext('personal_sign');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Error signing message. You declined in your wallet.');
  });

  it('sends ETH to a typed address and shows the hash and the new balance', async () => {
    const { page } = fixture.watched;
    const [sender, recipient] = [fixture.stack.devnet.accounts[3]!, fixture.stack.devnet.accounts[4]!];
    const client = createPublicClient({ transport: http(fixture.stack.devnet.chains[0].rpcUrl) });
    const recipientBefore = await client.getBalance({ address: recipient.address });
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 3 });
    await connectWallet(page);

    await page.getByLabel('Recipient address').fill('0x1234');
    await page.getByLabel('Amount (ETH)').fill('1.25');
    await page.getByRole('button', { name: 'Send ETH' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Enter a valid address');

    await page.getByLabel('Recipient address').fill(recipient.address);
    await page.getByLabel('Amount (ETH)').fill('20000');
    await page.getByRole('button', { name: 'Send ETH' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The amount is more than your balance.');

    await page.getByLabel('Amount (ETH)').fill('1.25');
    await page.getByRole('button', { name: 'Send ETH' }).click();
    await expect.poll(() => page.getByTestId('demo-tx-result').textContent(), { timeout: 15_000 }).toMatch(/^Confirmed in block \d+/);
    const hash = (await page.getByTestId('demo-tx-hash').textContent()) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await client.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(sender.address.toLowerCase());

    expect(await client.getBalance({ address: recipient.address })).toBe(recipientBefore + parseEther('1.25'));
    const senderAfter = await client.getBalance({ address: sender.address });
    expect(await page.getByTestId('demo-new-balance').textContent()).toBe(formatEther(senderAfter));
    await expect.poll(() => page.getByTestId('demo-balance').textContent()).toBe('9,998.75 ETH');
  });
});
