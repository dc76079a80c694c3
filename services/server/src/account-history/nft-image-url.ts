/** Where the server serves an NFT's image (GET /v1/nft-image/:chainId/:contract/:tokenId), under `base`. */
export function nftImageUrl(base: string, chainId: number, contract: string, tokenId: string): string {
  return `${base.replace(/\/+$/, '')}/v1/nft-image/${chainId}/${contract}/${tokenId}`;
}
