/** Media types accepted as NFT metadata. */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType === 'text/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

export const NFT_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

export function isNftImageType(mediaType: string): boolean {
  return NFT_IMAGE_TYPES.has(mediaType);
}
