import type { SendableNft } from './sendable-nft';
import type { SendableToken } from './sendable-token';

/** What the Send flow sends: a token from the balances (native or ERC-20) or an NFT (ERC-721 or ERC-1155). */
export type SendAsset = SendableToken | SendableNft;

export function isSendableNft(asset: SendAsset): asset is SendableNft {
  return 'kind' in asset && asset.kind === 'nft';
}
