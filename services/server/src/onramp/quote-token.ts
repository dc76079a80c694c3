import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MasterKey } from '../embedded/master-key';
import type { FiatCurrency, PaymentMethod } from './onramp-limits-table';
import type { ProviderQuote } from './onramp-provider';

/** Everything a quote promised, carried in its id so the server need not store quotes nobody accepts. */
export interface SignedQuote extends ProviderQuote {
  projectId: string;
  provider: string;
  network: string;
  purchaseCurrency: string;
  paymentCurrency: FiatCurrency;
  paymentMethod: PaymentMethod;
  estimated: boolean;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Longest quote id accepted (a signed quote is about 400 characters). */
export const MAX_QUOTE_ID_LENGTH = 1_000;

export interface QuoteTokens {
  sign(quote: SignedQuote): string;
  /** The quote an id carries, if this server signed it; undefined for anything else. Expiry is the caller's to check. */
  verify(quoteId: string): SignedQuote | undefined;
}

/** Quote ids `q_<base64url JSON>.<base64url HMAC-SHA256>`, under a key derived from the master key. */
export function createQuoteTokens(masterKey: MasterKey): QuoteTokens {
  const key = masterKey.derivedKey('onramp-quote-hmac');
  const mac = (payload: string) => createHmac('sha256', key).update(`airlock onramp quote\n${payload}`).digest();
  return {
    sign(quote) {
      // A nonce, so two equal quotes are two quotes (each its own order).
      const payload = Buffer.from(JSON.stringify({ ...quote, nonce: randomBytes(9).toString('base64url') })).toString('base64url');
      return `q_${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(quoteId) {
      if (quoteId.length > MAX_QUOTE_ID_LENGTH || !quoteId.startsWith('q_')) return undefined;
      const [payload, signature, extra] = quoteId.slice(2).split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const { nonce: _nonce, ...quote } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedQuote & {
          nonce: string;
        };
        return quote;
      } catch {
        return undefined;
      }
    },
  };
}
