import { onrampProviderFee, type OnrampState } from '@airlock/core';
import { useLocale } from '../../i18n/use-locale';
import { fiatText, tokenText } from './buy-money-text';
import { useBuyTexts } from './use-buy-texts';

/**
 * The quote of the amount typed: a skeleton while it is asked for (quotesLoading, spec §4), then what the visitor pays
 * (provider fee, network fee, total) and receives; an estimate (the provider did not quote, spec §8) is marked so.
 */
export function BuyQuote({ state, waiting, onRetry }: { state: OnrampState; waiting: boolean; onRetry(): void }) {
  const texts = useBuyTexts();
  const { locale } = useLocale();
  const { quote } = state;
  if (state.error === 'quote')
    return (
      <div className="airlock-buy-quote">
        <p className="airlock-error" role="alert">
          {texts.quoteFailed}
        </p>
        <button type="button" className="airlock-button" onClick={onRetry}>
          {texts.tryAgain}
        </button>
      </div>
    );
  if (state.quotesLoading || (waiting && !quote))
    return (
      <div className="airlock-buy-quote" aria-busy="true" data-testid="airlock-buy-quote-loading">
        <p className="airlock-visually-hidden" role="status">
          {texts.quoteLoading}
        </p>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="airlock-buy-quote-row" aria-hidden="true">
            <span className="airlock-skeleton" />
            <span className="airlock-skeleton" />
          </div>
        ))}
      </div>
    );
  if (!quote) return null;
  const fee = onrampProviderFee(quote);
  const fiat = (amount: string) => fiatText(amount, quote.paymentTotal.currency, locale);
  return (
    <div className="airlock-buy-quote" data-testid="airlock-buy-quote">
      {quote.estimated ? (
        <p className="airlock-buy-estimate">
          <span className="airlock-tag">{texts.estimate}</span> <span className="airlock-muted">{texts.estimateNote}</span>
        </p>
      ) : null}
      <dl className="airlock-buy-quote-list">
        {fee !== undefined ? (
          <div className="airlock-buy-quote-row">
            <dt>{texts.providerFee}</dt>
            <dd>{fiat(fee)}</dd>
          </div>
        ) : null}
        <div className="airlock-buy-quote-row">
          <dt>{texts.networkFee}</dt>
          <dd>
            {quote.networkFee.currency === quote.paymentTotal.currency
              ? fiat(quote.networkFee.amount)
              : tokenText(quote.networkFee.amount, quote.networkFee.currency)}
          </dd>
        </div>
        <div className="airlock-buy-quote-row">
          <dt>{texts.total}</dt>
          <dd>{fiat(quote.paymentTotal.amount)}</dd>
        </div>
        <div className="airlock-buy-quote-row airlock-buy-receive">
          <dt>{quote.estimated ? `${texts.youReceive} (${texts.estimate})` : texts.youReceive}</dt>
          <dd data-testid="airlock-buy-receive">{tokenText(quote.purchaseAmount.amount, quote.purchaseAmount.currency)}</dd>
        </div>
      </dl>
    </div>
  );
}
