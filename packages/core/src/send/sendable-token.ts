import type { TokenBalance } from '@airlock/protocol';
import type { Balance } from '../adapter/chain-adapter';
import type { Network } from '../network/network';
import { parseTokenAmount } from './token-amount';

/** A token the account can send: the native currency (no address) or an ERC-20. */
export interface SendableToken {
  /** Stable within a network: the token's address, or 'native'. */
  key: string;
  address?: string;
  symbol: string;
  name: string;
  decimals: number;
  /** In the token's smallest unit. */
  balance: bigint;
  /** USD per whole token; 0 when unknown. */
  price: number;
  iconUrl?: string;
}

export const NATIVE_TOKEN_KEY = 'native';

function fromTokenBalance(balance: TokenBalance): SendableToken | undefined {
  const decimals = Number(balance.quantity.decimals);
  if (!Number.isInteger(decimals) || decimals <= 0) return undefined;
  const [whole = '0', fraction = ''] = balance.quantity.numeric.split('.');
  const parsed = parseTokenAmount(`${whole}.${fraction.slice(0, decimals)}`, decimals);
  if (!parsed.ok) return undefined;
  return {
    key: balance.address ? balance.address.toLowerCase() : NATIVE_TOKEN_KEY,
    address: balance.address,
    symbol: balance.symbol,
    name: balance.name,
    decimals,
    balance: parsed.value,
    price: balance.price,
    iconUrl: balance.iconUrl || undefined,
  };
}

/**
 * What the Send form offers on `network`: the account's balances there, with the native currency
 * first and its exact balance from the node when known (the server's is rounded to a decimal string).
 */
export function sendableTokens(
  network: Network,
  tokenBalances: readonly TokenBalance[] | undefined,
  nativeBalance: Balance | undefined,
): SendableToken[] {
  const onNetwork = (tokenBalances ?? [])
    .filter((balance) => balance.chainId === network.caipNetworkId)
    .map(fromTokenBalance)
    .filter((token): token is SendableToken => token !== undefined);
  const serverNative = onNetwork.find((token) => token.key === NATIVE_TOKEN_KEY);
  const erc20s = onNetwork.filter((token) => token.key !== NATIVE_TOKEN_KEY);
  if (!nativeBalance && !serverNative) return erc20s;
  const native: SendableToken = {
    key: NATIVE_TOKEN_KEY,
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    decimals: network.nativeCurrency.decimals,
    balance: nativeBalance?.value ?? serverNative?.balance ?? 0n,
    price: serverNative?.price ?? 0,
    iconUrl: serverNative?.iconUrl,
  };
  return [native, ...erc20s];
}
