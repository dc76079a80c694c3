import { isAddress, isHex, type Hex, type TypedDataDefinition } from 'viem';
import type { WalletSession } from './wallet-session';
import { invalidParamsError, unauthorizedError } from './wallet-rpc-error';

function accountFor(session: WalletSession, address: unknown) {
  const account = session.authorisedAccount(address);
  if (!account) throw unauthorizedError();
  return account;
}

/** personal_sign, params [message, address]; some dApps still send [address, message]. */
export function personalSign(session: WalletSession, params: readonly unknown[]): Promise<Hex> {
  let [message, address] = params;
  if (typeof message === 'string' && isAddress(message) && !(typeof address === 'string' && isAddress(address))) {
    [message, address] = [address, message];
  }
  if (typeof message !== 'string') throw invalidParamsError('personal_sign expects [message, address].');
  const account = accountFor(session, address);
  return account.signMessage({ message: isHex(message) ? { raw: message } : message });
}

/** eth_sign, params [address, 32-byte hash]: signs the hash itself, without a message prefix. */
export function ethSign(session: WalletSession, params: readonly unknown[]): Promise<Hex> {
  const [address, hash] = params;
  const account = accountFor(session, address);
  if (typeof hash !== 'string' || !isHex(hash) || hash.length !== 66) {
    throw invalidParamsError('eth_sign expects [address, 32-byte hex hash].');
  }
  return account.sign({ hash });
}

/** eth_signTypedData_v4, params [address, typedData as JSON string or object]. */
export function signTypedDataV4(session: WalletSession, params: readonly unknown[]): Promise<Hex> {
  const [address, typedData] = params;
  const account = accountFor(session, address);
  let definition: unknown;
  try {
    definition = typeof typedData === 'string' ? JSON.parse(typedData) : typedData;
  } catch {
    throw invalidParamsError('eth_signTypedData_v4 expects typed data as JSON.');
  }
  if (definition === null || typeof definition !== 'object') {
    throw invalidParamsError('eth_signTypedData_v4 expects [address, typedData].');
  }
  return account.signTypedData(definition as TypedDataDefinition);
}
