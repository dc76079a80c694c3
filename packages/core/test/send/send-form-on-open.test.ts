import { describe, expect, it } from 'vitest';
import { initialSendForm, type SendFormState } from '../../src/send/send-form-store';
import { sendFormOnOpen } from '../../src/send/send-form-on-open';

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const hash = `0x${'1'.padStart(64, '0')}`;
const left = (patch: Partial<SendFormState>): SendFormState => ({
  ...initialSendForm(),
  tokenKey: 'native',
  amount: '5',
  recipient,
  fee: 42n,
  feeStatus: 'ready',
  ...patch,
});

describe('the Send flow opened again', () => {
  it('starts afresh after a form or preview left behind, or a finished send', () => {
    for (const step of ['form', 'preview', 'confirmed', 'failed', 'sent'] as const) {
      expect(sendFormOnOpen(left({ step, hash: step === 'form' || step === 'preview' ? undefined : hash }))).toEqual(initialSendForm());
    }
    expect(sendFormOnOpen(left({ step: 'preview', error: 'Insufficient funds' }))).toEqual(initialSendForm());
  });

  it('keeps a send under way: the wallet asked, or the transaction waiting to be mined', () => {
    const confirming = left({ step: 'confirming' });
    expect(sendFormOnOpen(confirming)).toBe(confirming);
    const pending = left({ step: 'pending', hash });
    expect(sendFormOnOpen(pending)).toBe(pending);
  });
});
