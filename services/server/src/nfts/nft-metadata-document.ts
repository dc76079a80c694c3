import type { NftAttribute } from '@airlock/protocol';
import { NftFetchError } from './nft-fetch-error';

/** The parts of an NFT's metadata JSON the server keeps (in nft_metadata.metadata). */
export interface NftMetadataDocument {
  name: string | null;
  description: string | null;
  /** The image's own URI (data:, http(s) or ipfs://); clients get it through /v1/nft-image. */
  image: string | null;
  attributes: NftAttribute[];
}

const MAX_ATTRIBUTES = 50;

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? value.slice(0, max) : null);

function attributes(value: unknown): NftAttribute[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_ATTRIBUTES).flatMap((entry): NftAttribute[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { trait_type: traitType, value: traitValue } = entry as Record<string, unknown>;
    const trait = typeof traitType === 'string' ? traitType.slice(0, 100) : '';
    if (typeof traitValue === 'number' && Number.isFinite(traitValue)) return [{ trait_type: trait, value: traitValue }];
    if (typeof traitValue === 'string') return [{ trait_type: trait, value: traitValue.slice(0, 200) }];
    return [];
  });
}

function image(json: Record<string, unknown>): string | null {
  const uri = text(json.image, 1_000_000) ?? text(json.image_url, 1_000_000);
  if (uri) return uri;
  // image_data: raw SVG in the metadata (OpenSea's convention).
  const svg = text(json.image_data, 1_000_000);
  return svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null;
}

/** Reads NFT metadata JSON (ERC-721 / ERC-1155 metadata schema); throws NftFetchError when it is not a JSON object. */
export function parseNftMetadata(body: Buffer): NftMetadataDocument {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new NftFetchError('BAD_METADATA', 'the metadata is not JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new NftFetchError('BAD_METADATA', 'the metadata is not a JSON object');
  const record = json as Record<string, unknown>;
  return {
    name: text(record.name, 200),
    description: text(record.description, 2_000),
    image: image(record),
    attributes: attributes(record.attributes),
  };
}
