import { accountTransactions, indexedTokens, indexedTransactions, indexedTransfers, nftMetadata } from '../../src/storage/schema';
import type { Database } from '../../src/storage/database';

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export interface TestTransfer {
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155';
  token?: string;
  tokenId?: string;
  from: string;
  to: string;
  amount: string;
}

export interface TestTransaction {
  chainId: number;
  hash: string;
  blockNumber: number;
  txIndex?: number;
  /** Seconds since the epoch. */
  minedAt: number;
  from: string;
  /** null for a contract creation. */
  to: string | null;
  value?: string;
  status?: 'confirmed' | 'failed';
  selector?: string | null;
  transfers?: TestTransfer[];
}

/** A 0x hash made from a number, so tests can name transactions by counting. */
export const testHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/**
 * Stores a transaction as the indexer would: its row, its transfers (natives first at -1, -2…, then
 * tokens at log indexes 0, 1…) and an account row for each address on either side, the zero address aside.
 */
export async function insertIndexedTransaction(db: Database, tx: TestTransaction): Promise<void> {
  const lower = (address: string) => address.toLowerCase();
  const transfers = tx.transfers ?? [];
  const txIndex = tx.txIndex ?? 0;
  await db.insert(indexedTransactions).values({
    chainId: tx.chainId,
    hash: tx.hash,
    blockNumber: tx.blockNumber,
    txIndex,
    minedAt: tx.minedAt,
    fromAddress: lower(tx.from),
    toAddress: tx.to === null ? null : lower(tx.to),
    value: tx.value ?? '0',
    status: tx.status ?? 'confirmed',
    selector: tx.selector ?? null,
  });
  let native = 0;
  let log = 0;
  if (transfers.length > 0) {
    await db.insert(indexedTransfers).values(
      transfers.map((transfer) => ({
        chainId: tx.chainId,
        txHash: tx.hash,
        position: transfer.kind === 'native' ? -1 - native++ : log++,
        blockNumber: tx.blockNumber,
        kind: transfer.kind,
        token: transfer.token ? lower(transfer.token) : null,
        tokenId: transfer.tokenId ?? null,
        fromAddress: lower(transfer.from),
        toAddress: lower(transfer.to),
        amount: transfer.amount,
      })),
    );
  }
  const addresses = new Set(
    [tx.from, ...(tx.to ? [tx.to] : []), ...transfers.flatMap((transfer) => [transfer.from, transfer.to])].map(lower),
  );
  addresses.delete(ZERO_ADDRESS);
  await db.insert(accountTransactions).values(
    [...addresses].map((address) => ({
      chainId: tx.chainId,
      address,
      blockNumber: tx.blockNumber,
      txIndex,
      txHash: tx.hash,
      minedAt: tx.minedAt,
    })),
  );
}

export async function insertIndexedToken(
  db: Database,
  token: { chainId: number; address: string; kind: string; name?: string | null; symbol?: string | null; decimals?: number | null },
): Promise<void> {
  await db.insert(indexedTokens).values({ ...token, address: token.address.toLowerCase() });
}

export async function insertNftMetadata(
  db: Database,
  nft: { chainId: number; contract: string; tokenId: string; metadata: Record<string, unknown> },
): Promise<void> {
  await db.insert(nftMetadata).values({ ...nft, contract: nft.contract.toLowerCase() });
}
