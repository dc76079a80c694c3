import { isAddress, isAddressEqual, isHex, type Hex, type TypedDataDefinition } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { invalidParamsError, unauthorizedError } from '../provider/wallet-rpc-error';

function requireOwnAddress(account: PrivateKeyAccount, address: unknown): void {
  if (typeof address !== 'string' || !isAddress(address) || !isAddressEqual(address, account.address)) throw unauthorizedError();
}

/** personal_sign, params [message as hex or UTF-8, address]; some dApps send [address, message]. */
export function personalSign(account: PrivateKeyAccount, params: readonly unknown[]): Promise<Hex> {
  let [message, address] = params;
  if (typeof message === 'string' && isAddress(message) && !(typeof address === 'string' && isAddress(address))) {
    [message, address] = [address, message];
  }
  if (typeof message !== 'string') throw invalidParamsError('personal_sign expects [message, address].');
  requireOwnAddress(account, address);
  return account.signMessage({ message: isHex(message) ? { raw: message } : message });
}

/** eth_sign, params [address, 32-byte hash]: the hash itself, without a message prefix. */
export function ethSign(account: PrivateKeyAccount, params: readonly unknown[]): Promise<Hex> {
  const [address, hash] = params;
  requireOwnAddress(account, address);
  if (typeof hash !== 'string' || !isHex(hash) || hash.length !== 66) {
    throw invalidParamsError('eth_sign expects [address, 32-byte hex hash].');
  }
  return account.sign({ hash });
}

/** eth_signTypedData_v4, params [address, typed data as JSON or object]. */
export function signTypedDataV4(account: PrivateKeyAccount, params: readonly unknown[]): Promise<Hex> {
  const [address, typedData] = params;
  requireOwnAddress(account, address);
  let definition: unknown;
  try {
    definition = typeof typedData === 'string' ? JSON.parse(typedData) : typedData;
  } catch {
    throw invalidParamsError('eth_signTypedData_v4 expects typed data as JSON.');
  }
  if (definition === null || typeof definition !== 'object') throw invalidParamsError('eth_signTypedData_v4 expects [address, typedData].');
  return account.signTypedData(definition as TypedDataDefinition);
}
