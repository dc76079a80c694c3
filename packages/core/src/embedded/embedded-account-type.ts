import type { FrameAccountType } from '@airlock/protocol';
import { CONNECTOR_IDS } from '../adapter/connector';
import type { ClientContext } from '../client/client-context';
import { namespaceState, updateAccount } from '../connection/chain-store';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { EmbeddedState } from './embedded-store';

/** Spec §6: an EVM account is a smart account unless the user chose otherwise. */
export const DEFAULT_EVM_ACCOUNT_TYPE: FrameAccountType = 'smartAccount';

const isAccountType = (value: unknown): value is FrameAccountType => value === 'eoa' || value === 'smartAccount';
const chainList = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : undefined;

/** The account type fields of a user the frame named (LOGGED_IN, GET_USER, CONNECT_SOCIAL), as the embedded store keeps them. */
export function embeddedAccountTypeState(user: {
  preferredAccountType?: unknown;
  smartAccountEnabledNetworks?: unknown;
}): Pick<EmbeddedState, 'preferredAccountType' | 'smartAccountEnabledNetworks'> {
  return {
    preferredAccountType: isAccountType(user.preferredAccountType) ? user.preferredAccountType : DEFAULT_EVM_ACCOUNT_TYPE,
    smartAccountEnabledNetworks: chainList(user.smartAccountEnabledNetworks) ?? [],
  };
}

/** Whether the account is a smart account on this chain: preferred, and the chain has the batch executor. */
export function isSmartAccountOn(
  state: Pick<EmbeddedState, 'preferredAccountType' | 'smartAccountEnabledNetworks'>,
  chainId: number | string | undefined,
): boolean {
  return (
    state.preferredAccountType === 'smartAccount' &&
    chainId !== undefined &&
    (state.smartAccountEnabledNetworks ?? []).includes(Number(chainId))
  );
}

/** Records the signed-in user's account type (and the spec §3 local storage list of enabled networks). */
export function applyEmbeddedUser(
  context: ClientContext,
  user: {
    email?: string | null;
    userName?: string | null;
    address: string;
    preferredAccountType?: unknown;
    smartAccountEnabledNetworks?: unknown;
  },
): void {
  const accountType = embeddedAccountTypeState(user);
  context.embedded.setState({ user, ...accountType, accountTypeError: undefined });
  context.storage.set(STORAGE_KEYS.smartAccountEnabledNetworks, accountType.smartAccountEnabledNetworks);
}

/**
 * Keeps the EVM account's type in step (spec §4): an embedded-wallet connection is a smart account
 * where the user prefers one and the chain has the executor, else an eoa. With EIP-7702 it is the
 * same address either way.
 */
export function bindEmbeddedAccountType(context: ClientContext): () => void {
  const sync = () => {
    const { account, network } = namespaceState(context.chain, 'eip155');
    if (account.status !== 'connected' || account.connectorId !== CONNECTOR_IDS.auth) return;
    const type = isSmartAccountOn(context.embedded.getState(), network.caipNetwork?.id) ? 'smartAccount' : 'eoa';
    if (account.accountType !== type) updateAccount(context.chain, 'eip155', { accountType: type });
  };
  const stops = [context.chain.subscribe(sync), context.embedded.subscribe(sync)];
  sync();
  return () => stops.forEach((stop) => stop());
}
