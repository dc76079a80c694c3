import type { WalletKitTypes } from '@reown/walletkit';
import type { AuthTypes } from '@walletconnect/types';
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils';
import type { PrivateKeyAccount } from 'viem/accounts';
import { EIP155_METHODS } from './eip155-namespace';

/** The part of WalletKit that writes the text a CACAO signs. */
export interface AuthMessageFormatter {
  formatAuthMessage(params: { request: AuthTypes.BaseAuthRequestParams; iss: string }): string;
}

/**
 * One-click auth (wc_sessionAuthenticate): a CACAO for each requested chain the wallet has, each the personal_sign
 * signature of the sign-in text WalletKit writes for that chain (the ReCap narrowed to the chains and methods it
 * supports). Throws when it has none of the chains.
 */
export async function signAuthRequest(
  kit: AuthMessageFormatter,
  account: PrivateKeyAccount,
  supportedChains: readonly string[],
  authPayload: WalletKitTypes.SessionAuthenticate['params']['authPayload'],
): Promise<AuthTypes.Cacao[]> {
  const payload = populateAuthPayload({ authPayload, chains: [...supportedChains], methods: EIP155_METHODS });
  const auths: AuthTypes.Cacao[] = [];
  for (const chain of payload.chains) {
    const iss = `did:pkh:${chain}:${account.address}`;
    const message = kit.formatAuthMessage({ request: payload, iss });
    const signature = await account.signMessage({ message });
    auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss));
  }
  return auths;
}
