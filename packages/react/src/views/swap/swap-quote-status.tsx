import { formatMessage, type SwapFormState } from '@airlock/core';
import type { SwapToken } from '@airlock/protocol';
import { useLocale } from '../../i18n/use-locale';
import { useSwapTexts } from './use-swap-texts';
import { Spinner } from '../../ui/spinner';
import { swapAmountText } from './swap-amount-text';

/** A live region saying what the quote is doing: finding the price, found (about how much), no route, or failed with Try again. */
export function SwapQuoteStatus({ form, to, onRetry }: { form: SwapFormState; to?: SwapToken; onRetry(): void }) {
  const texts = useSwapTexts();
  const { locale } = useLocale();
  const { quoteStatus, quote } = form;
  const said =
    quoteStatus === 'loading'
      ? texts.findingQuote
      : quoteStatus === 'ready' && quote && to
        ? formatMessage(texts.quoteFound, { amount: swapAmountText(BigInt(quote.toAmount), to.decimals, locale), symbol: to.symbol })
        : quoteStatus === 'none'
          ? texts.noRoute
          : quoteStatus === 'failed'
            ? texts.quoteFailed
            : '';
  return (
    <div className="airlock-swap-quote-status">
      <p
        role="status"
        aria-live="polite"
        data-testid="airlock-swap-quote-status"
        className={quoteStatus === 'failed' ? 'airlock-error' : 'airlock-muted'}
      >
        {quoteStatus === 'loading' ? <Spinner /> : null}
        {said}
      </p>
      {quoteStatus === 'failed' ? (
        <button type="button" className="airlock-button" onClick={onRetry}>
          {texts.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
