import { SiwxConfigConflictError } from '../errors/siwx-config-conflict-error';
import type { AirlockOptions } from './airlock-options';

/** Spec §5: configuring both `siweConfig` and `siwx` is not allowed. */
export function checkSiwxOptions(options: AirlockOptions): void {
  if (options.siwx !== undefined && options.siweConfig !== undefined) throw new SiwxConfigConflictError();
}
