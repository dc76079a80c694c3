import { generateKeyPairSync, webcrypto } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { cdpJwt } from '../../src/onramp/coinbase/cdp-jwt';
import { coinbaseOnrampUrl } from '../../src/onramp/coinbase/coinbase-onramp-url';
import { moonpayWidgetUrl } from '../../src/onramp/moonpay/moonpay-widget-url';

/** HMAC-SHA256 through WebCrypto, an implementation apart from the one under test, base64 as MoonPay writes it. */
async function webCryptoHmac(secret: string, message: string): Promise<string> {
  const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return Buffer.from(await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(message))).toString('base64');
}

describe('MoonPay widget URL', () => {
  it('carries the order and signs its query string with the secret key, the signature appended last', async () => {
    const url = moonpayWidgetUrl(
      'https://buy-sandbox.moonpay.com',
      {
        apiKey: 'pk_test_key',
        currencyCode: 'usdc_base',
        walletAddress: '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae',
        baseCurrencyCode: 'usd',
        baseCurrencyAmount: '50.00',
        externalTransactionId: 'ord_abc',
      },
      'sk_test_key',
    );
    const unsigned =
      '?apiKey=pk_test_key&currencyCode=usdc_base&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae' +
      '&baseCurrencyCode=usd&baseCurrencyAmount=50.00&externalTransactionId=ord_abc';
    const expected = await webCryptoHmac('sk_test_key', unsigned);
    expect(url).toBe(`https://buy-sandbox.moonpay.com/${unsigned}&signature=${encodeURIComponent(expected)}`);
    expect(new URL(url).searchParams.get('signature')).toBe(expected);
    expect(await webCryptoHmac('another_secret', unsigned)).not.toBe(expected);
  });
});

describe('Coinbase Onramp', () => {
  it('signs a CDP JWT with an EC key that the public key verifies (ES256), for the request’s method, host and path', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const now = Date.now();
    const token = cdpJwt({
      keyName: 'organizations/o/apiKeys/k',
      privateKey: privateKey.export({ format: 'pem', type: 'sec1' }).toString(),
      method: 'POST',
      url: 'https://api.developer.coinbase.com/onramp/v1/token',
      now,
    });
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', kid: 'organizations/o/apiKeys/k', typ: 'JWT' });
    expect(header.nonce).toMatch(/^[0-9a-f]{32}$/);
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'], currentDate: new Date(now) });
    const seconds = Math.floor(now / 1000);
    expect(payload).toEqual({
      iss: 'cdp',
      sub: 'organizations/o/apiKeys/k',
      nbf: seconds,
      exp: seconds + 120,
      uri: 'POST api.developer.coinbase.com/onramp/v1/token',
    });
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    await expect(jwtVerify(token, stranger, { currentDate: new Date(now) })).rejects.toThrow();
  });

  it('signs with an Ed25519 key given as CDP shows it (base64 of seed and public key)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const jwk = privateKey.export({ format: 'jwk' });
    const secret = Buffer.concat([Buffer.from(jwk.d!, 'base64url'), Buffer.from(jwk.x!, 'base64url')]).toString('base64');
    const token = cdpJwt({
      keyName: 'key-1',
      privateKey: secret,
      method: 'GET',
      url: 'https://api.developer.coinbase.com/onramp/v1/buy/options',
    });
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    const verifier = await importJWK(publicKey.export({ format: 'jwk' }), 'EdDSA');
    const { payload } = await jwtVerify(token, verifier);
    expect(payload.uri).toBe('GET api.developer.coinbase.com/onramp/v1/buy/options');
  });

  it('builds the buy URL with a session token, or with the app id and the addresses when no API key is set', () => {
    const common = {
      address: '0x1111111111111111111111111111111111111111',
      network: 'base',
      asset: 'USDC',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      paymentMethod: 'CARD',
      partnerUserId: 'ord_abc',
    };
    const withToken = new URL(coinbaseOnrampUrl('https://pay.coinbase.com', { ...common, sessionToken: 'tok' }));
    expect(withToken.origin + withToken.pathname).toBe('https://pay.coinbase.com/buy/select-asset');
    expect(Object.fromEntries(withToken.searchParams)).toEqual({
      sessionToken: 'tok',
      defaultAsset: 'USDC',
      defaultNetwork: 'base',
      defaultExperience: 'buy',
      defaultPaymentMethod: 'CARD',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      partnerUserId: 'ord_abc',
    });
    const withAppId = new URL(coinbaseOnrampUrl('https://pay.coinbase.com', { ...common, appId: 'app-1' }));
    expect(withAppId.searchParams.get('appId')).toBe('app-1');
    expect(JSON.parse(withAppId.searchParams.get('addresses')!)).toEqual({ [common.address]: ['base'] });
    expect(JSON.parse(withAppId.searchParams.get('assets')!)).toEqual(['USDC']);
    expect(withAppId.searchParams.has('sessionToken')).toBe(false);
  });
});
