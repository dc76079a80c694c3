import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { nftMetadata } from '../storage/schema';
import type { NftMetadataDocument } from './nft-metadata-document';

export interface NftTokenKey {
  /** Lowercase 0x address. */
  contract: string;
  /** Decimal. */
  tokenId: string;
}

export interface CachedNftMetadata {
  metadata: NftMetadataDocument | null;
  error: string | null;
  fetchedAt: Date;
}

export const nftKey = (key: NftTokenKey): string => `${key.contract}:${key.tokenId}`;

/** The nft_metadata cache: one row per token, holding the metadata or why its last fetch failed. */
export function createNftMetadataStore(db: Database) {
  return {
    async readMany(chainId: number, keys: readonly NftTokenKey[]): Promise<Map<string, CachedNftMetadata>> {
      const found = new Map<string, CachedNftMetadata>();
      if (keys.length === 0) return found;
      const contracts = [...new Set(keys.map((key) => key.contract))];
      const tokenIds = [...new Set(keys.map((key) => key.tokenId))];
      const rows = await db
        .select()
        .from(nftMetadata)
        .where(and(eq(nftMetadata.chainId, chainId), inArray(nftMetadata.contract, contracts), inArray(nftMetadata.tokenId, tokenIds)));
      const wanted = new Set(keys.map(nftKey));
      for (const row of rows) {
        const key = nftKey(row);
        if (wanted.has(key))
          found.set(key, { metadata: row.metadata as NftMetadataDocument | null, error: row.error, fetchedAt: row.fetchedAt });
      }
      return found;
    },

    async write(
      chainId: number,
      key: NftTokenKey,
      result: { metadata: NftMetadataDocument } | { error: string },
    ): Promise<CachedNftMetadata> {
      const row = {
        metadata: 'metadata' in result ? (result.metadata as unknown as Record<string, unknown>) : null,
        error: 'error' in result ? result.error.slice(0, 500) : null,
        fetchedAt: new Date(),
      };
      await db
        .insert(nftMetadata)
        .values({ chainId, ...key, ...row })
        .onConflictDoUpdate({ target: [nftMetadata.chainId, nftMetadata.contract, nftMetadata.tokenId], set: row });
      return { ...row, metadata: row.metadata as NftMetadataDocument | null };
    },
  };
}

export type NftMetadataStore = ReturnType<typeof createNftMetadataStore>;
