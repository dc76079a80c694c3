export type TokenAmountParse = { ok: true; value: bigint } | { ok: false; reason: 'empty' | 'invalid' | 'tooManyDecimals' };

const DECIMAL_AMOUNT = /^(\d*)(?:\.(\d*))?$/;

/** What the visitor typed (`1.5`) in a token's smallest unit, exactly: no floating point, no rounding. */
export function parseTokenAmount(text: string, decimals: number): TokenAmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const match = DECIMAL_AMOUNT.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, reason: 'invalid' };
  if (fraction.length > decimals) return { ok: false, reason: 'tooManyDecimals' };
  return { ok: true, value: BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`) };
}
