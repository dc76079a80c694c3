import { useEffect, useRef, type RefObject } from 'react';
import { isFeatureEnabled, type ChainState, type FeaturesState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { rememberAccountAction, takeAccountAction, type AccountAction } from './account-action-opener';
import { openTokenSend } from './send/open-send';
import { useBuySupport } from './buy/use-buy-support';
import { useSwapSupport } from './swap/use-swap-support';
import { useMessages } from '../i18n/use-messages';

const selectActions = (state: FeaturesState) => ({
  buy: isFeatureEnabled(state, 'onramp'),
  swap: isFeatureEnabled(state, 'swaps'),
  send: isFeatureEnabled(state, 'send'),
  receive: isFeatureEnabled(state, 'receive'),
});
const selectNetwork = (state: ChainState) => state.namespaces[state.activeNamespace]?.network.caipNetwork?.caipNetworkId;

/**
 * The Account view's Buy, Swap, Receive and Send in the spec §9 wallet feature order (onramp, swaps, receive, send), each
 * shown while its feature is on; Buy also only where a provider delivers on the active network (its options list a
 * currency there), Swap only where the active network supports swaps (the server lists swap tokens for it).
 */
export function AccountActions() {
  const messages = useMessages();
  const client = useAirlock();
  const features = useExternalState(client.features, selectActions);
  const network = useExternalState(client.chain, selectNetwork);
  const swap = useSwapSupport(client, features.swap, network);
  const buy = useBuySupport(client, features.buy, network);
  const buyButton = useRef<HTMLButtonElement>(null);
  const swapButton = useRef<HTMLButtonElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const receiveButton = useRef<HTMLButtonElement>(null);
  const buttons: Record<AccountAction, RefObject<HTMLButtonElement | null>> = {
    Buy: buyButton,
    Swap: swapButton,
    Send: sendButton,
    Receive: receiveButton,
  };

  // Back from Buy, Swap, Send or Receive: focus returns to the button that opened it. This runs before the
  // modal's own view focus, which then keeps it; Buy's and Swap's buttons show once the network's support is known.
  const returning = useRef<AccountAction | undefined>(undefined);
  useEffect(() => {
    returning.current = takeAccountAction(client);
  }, [client]);
  useEffect(() => {
    const action = returning.current;
    const refs = { Buy: buyButton, Swap: swapButton, Send: sendButton, Receive: receiveButton };
    const button = action && refs[action].current;
    if (!action || !button) return;
    button.focus();
    returning.current = undefined;
  }, [client, swap, buy]);

  const open = (action: AccountAction) => {
    rememberAccountAction(client, action);
    if (action === 'Send') openTokenSend(client);
    else client.router.push(action);
  };
  const shown: Array<[AccountAction, string]> = [];
  if (buy) shown.push(['Buy', messages.buy]);
  if (swap) shown.push(['Swap', messages.swap]);
  if (features.receive) shown.push(['Receive', messages.receive]);
  if (features.send) shown.push(['Send', messages.send]);
  if (shown.length === 0) return null;
  return (
    <div className="airlock-account-actions">
      {shown.map(([action, label]) => (
        <button key={action} type="button" className="airlock-button" ref={buttons[action]} onClick={() => open(action)}>
          {label}
        </button>
      ))}
    </div>
  );
}
