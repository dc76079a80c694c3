import { AirlockError } from './airlock-error';
import { ERROR_MESSAGES } from './catalogue';

/** Signing in was asked for while the dApp configured no `siwx` (spec §5). */
export class SiwxNotEnabledError extends AirlockError {
  override readonly name = 'SiwxNotEnabledError';
  constructor() {
    super(ERROR_MESSAGES.siwxNotEnabled, { code: 'SIWX_NOT_ENABLED' });
  }
}

/** Signing in needs a connected account. */
export class NoActiveCaipAddressError extends AirlockError {
  override readonly name = 'NoActiveCaipAddressError';
  constructor() {
    super(ERROR_MESSAGES.noActiveCaipAddress, { code: 'NOT_CONNECTED' });
  }
}

/** Signing in needs an active network and an adapter (the client) for its namespace. */
export class NoActiveCaipNetworkOrClientError extends AirlockError {
  override readonly name = 'NoActiveCaipNetworkOrClientError';
  constructor(options: { details?: string; cause?: unknown } = {}) {
    super(ERROR_MESSAGES.noActiveCaipNetworkOrClient, { code: 'NETWORK_NOT_FOUND', ...options });
  }
}

/** The active network is not one the dApp configured, or its namespace has no sign-in message form. */
export class ChainNotSupportedError extends AirlockError {
  override readonly name = 'ChainNotSupportedError';
  constructor(details?: string) {
    super(ERROR_MESSAGES.chainNotSupported, { code: 'CHAIN_NOT_SUPPORTED', details });
  }
}

// Apart, so the check createAirlock makes does not put the other SIWX errors in the first load.
export { SiwxConfigConflictError } from './siwx-config-conflict-error';
