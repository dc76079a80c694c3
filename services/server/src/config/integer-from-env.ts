import { ConfigError } from './config-error';

/**
 * An integer setting: `fallback` when unset or empty, else a safe integer of at least `min`; anything else stops the
 * server with the setting's name and the least it takes.
 */
export function integerFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min)
    throw new ConfigError(`${name}=${raw.slice(0, 40)} must be an integer of at least ${min}`);
  return value;
}
