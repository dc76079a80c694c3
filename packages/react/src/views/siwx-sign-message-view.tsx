import { useEffect, useRef, useState } from 'react';
import { enSignIn, formatMessage, truncateAddress, type ChainState, type RouterState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useCataloguePart } from '../i18n/use-catalogue-part';
import { installSheet } from '../styles/install-stylesheet';
import { SIWX_SIGN_MESSAGE_CSS } from '../styles/siwx-sign-message-css';
import { Spinner } from '../ui/spinner';

const selectMessage = (state: RouterState) => state.data?.siwxMessage;
const selectActive = (state: ChainState) => {
  const { account, network } = state.namespaces[state.activeNamespace] ?? {};
  return { address: account?.address, network: network?.caipNetwork };
};

/**
 * Spec §2, SIWXSignMessage: asks the connected visitor to sign the dApp's sign-in message. Sign waits for the wallet
 * (the core shows 'Authenticating...', then closes the modal or shows 'Error signing message'); Cancel follows the
 * spec's rules (close, or when sign-in is required, back to the signed-in network or disconnect).
 */
export function SiwxSignMessageView() {
  installSheet('siwx-sign-message', SIWX_SIGN_MESSAGE_CSS);
  const client = useAirlock();
  const texts = useCataloguePart('signIn', enSignIn);
  const message = useExternalState(client.router, selectMessage);
  const active = useExternalState(client.chain, selectActive);
  const [busy, setBusy] = useState(false);
  const signButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  // A disabled button loses focus: give it back once the wallet has answered, so keyboard users carry on.
  useEffect(() => {
    if (!busy && document.activeElement === document.body) signButton.current?.focus();
  }, [busy]);

  const address = message?.accountAddress ?? active.address;
  const network = client.chain.getState().networks.find((candidate) => candidate.caipNetworkId === message?.chainId) ?? active.network;
  const dAppName = client.options.metadata?.name;

  const sign = () => {
    setBusy(true);
    void client.confirmSiwxSignIn().finally(() => {
      if (mounted.current) setBusy(false);
    });
  };
  const cancel = () => void client.cancelSiwxSignIn().catch(() => undefined);

  return (
    <div className="airlock-stack">
      <div className="airlock-center">
        <h3 className="airlock-heading">{dAppName ? formatMessage(texts.askedBy, { name: dAppName }) : texts.askedByThisApp}</h3>
        <p className="airlock-muted">{texts.explanation}</p>
      </div>
      <dl className="airlock-siwx-details">
        {address && (
          <div>
            <dt>{texts.account}</dt>
            <dd title={address}>{truncateAddress(address)}</dd>
          </div>
        )}
        {network && (
          <div>
            <dt>{texts.network}</dt>
            <dd>{network.name}</dd>
          </div>
        )}
        {message?.statement && (
          <div>
            <dt>{texts.statement}</dt>
            <dd className="airlock-siwx-statement">{message.statement}</dd>
          </div>
        )}
      </dl>
      <div className="airlock-siwx-actions">
        <button
          type="button"
          className="airlock-button"
          data-variant="primary"
          data-initial-focus
          autoFocus
          ref={signButton}
          disabled={busy}
          aria-busy={busy}
          onClick={sign}
        >
          {busy && <Spinner />}
          {texts.sign}
        </button>
        <button type="button" className="airlock-button" onClick={cancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
