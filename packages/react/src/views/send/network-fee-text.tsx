import { enSend, feeAmountText, networkFeeUsd, type Network, type SendableToken, type SendFormState } from '@airlock/core';
import { usdValue } from '../../ui/usd-value';

/** The network fee in the native currency (4 significant digits: it is an estimate) and in USD, or what is happening to it. */
export function NetworkFeeText({ form, network, nativeToken }: { form: SendFormState; network: Network; nativeToken?: SendableToken }) {
  if (form.fee !== undefined) {
    const { decimals, symbol } = network.nativeCurrency;
    return (
      <>
        {feeAmountText(form.fee, decimals)} {symbol} · {usdValue(networkFeeUsd(form.fee, nativeToken, decimals), network.testnet)}
      </>
    );
  }
  if (form.feeStatus === 'loading') return <span className="airlock-muted">{enSend.estimatingFee}</span>;
  return <span className="airlock-muted">—</span>;
}
