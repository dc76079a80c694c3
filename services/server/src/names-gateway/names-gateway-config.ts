import type { Hex } from 'viem';
import { ConfigError } from '../config/config-error';

/** The names gateway (CCIP-read for ENS) as the operator sets it (see the server README). */
export interface NamesGatewayConfig {
  /** AIRLOCK_NAMES_GATEWAY_KEY: the secp256k1 key that signs gateway answers; unset, one is made and kept sealed in the database. */
  namesGatewayKey?: Hex;
}

export function namesGatewayConfigFromEnv(env: NodeJS.ProcessEnv): NamesGatewayConfig {
  const raw = env.AIRLOCK_NAMES_GATEWAY_KEY;
  if (raw === undefined || raw === '') return {};
  const key = raw.startsWith('0x') ? raw : `0x${raw}`;
  if (!/^0x[0-9a-fA-F]{64}$/.test(key) || /^0x0{64}$/.test(key))
    throw new ConfigError('AIRLOCK_NAMES_GATEWAY_KEY must be a secp256k1 private key: 64 hex digits, with or without 0x');
  return { namesGatewayKey: key.toLowerCase() as Hex };
}
