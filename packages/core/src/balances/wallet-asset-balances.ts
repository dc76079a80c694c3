import { NATIVE_TOKEN_ADDRESS, type FungiblePriceResponse, type TokenBalance } from '@airlock/protocol';
import type { WalletAsset } from '../adapter/wallet-asset';
import type { ApiClient } from '../api/api-client';
import { formatUnits } from '../format/format-units';

const priceId = (caipNetworkId: string, asset: WalletAsset) =>
  `${caipNetworkId}:${asset.address === 'native' ? NATIVE_TOKEN_ADDRESS : asset.address}`.toLowerCase();

/**
 * Turns what the wallet reports into the balance list the Tokens tab shows. Amounts are the
 * wallet's; USD prices and icons come from the server when there is one, and are 0 and blank when
 * it is absent or cannot price a token.
 */
export async function walletAssetBalances(
  api: ApiClient | undefined,
  caipNetworkId: string,
  assets: WalletAsset[],
): Promise<TokenBalance[]> {
  // Zero-decimal tokens are left out (spec); so is anything the account does not hold.
  const held = assets.filter((asset) => asset.balance > 0n && asset.decimals > 0);
  const prices = new Map<string, FungiblePriceResponse['fungibles'][number]>();
  if (api && held.length > 0) {
    try {
      const response = await api.post<FungiblePriceResponse>('/v1/fungible/price', {
        currency: 'usd',
        addresses: held.map((asset) => priceId(caipNetworkId, asset)),
      });
      for (const fungible of response.fungibles) prices.set(fungible.address.toLowerCase(), fungible);
    } catch (error) {
      console.warn('[airlock] prices unavailable for wallet assets', error);
    }
  }
  return held.map((asset) => {
    const numeric = formatUnits(asset.balance, asset.decimals);
    const price = prices.get(priceId(caipNetworkId, asset));
    const balance: TokenBalance = {
      name: asset.name,
      symbol: asset.symbol,
      chainId: caipNetworkId,
      quantity: { decimals: String(asset.decimals), numeric },
      price: price?.price ?? 0,
      value: Number(numeric) * (price?.price ?? 0),
      iconUrl: price?.iconUrl ?? '',
    };
    if (asset.address !== 'native') balance.address = asset.address;
    return balance;
  });
}
