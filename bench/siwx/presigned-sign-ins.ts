import { formatSiwxMessage } from '@airlock/protocol';
import type { PrivateKeyAccount } from 'viem/accounts';

export interface SiwxSignInSite {
  /** The message's domain: host[:port] of an allowed origin of the project. */
  domain: string;
  /** The page's URI, the origin the domain stands for. */
  uri: string;
  /** CAIP-2, a chain the server serves. */
  chainId: string;
}

/**
 * One POST /v1/sessions body per nonce, serialized: an EIP-4361 message written by the protocol's
 * formatSiwxMessage and signed with personal_sign by the accounts in turn, as wallets sign it.
 */
export async function presignSignIns(
  site: SiwxSignInSite,
  accounts: readonly PrivateKeyAccount[],
  nonces: readonly string[],
): Promise<string[]> {
  const bodies: string[] = [];
  for (const [index, nonce] of nonces.entries()) {
    const account = accounts[index % accounts.length]!;
    const message = formatSiwxMessage({
      domain: site.domain,
      accountAddress: account.address,
      chainId: site.chainId,
      uri: site.uri,
      version: '1',
      nonce,
      statement: 'Sign in to the Airlock SIWX benchmark',
      issuedAt: new Date().toISOString(),
    });
    bodies.push(JSON.stringify({ message, signature: await account.signMessage({ message }) }));
  }
  return bodies;
}
