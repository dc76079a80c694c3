import { ConfigError } from '../config/config-error';

const DEFAULT_TIMEOUT_MS = 3_000;

export interface MoonpayConfig {
  apiKey: string;
  /** Signs widget URLs (HMAC-SHA256); never sent anywhere. */
  secretKey: string;
  widgetUrl: string;
  apiUrl: string;
}

export interface CoinbaseOnrampConfig {
  /** The CDP project id (appId) of the operator's Onramp app. */
  appId?: string;
  /** A CDP secret API key: its name (the JWT `kid`/`sub`) and its private key (PEM EC P-256, or base64 Ed25519). */
  apiKeyName?: string;
  apiPrivateKey?: string;
  payUrl: string;
  apiUrl: string;
}

/** The on-ramp as the operator sets it (see the server README). */
export interface OnrampConfig {
  onrampQuotesPerIpPerHour: number;
  onrampQuotesPerProjectPerHour: number;
  onrampOrdersPerIpPerHour: number;
  onrampOrdersPerProjectPerHour: number;
  /** How long a provider's API may take before its sample options or an estimated quote are used instead. */
  onrampProviderTimeoutMs: number;
  /**
   * With PostgreSQL (several processes may share it): how long a sandbox order must sit processing before another
   * process finishes it, so a live delivery is never taken over.
   */
  onrampRecoveryGraceMs: number;
  /** AIRLOCK_MOONPAY_API_KEY and AIRLOCK_MOONPAY_SECRET_KEY; without both, MoonPay is not offered. */
  moonpay?: MoonpayConfig;
  /** AIRLOCK_COINBASE_ONRAMP_APP_ID, or a CDP API key (AIRLOCK_COINBASE_CDP_KEY_NAME and _PRIVATE_KEY); else not offered. */
  coinbase?: CoinbaseOnrampConfig;
}

export const ONRAMP_DEFAULTS = {
  onrampQuotesPerIpPerHour: 600,
  onrampQuotesPerProjectPerHour: 100_000,
  onrampOrdersPerIpPerHour: 30,
  onrampOrdersPerProjectPerHour: 5_000,
  onrampProviderTimeoutMs: DEFAULT_TIMEOUT_MS,
  onrampRecoveryGraceMs: 120_000,
} as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    throw new ConfigError(`${name}=${raw.slice(0, 40)} must be a whole number from 1 to ${max}`);
  return value;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const url = (env[name]?.trim() || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url))
    throw new ConfigError(`${name} must be an http:// or https:// URL (got ${JSON.stringify(url.slice(0, 100))})`);
  return url;
}

function moonpayFromEnv(env: NodeJS.ProcessEnv): MoonpayConfig | undefined {
  const apiKey = env.AIRLOCK_MOONPAY_API_KEY?.trim();
  const secretKey = env.AIRLOCK_MOONPAY_SECRET_KEY?.trim();
  if (!apiKey && !secretKey) return undefined;
  if (!apiKey || !secretKey)
    throw new ConfigError('MoonPay needs both AIRLOCK_MOONPAY_API_KEY and AIRLOCK_MOONPAY_SECRET_KEY (widget URLs must be signed)');
  return {
    apiKey,
    secretKey,
    widgetUrl: httpUrl(env, 'AIRLOCK_MOONPAY_WIDGET_URL', 'https://buy.moonpay.com'),
    apiUrl: httpUrl(env, 'AIRLOCK_MOONPAY_API_URL', 'https://api.moonpay.com'),
  };
}

function coinbaseFromEnv(env: NodeJS.ProcessEnv): CoinbaseOnrampConfig | undefined {
  const appId = env.AIRLOCK_COINBASE_ONRAMP_APP_ID?.trim() || undefined;
  const apiKeyName = env.AIRLOCK_COINBASE_CDP_KEY_NAME?.trim() || undefined;
  const apiPrivateKey = env.AIRLOCK_COINBASE_CDP_PRIVATE_KEY?.trim().replace(/\\n/g, '\n') || undefined;
  if (!appId && !apiKeyName && !apiPrivateKey) return undefined;
  if (!apiKeyName !== !apiPrivateKey)
    throw new ConfigError('A Coinbase CDP API key needs both AIRLOCK_COINBASE_CDP_KEY_NAME and AIRLOCK_COINBASE_CDP_PRIVATE_KEY');
  return {
    appId,
    apiKeyName,
    apiPrivateKey,
    payUrl: httpUrl(env, 'AIRLOCK_COINBASE_PAY_URL', 'https://pay.coinbase.com'),
    apiUrl: httpUrl(env, 'AIRLOCK_COINBASE_API_URL', 'https://api.developer.coinbase.com'),
  };
}

export function onrampConfigFromEnv(env: NodeJS.ProcessEnv): OnrampConfig {
  return {
    onrampQuotesPerIpPerHour: positiveInt(env, 'AIRLOCK_ONRAMP_QUOTES_PER_IP_PER_HOUR', ONRAMP_DEFAULTS.onrampQuotesPerIpPerHour),
    onrampQuotesPerProjectPerHour: positiveInt(
      env,
      'AIRLOCK_ONRAMP_QUOTES_PER_PROJECT_PER_HOUR',
      ONRAMP_DEFAULTS.onrampQuotesPerProjectPerHour,
    ),
    onrampOrdersPerIpPerHour: positiveInt(env, 'AIRLOCK_ONRAMP_ORDERS_PER_IP_PER_HOUR', ONRAMP_DEFAULTS.onrampOrdersPerIpPerHour),
    onrampOrdersPerProjectPerHour: positiveInt(
      env,
      'AIRLOCK_ONRAMP_ORDERS_PER_PROJECT_PER_HOUR',
      ONRAMP_DEFAULTS.onrampOrdersPerProjectPerHour,
    ),
    onrampProviderTimeoutMs: positiveInt(env, 'AIRLOCK_ONRAMP_PROVIDER_TIMEOUT_MS', DEFAULT_TIMEOUT_MS, 30_000),
    onrampRecoveryGraceMs: positiveInt(env, 'AIRLOCK_ONRAMP_RECOVERY_GRACE_MS', ONRAMP_DEFAULTS.onrampRecoveryGraceMs),
    moonpay: moonpayFromEnv(env),
    coinbase: coinbaseFromEnv(env),
  };
}
