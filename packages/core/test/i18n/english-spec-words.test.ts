import { describe, expect, it } from 'vitest';
import { ALERTS } from '../../src/alerts/alert-catalogue';
import { TOKEN_BALANCE_UNAVAILABLE } from '../../src/balances/token-balance-fetch';
import { FAILED_TO_FETCH_TRANSACTIONS } from '../../src/client/transaction-history-actions';
import { ChainNodeError, CHAIN_NODE_ERROR_MESSAGES } from '../../src/errors/chain-node-error';
import { ERROR_MESSAGES, UserRejectedRequestError } from '../../src/errors/catalogue';
import { MODULE_LOAD_FAILED_MESSAGE } from '../../src/errors/module-load-error';
import { FRAME_ERROR_MESSAGES } from '../../src/frame/frame-errors';
import { main } from '../../src/i18n/locales/en/main';
import { send } from '../../src/i18n/locales/en/send';
import { chainNodeErrorText } from '../../src/send/chain-node-error-text';

describe('the English catalogue', () => {
  it('shows the spec’s error and alert messages word for word', () => {
    const { errors, alerts } = main;
    for (const key of [
      'connectionRejected',
      'failedToConnect',
      'failedToDisconnect',
      'chainNotSupported',
      'noConnectorFound',
      'errorSigningMessage',
      'requestedRpcNotAllowed',
      'actionNotAllowed',
      'popupClosed',
      'socialConnectionFailed',
      'modalClosed',
      'networkNotFound',
    ] as const) {
      expect(errors[key]).toBe(ERROR_MESSAGES[key]);
    }
    expect(main.connectionRejected).toBe(ERROR_MESSAGES.connectionRejected);
    expect(main.failedToConnect).toBe(ERROR_MESSAGES.failedToConnect);
    expect(main.moduleLoadFailed).toBe(MODULE_LOAD_FAILED_MESSAGE);
    expect(errors.userRejected).toBe(new UserRejectedRequestError().message);
    expect(errors.failedToFetchTransactions).toBe(FAILED_TO_FETCH_TRANSACTIONS);
    expect(errors.tokenBalanceUnavailable).toBe(TOKEN_BALANCE_UNAVAILABLE);
    expect([
      errors.iframeNotSet,
      errors.parentNotSet,
      errors.emailLoginUnavailable,
      errors.errorOccurred,
      errors.requestAborted,
      errors.somethingWentWrong,
      errors.requestTimedOut,
    ]).toEqual([
      FRAME_ERROR_MESSAGES.iframeNotSet,
      FRAME_ERROR_MESSAGES.parentNotSet,
      FRAME_ERROR_MESSAGES.loadFailed,
      FRAME_ERROR_MESSAGES.replyFallback,
      FRAME_ERROR_MESSAGES.rpcAborted,
      FRAME_ERROR_MESSAGES.aborted,
      FRAME_ERROR_MESSAGES.timedOut,
    ]);
    for (const [key, alert] of Object.entries(ALERTS)) expect(alerts[key as keyof typeof alerts]).toBe(alert.message);
  });

  it('words each chain node error as the spec does, a revert with or without its reason', () => {
    for (const kind of Object.keys(CHAIN_NODE_ERROR_MESSAGES) as Array<keyof typeof CHAIN_NODE_ERROR_MESSAGES>) {
      const error = new ChainNodeError(kind, { reason: kind === 'executionReverted' ? 'not owner' : undefined });
      expect(chainNodeErrorText(error, send)).toBe(error.message);
    }
    expect(chainNodeErrorText(new ChainNodeError('executionReverted'), send)).toBe(CHAIN_NODE_ERROR_MESSAGES.executionReverted());
  });
});
