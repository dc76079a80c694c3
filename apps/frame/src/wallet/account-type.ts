import type { FrameAccountType, FrameUser } from '@airlock/protocol';
import type { SessionInfo } from '../api/embedded-api';

/** Spec §6: an EVM account is a smart account unless the user chose otherwise. */
export const DEFAULT_ACCOUNT_TYPE: FrameAccountType = 'smartAccount';

/** EIP-7702: an account delegated to a contract has the code 0xef0100 followed by the contract's address. */
const DELEGATION_CODE = /^0xef0100[0-9a-f]{40}$/i;

export function isDelegationCode(code: unknown): boolean {
  return typeof code === 'string' && DELEGATION_CODE.test(code);
}

export type AccountTypeFields = Required<Pick<FrameUser, 'preferredAccountType' | 'smartAccountEnabledNetworks' | 'accounts'>>;

/**
 * The account type fields of GET_USER and LOGGED_IN. With EIP-7702 the smart account is the EOA
 * itself, delegated to the batch executor: one address, listed as both types where a chain has the
 * executor.
 */
export function accountTypeFields(session: SessionInfo): AccountTypeFields {
  const { address } = session.user;
  const smartAccountEnabledNetworks = (session.smartAccountEnabledNetworks ?? []).filter(
    (chainId) => Number.isSafeInteger(chainId) && chainId > 0,
  );
  return {
    preferredAccountType: session.user.preferredAccountType ?? DEFAULT_ACCOUNT_TYPE,
    smartAccountEnabledNetworks,
    accounts:
      smartAccountEnabledNetworks.length > 0
        ? [
            { address, type: 'eoa' },
            { address, type: 'smartAccount' },
          ]
        : [{ address, type: 'eoa' }],
  };
}

export type AtomicStatus = 'supported' | 'ready' | 'unsupported';

/** EIP-5792's atomic capability of one chain in a wallet_getCapabilities answer; unsupported when absent. */
export function atomicStatusOf(capabilities: unknown, chainId: number): AtomicStatus {
  const perChain = (capabilities as Record<string, { atomic?: { status?: unknown } } | undefined> | null | undefined)?.[
    `0x${chainId.toString(16)}`
  ];
  const status = perChain?.atomic?.status;
  return status === 'supported' || status === 'ready' ? status : 'unsupported';
}
