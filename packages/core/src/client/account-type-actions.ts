import { type FrameAccountType, formatMessage } from '@airlock/protocol';
import { CONNECTOR_IDS } from '../adapter/connector';
import { namespaceState } from '../connection/chain-store';
import { embeddedFrame } from '../embedded/embedded-frame';
import { AirlockError } from '../errors/airlock-error';
import { main as en } from '../i18n/locales/en/main';
import type { ClientContext } from './client-context';

export class AccountTypeSwitchError extends AirlockError {
  override readonly name = 'AccountTypeSwitchError';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'ACCOUNT_TYPE_SWITCH_FAILED', ...options });
  }
}

/**
 * The embedded wallet's account type, set in the frame and on the server (smartAccount: the EOA
 * delegated by EIP-7702 to the batch executor). Spec §4: a failed set falls back to eoa, and the
 * reason stays in the embedded store for the Account view.
 */
export async function setPreferredAccountType(context: ClientContext, type: FrameAccountType): Promise<void> {
  const store = context.embedded;
  if (namespaceState(context.chain, 'eip155').account.connectorId !== CONNECTOR_IDS.auth)
    throw new AccountTypeSwitchError(en.accountTypeNeedsEmbeddedWallet);
  store.setState({ accountTypeError: undefined });
  try {
    const frame = await embeddedFrame(context);
    const answer = await frame.request('SET_PREFERRED_ACCOUNT', { type });
    store.setState({ preferredAccountType: answer.type === 'eoa' || answer.type === 'smartAccount' ? answer.type : type });
  } catch (error) {
    const reason = (error as Error).message;
    store.setState({
      preferredAccountType: 'eoa',
      accountTypeError: formatMessage((context.locale?.getState().main ?? en).accountTypeSwitchFailed, { reason }),
    });
    throw new AccountTypeSwitchError(formatMessage(en.accountTypeSwitchFailed, { reason }), { cause: error });
  }
}
