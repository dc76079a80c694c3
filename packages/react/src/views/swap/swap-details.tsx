import { formatNumber, type SwapDraft, type SwapFormState } from '@airlock/core';
import { useLocale } from '../../i18n/use-locale';
import { useSwapTexts } from './use-swap-texts';
import { amountUsdText, swapAmountText } from './swap-amount-text';
import { swapNetworkFee } from './swap-network-fee';

/** A price impact above this many percent is pointed out. */
const HIGH_PRICE_IMPACT = 5;

/** The quote's details: price impact, pool fee, network fee, minimum received at the slippage set, and the route. */
export function SwapDetails({ form, draft }: { form: SwapFormState; draft: SwapDraft }) {
  const texts = useSwapTexts();
  const { locale } = useLocale();
  const { quote } = form;
  const { from, to, network, holdings } = draft;
  if (!quote || !from || !to) return null;
  const native = holdings.find((holding) => !holding.address);
  const fee = swapNetworkFee(quote, form.gasPrice);
  const { decimals, symbol } = network.nativeCurrency;
  const feeUsd = (wei: bigint) => amountUsdText(wei, decimals, native?.price ?? 0, network.testnet, locale);
  const least = draft.minimumReceived ?? 0n;
  // The route's ends are the tokens the visitor chose (the pools hold the wrapped native currency for the native one);
  // a token in between is named from the network's list.
  const symbolOf = (address: string) =>
    form.tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())?.symbol ?? address.split(':').pop()?.slice(0, 8);
  const last = quote.route.length - 1;
  const route = quote.route
    .map((hop, index) => {
      const out = index === last ? to.symbol : symbolOf(hop.tokenOut);
      return `${index === 0 ? `${from.symbol} → ` : ''}${out} (${hop.fee / 10_000}%)`;
    })
    .join(' → ');
  return (
    <>
      <dl className="airlock-summary" data-testid="airlock-swap-details">
        <div>
          <dt>{texts.priceImpact}</dt>
          <dd data-testid="airlock-swap-price-impact">{formatNumber(quote.priceImpact, 2, locale)}%</dd>
        </div>
        <div>
          <dt>{texts.providerFee}</dt>
          <dd data-testid="airlock-swap-pool-fee">
            {swapAmountText(BigInt(quote.fee), from.decimals, locale)} {from.symbol}
          </dd>
        </div>
        <div>
          <dt>{texts.networkFee}</dt>
          <dd data-testid="airlock-swap-network-fee">
            {fee === undefined ? '—' : `${swapAmountText(fee, decimals, locale, 4)} ${symbol} · ${feeUsd(fee)}`}
          </dd>
        </div>
        <div>
          <dt>{texts.minimumReceived}</dt>
          <dd data-testid="airlock-swap-minimum">
            {swapAmountText(least, to.decimals, locale)} {to.symbol}
          </dd>
        </div>
        <div>
          <dt>{texts.route}</dt>
          <dd data-testid="airlock-swap-route" className="airlock-break">
            {route} · {quote.provider}
          </dd>
        </div>
      </dl>
      {quote.priceImpact > HIGH_PRICE_IMPACT ? <p className="airlock-warning">{texts.highPriceImpact}</p> : null}
    </>
  );
}
