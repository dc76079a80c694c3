import { AirlockError } from './airlock-error';

export const MODULE_LOAD_FAILED_MESSAGE = 'This part of the wallet could not be loaded.';

/**
 * One of Airlock's on-demand chunks did not load (say, the dApp was redeployed while the page was
 * open and the chunk is gone): nothing was asked of the wallet or the chain, so a caller tells it
 * apart from their failures. The loader's own error is the cause.
 */
export class ModuleLoadError extends AirlockError {
  override readonly name = 'ModuleLoadError';
  constructor(options: { cause?: unknown } = {}) {
    super(MODULE_LOAD_FAILED_MESSAGE, {
      code: 'MODULE_LOAD_FAILED',
      cause: options.cause,
      details: (options.cause as Error | undefined)?.message,
    });
  }
}
