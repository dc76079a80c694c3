import { ERROR_MESSAGES } from '@airlock/core';
import { signMessage, type Config } from '@wagmi/core';
import type { Address } from 'viem';
import { toWalletRequestError } from '../errors/to-wallet-request-error';

export async function signWalletMessage(config: Config, message: string, address: string): Promise<string> {
  try {
    return await signMessage(config, { message, account: address as Address });
  } catch (error) {
    throw toWalletRequestError(error, { message: ERROR_MESSAGES.errorSigningMessage, code: 'SIGN_MESSAGE_FAILED' });
  }
}
