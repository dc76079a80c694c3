import { enSend, feeAmountText, networkFeeUsd, type Network, type SendableToken, type SendFormState } from '@airlock/core';
import { usdValue } from '../../ui/usd-value';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useLocale } from '../../i18n/use-locale';

/** The network fee in the native currency (4 significant digits: it is an estimate) and in USD, or what is happening to it. */
export function NetworkFeeText({ form, network, nativeToken }: { form: SendFormState; network: Network; nativeToken?: SendableToken }) {
  const { locale } = useLocale();
  const sendMessages = useCataloguePart('send', enSend);
  if (form.fee !== undefined) {
    const { decimals, symbol } = network.nativeCurrency;
    return (
      <>
        {feeAmountText(form.fee, decimals, locale)} {symbol} ·{' '}
        {usdValue(networkFeeUsd(form.fee, nativeToken, decimals), network.testnet, locale)}
      </>
    );
  }
  if (form.feeStatus === 'loading') return <span className="airlock-muted">{sendMessages.estimatingFee}</span>;
  return <span className="airlock-muted">—</span>;
}
