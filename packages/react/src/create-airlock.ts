import { createAirlockClient, type AirlockClient, type AirlockOptions } from '@airlock/core';

export type Airlock = AirlockClient;

/** Creates the Airlock client for `<AirlockProvider airlock={…}>`. Safe to call at module scope, also under SSR. */
export function createAirlock(options: AirlockOptions): Airlock {
  return createAirlockClient(options);
}
