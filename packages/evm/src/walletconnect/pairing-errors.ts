import { UserRejectedRequestError } from 'viem';

/** The dApp abandoned the pairing (another wallet connected, or a new attempt replaced it). */
export class PairingAbortedError extends Error {
  override readonly name = 'PairingAbortedError';
  constructor() {
    super('WalletConnect pairing abandoned');
  }
}

/** WalletConnect SDK error 5000 (USER_REJECTED) and EIP-1193 4001 both mean the wallet said no. */
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002]);

export function toPairingError(error: unknown): Error {
  if (error instanceof PairingAbortedError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'number' && REJECTION_CODES.has(code)) return new UserRejectedRequestError(asError(error));
  return asError(error);
}

function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const message = (error as { message?: unknown } | undefined)?.message;
  return new Error(typeof message === 'string' ? message : String(error));
}
