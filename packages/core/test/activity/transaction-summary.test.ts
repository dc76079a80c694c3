import { describe, expect, it } from 'vitest';
import { summarizeTransaction } from '../../src';
import { transferAmount } from '../../src/activity/transaction-summary';
import { accountSections as arabic } from '../../src/i18n/locales/ar/account-sections';
import { ACCOUNT, OTHER, transaction, usdcTransfer } from './history-fixtures';

describe('an Activity row', () => {
  it('says what happened, with whom and how much, quantities with 3 decimals', () => {
    const received = transaction('2026-05-01T12:00:00Z', {}, [usdcTransfer('1234.56789')]);
    expect(summarizeTransaction(received, ACCOUNT)).toMatchObject({
      operation: 'Received',
      counterparty: 'from 0x22…222222',
      amount: '1,234.568 USDC',
      failed: false,
    });
    const sent = transaction('2026-05-01T12:00:00Z', { operationType: 'send', sentFrom: ACCOUNT, sentTo: OTHER, status: 'failed' }, [
      usdcTransfer('2', 'out'),
    ]);
    expect(summarizeTransaction(sent, ACCOUNT)).toMatchObject({
      operation: 'Sent',
      counterparty: 'to 0x22…222222',
      amount: '2.000 USDC',
      failed: true,
    });
  });

  it('names a swap by both sides', () => {
    const swap = transaction('2026-05-01T12:00:00Z', { operationType: 'trade' }, [
      usdcTransfer('5', 'out'),
      { ...usdcTransfer('0.5'), fungible_info: { name: 'Ether', symbol: 'ETH', address: null, decimals: 18, icon: null } },
    ]);
    expect(summarizeTransaction(swap, ACCOUNT).amount).toBe('5.000 USDC → 0.500 ETH');
  });

  it('points a swap’s arrow the way a right-to-left locale reads, each side isolated so it stays whole', () => {
    const swap = transaction('2026-05-01T12:00:00Z', { operationType: 'trade' }, [
      usdcTransfer('5', 'out'),
      { ...usdcTransfer('0.5'), fungible_info: { name: 'Ether', symbol: 'ETH', address: null, decimals: 18, icon: null } },
    ]);
    const texts = { messages: arabic, locale: 'ar' };
    const [out, incoming] = swap.transfers.map((transfer) => transferAmount(transfer, texts));
    // Logical order stays out, then in; the bidi algorithm lays it out from the right, so ← points from out to in.
    expect(summarizeTransaction(swap, ACCOUNT, texts).amount).toBe(`\u2068${out}\u2069 ← \u2068${incoming}\u2069`);
    expect(summarizeTransaction(swap, ACCOUNT, { messages: arabic, locale: 'ja' }).amount).toBe(`${out} → ${incoming}`);
  });
});

describe('an Activity row of a transfer to oneself', () => {
  it('names it', () => {
    const self = transaction('2026-05-01T12:00:00Z', { operationType: 'self', sentFrom: ACCOUNT, sentTo: ACCOUNT }, [
      { ...usdcTransfer('1'), direction: 'self', sender: ACCOUNT, recipient: ACCOUNT },
    ]);
    expect(summarizeTransaction(self, ACCOUNT)).toMatchObject({ operation: 'Sent to self', counterparty: undefined, amount: '1.000 USDC' });
  });
});
