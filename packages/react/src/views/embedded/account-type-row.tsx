import { DEFAULT_EVM_ACCOUNT_TYPE, isSmartAccountOn, type ChainState, type EmbeddedState } from '@airlock/core';
import { useId, useState } from 'react';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useMessages } from '../../i18n/use-messages';

const selectAccountType = (state: EmbeddedState) => ({
  preferred: state.preferredAccountType ?? DEFAULT_EVM_ACCOUNT_TYPE,
  enabledNetworks: state.smartAccountEnabledNetworks,
  error: state.accountTypeError,
});
const selectEvmChainId = (state: ChainState) => state.namespaces.eip155?.network.caipNetwork?.id;

/**
 * Account settings' account type (spec §6): a smart account (the same address, delegated by
 * EIP-7702 to the batch executor, so batches run atomically) or an EOA, and a button to switch. A
 * failed switch falls back to EOA; its reason is announced.
 */
export function AccountTypeRow() {
  const messages = useMessages();
  const client = useAirlock();
  const { preferred, enabledNetworks, error } = useExternalState(client.embedded, selectAccountType);
  const chainId = useExternalState(client.chain, selectEvmChainId);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const next = preferred === 'smartAccount' ? 'eoa' : 'smartAccount';
  const notOnThisNetwork =
    preferred === 'smartAccount' &&
    enabledNetworks !== undefined &&
    !isSmartAccountOn({ preferredAccountType: preferred, smartAccountEnabledNetworks: enabledNetworks }, chainId);

  const switchType = () => {
    if (busy) return;
    setBusy(true);
    client
      .setPreferredAccountType(next)
      .catch(() => {})
      .finally(() => setBusy(false));
  };

  return (
    <div className="airlock-stack">
      <div className="airlock-setting">
        <p className="airlock-setting-text" id={labelId}>
          <span className="airlock-row-label">{messages.accountType}</span>
          <span data-testid="airlock-account-type" aria-live="polite">
            {preferred === 'smartAccount' ? messages.smartAccount : messages.eoa}
          </span>
        </p>
        <button type="button" className="airlock-button" aria-describedby={labelId} aria-disabled={busy || undefined} onClick={switchType}>
          {busy ? messages.switchingAccountType : next === 'eoa' ? messages.switchToEoa : messages.switchToSmartAccount}
        </button>
      </div>
      {notOnThisNetwork && <p className="airlock-muted">{messages.smartAccountNotOnNetwork}</p>}
      {error && (
        <p className="airlock-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
