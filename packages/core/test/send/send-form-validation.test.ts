import { describe, expect, it } from 'vitest';
import { send as enSend } from '../../src/i18n/locales/en/send';
import { maxSendAmount } from '../../src/send/max-send-amount';
import { validateSendForm } from '../../src/send/send-form-validation';
import type { SendableToken } from '../../src/send/sendable-token';

const eth: SendableToken = { key: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, balance: 2_000_000_000_000_000_000n, price: 3000 };
const usdc: SendableToken = {
  key: '0xusdc',
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  balance: 150_500_000n,
  price: 1,
};
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const fee = 21_000n * 2_000_000_000n;

describe('maxSendAmount', () => {
  it('leaves the network fee out of the native balance', () => {
    expect(maxSendAmount(eth, fee)).toBe(eth.balance - fee);
  });
  it('is zero when the fee is more than the native balance', () => {
    expect(maxSendAmount({ ...eth, balance: fee - 1n }, fee)).toBe(0n);
  });
  it('is the whole balance of an ERC-20 token, whose fee is paid in the native currency', () => {
    expect(maxSendAmount(usdc, fee)).toBe(usdc.balance);
  });
});

describe('validateSendForm', () => {
  const valid = { token: eth, amount: '1.5', recipient, fee, nativeBalance: eth.balance };

  it('accepts an amount within the balance and an eip155 recipient, and says what to send', () => {
    expect(validateSendForm(valid)).toEqual({ errors: {}, warnings: {}, amount: 1_500_000_000_000_000_000n, recipient });
  });

  it('accepts a recipient written without 0x (spec §5) and sends to it with the prefix', () => {
    expect(validateSendForm({ ...valid, recipient: recipient.slice(2) })).toMatchObject({ errors: {}, recipient });
  });

  it('rejects a recipient that is not 40 hex digits', () => {
    for (const bad of ['0x1234', `${recipient}00`, '0xZZ997970C51812dc3A010C7d01b50e0d17dc79C8', 'vitalik']) {
      expect(validateSendForm({ ...valid, recipient: bad }).errors.recipient).toBe(enSend.invalidRecipientAddress);
    }
  });

  it('sends to the address a name typed as recipient resolved to, and says why when it did not', () => {
    const name = 'bob-1.airlock.id';
    expect(validateSendForm({ ...valid, recipient: name })).toMatchObject({ errors: {}, resolvingName: true });
    expect(validateSendForm({ ...valid, recipient: name }).recipient).toBeUndefined();
    const resolved = validateSendForm({ ...valid, recipient: name, recipientName: { name, status: 'resolved', address: recipient } });
    expect(resolved).toMatchObject({ errors: {}, recipient, recipientName: name });
    // An answer for another name than the one typed is not used.
    const other = validateSendForm({
      ...valid,
      recipient: 'alice.airlock.id',
      recipientName: { name, status: 'resolved', address: recipient },
    });
    expect(other.recipient).toBeUndefined();
    const said = (recipientName: Parameters<typeof validateSendForm>[0]['recipientName']) =>
      validateSendForm({ ...valid, recipient: name, recipientName }).errors.recipient;
    expect(said({ name, status: 'none' })).toBe('No address for bob-1.airlock.id on this network');
    expect(said({ name, status: 'failed' })).toBe('Error resolving name');
    expect(said({ name, status: 'unsupported', suffix: 'airlock.id' })).toBe(
      'Only names ending in .airlock.id can be sent to; enter an address instead',
    );
    expect(said({ name, status: 'resolved', address: `0x${'0'.repeat(40)}` })).toBe(enSend.recipientZeroAddress);
  });

  it('rejects a mixed-case recipient whose case does not match its EIP-55 checksum, and accepts one without a checksum', () => {
    const flipped = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8';
    expect(validateSendForm({ ...valid, recipient: flipped })).toEqual({
      errors: { recipient: enSend.recipientChecksumMismatch },
      warnings: {},
      amount: 1_500_000_000_000_000_000n,
    });
    expect(validateSendForm({ ...valid, recipient: flipped.slice(2) }).errors.recipient).toBe(enSend.recipientChecksumMismatch);
    expect(validateSendForm({ ...valid, recipient: recipient.toLowerCase() })).toMatchObject({
      errors: {},
      recipient: recipient.toLowerCase(),
    });
  });

  it('refuses the zero address, whose tokens nobody can move again', () => {
    const zero = `0x${'0'.repeat(40)}`;
    expect(validateSendForm({ ...valid, recipient: zero })).toMatchObject({ errors: { recipient: enSend.recipientZeroAddress } });
    expect(validateSendForm({ ...valid, recipient: zero }).recipient).toBeUndefined();
    expect(validateSendForm({ ...valid, token: usdc, amount: '1', recipient: '0'.repeat(40) }).errors.recipient).toBe(
      enSend.recipientZeroAddress,
    );
  });

  it('warns, without refusing, when the recipient is the account itself (in any case)', () => {
    const check = validateSendForm({ ...valid, from: recipient.toLowerCase() });
    expect(check).toEqual({
      errors: {},
      warnings: { recipient: enSend.recipientIsOwnAddress },
      amount: 1_500_000_000_000_000_000n,
      recipient,
    });
    expect(validateSendForm({ ...valid, from: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }).warnings).toEqual({});
  });

  it('says nothing yet about fields left empty, but there is nothing to send', () => {
    expect(validateSendForm({ ...valid, amount: '', recipient: '' })).toEqual({ errors: {}, warnings: {} });
  });

  it('rejects more decimals than the token has', () => {
    expect(validateSendForm({ ...valid, token: usdc, amount: '1.0000001' }).errors.amount).toBe('USDC has at most 6 decimal places');
  });

  it('rejects zero and text that is not an amount', () => {
    expect(validateSendForm({ ...valid, amount: '0' }).errors.amount).toBe(enSend.amountMustBePositive);
    expect(validateSendForm({ ...valid, amount: 'abc' }).errors.amount).toBe(enSend.invalidAmount);
  });

  it('reports insufficient funds when the amount and the fee exceed the native balance', () => {
    expect(validateSendForm({ ...valid, amount: '2' }).errors.amount).toBe(enSend.insufficientFunds);
    expect(validateSendForm({ ...valid, amount: '2', fee: undefined }).errors.amount).toBeUndefined();
  });

  it('reports insufficient funds for an ERC-20 amount above its balance, or a fee above the native balance', () => {
    expect(validateSendForm({ ...valid, token: usdc, amount: '150.500001' }).errors.amount).toBe(enSend.insufficientFunds);
    expect(validateSendForm({ ...valid, token: usdc, amount: '150.5' }).errors).toEqual({});
    expect(validateSendForm({ ...valid, token: usdc, amount: '1', nativeBalance: fee - 1n }).errors.amount).toBe(enSend.insufficientFunds);
  });
});
