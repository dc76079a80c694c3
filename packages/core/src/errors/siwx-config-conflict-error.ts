import { AirlockError } from './airlock-error';
import { ERROR_MESSAGES } from './catalogue';

/** `createAirlock` was given both the older `siweConfig` and `siwx` (spec §5). */
export class SiwxConfigConflictError extends AirlockError {
  override readonly name = 'SiwxConfigConflictError';
  constructor() {
    super(ERROR_MESSAGES.siwxConfigConflict, { code: 'INVALID_OPTIONS' });
  }
}
