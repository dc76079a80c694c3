import { isAddress, parseEther } from 'viem';

export type SendEthInput = { to: string; amount: string };
export type SendEthValidation = { ok: true; to: `0x${string}`; value: bigint } | { ok: false; field: 'to' | 'amount'; message: string };

/** Checks what the user typed before the wallet is asked anything. */
export function validateSendEth(input: SendEthInput, balance: bigint | undefined): SendEthValidation {
  const to = input.to.trim();
  if (!isAddress(to, { strict: false }))
    return { ok: false, field: 'to', message: 'Enter a valid address (0x followed by 40 hex digits).' };
  let value: bigint;
  try {
    value = parseEther(input.amount.trim());
  } catch {
    return { ok: false, field: 'amount', message: 'Enter an amount in ETH, like 0.5.' };
  }
  if (value <= 0n) return { ok: false, field: 'amount', message: 'Enter an amount greater than 0.' };
  if (balance !== undefined && value > balance) return { ok: false, field: 'amount', message: 'The amount is more than your balance.' };
  return { ok: true, to, value };
}
