import { recoverMessageAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { createSignerRecovery, type SignerRecovery } from '../src/signatures/signer-recovery';

const signed = async (text: string) => {
  const account = privateKeyToAccount(generatePrivateKey());
  return { address: account.address, message: text, signature: await account.signMessage({ message: text }) };
};

describe('signer recovery', () => {
  const opened: SignerRecovery[] = [];
  const open = (threads: number) => {
    const recovery = createSignerRecovery({ threads });
    opened.push(recovery);
    return recovery;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((recovery) => recovery.close()));
  });

  for (const threads of [0, 1, 2]) {
    it(`gives the signer viem recovers, on ${threads} thread(s), for many sign-ins at once`, async () => {
      const recovery = open(threads);
      const samples = await Promise.all(Array.from({ length: 24 }, (_, index) => signed(`sign-in ${index}\nNonce: ${index}`)));
      const recovered = await Promise.all(samples.map(({ message, signature }) => recovery.recover(message, signature)));
      expect(recovered).toEqual(samples.map(({ address }) => address));
    });

    it(`gives undefined where viem throws, and another address for another message, on ${threads} thread(s)`, async () => {
      const recovery = open(threads);
      const { address, message, signature } = await signed('the signed message');
      const badV: `0x${string}` = `0x${signature.slice(2, -2)}1d`;
      await expect(recoverMessageAddress({ message, signature: badV })).rejects.toThrow();
      expect(await recovery.recover(message, badV)).toBeUndefined();
      expect(await recovery.recover(message, '0x1234')).toBeUndefined();
      const other = await recovery.recover('another message', signature);
      expect(other).toBe(await recoverMessageAddress({ message: 'another message', signature }));
      expect(other).not.toBe(address);
    });
  }

  it('still answers after close, in this thread', async () => {
    const recovery = open(1);
    const first = await signed('before close');
    expect(await recovery.recover(first.message, first.signature)).toBe(first.address);
    await recovery.close();
    const second = await signed('after close');
    expect(await recovery.recover(second.message, second.signature)).toBe(second.address);
  });
});
