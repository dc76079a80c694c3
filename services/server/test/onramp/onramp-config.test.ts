import { describe, expect, it } from 'vitest';
import { featuresFromFlags } from '../../src/cli/feature-flags';
import { ONRAMP_DEFAULTS, onrampConfigFromEnv } from '../../src/onramp/onramp-config';

describe('on-ramp configuration', () => {
  it('configures no real provider without keys, and the documented limits', () => {
    expect(onrampConfigFromEnv({})).toEqual({ ...ONRAMP_DEFAULTS, moonpay: undefined, coinbase: undefined });
  });

  it('takes MoonPay only with both keys, and Coinbase with an app id or a whole CDP key', () => {
    expect(onrampConfigFromEnv({ AIRLOCK_MOONPAY_API_KEY: 'pk', AIRLOCK_MOONPAY_SECRET_KEY: 'sk' }).moonpay).toEqual({
      apiKey: 'pk',
      secretKey: 'sk',
      widgetUrl: 'https://buy.moonpay.com',
      apiUrl: 'https://api.moonpay.com',
    });
    expect(() => onrampConfigFromEnv({ AIRLOCK_MOONPAY_API_KEY: 'pk' })).toThrow(
      'MoonPay needs both AIRLOCK_MOONPAY_API_KEY and AIRLOCK_MOONPAY_SECRET_KEY (widget URLs must be signed)',
    );
    expect(onrampConfigFromEnv({ AIRLOCK_COINBASE_ONRAMP_APP_ID: 'app' }).coinbase).toMatchObject({ appId: 'app', apiKeyName: undefined });
    expect(() => onrampConfigFromEnv({ AIRLOCK_COINBASE_CDP_KEY_NAME: 'k' })).toThrow(/needs both AIRLOCK_COINBASE_CDP_KEY_NAME/);
    const pem = onrampConfigFromEnv({
      AIRLOCK_COINBASE_CDP_KEY_NAME: 'k',
      AIRLOCK_COINBASE_CDP_PRIVATE_KEY: '-----BEGIN EC\\nabc',
    }).coinbase;
    expect(pem?.apiPrivateKey).toBe('-----BEGIN EC\nabc');
    expect(() => onrampConfigFromEnv({ AIRLOCK_ONRAMP_QUOTES_PER_IP_PER_HOUR: '0' })).toThrow(/must be a whole number from 1/);
    expect(() =>
      onrampConfigFromEnv({ AIRLOCK_MOONPAY_API_KEY: 'pk', AIRLOCK_MOONPAY_SECRET_KEY: 'sk', AIRLOCK_MOONPAY_API_URL: 'ftp://x' }),
    ).toThrow(/AIRLOCK_MOONPAY_API_URL must be an http/);
  });

  it('lets `project features --onramp` list any known providers, or off', () => {
    expect(featuresFromFlags({ onramp: 'sandbox,moonpay' })).toEqual({ onramp: ['sandbox', 'moonpay'] });
    expect(featuresFromFlags({ onramp: 'off' })).toEqual({ onramp: false });
    expect(() => featuresFromFlags({ onramp: 'paypal' })).toThrow(
      '--onramp takes off or a comma-separated list of meld, coinbase, moonpay, sandbox; got "paypal"',
    );
  });
});
