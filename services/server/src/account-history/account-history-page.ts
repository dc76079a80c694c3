import type { Transaction, TransactionHistoryResponse, TransactionStatus } from '@airlock/protocol';
import type { ChainConfig } from '../config/chain-config';
import type { HistoryReader, HistoryRow, TransferRow } from './account-history-store';
import { encodeHistoryCursor } from './history-cursor';
import type { HistoryRequest } from './history-request';
import { historyTransfer } from './history-transfer';
import { operationTypeOf } from './operation-type';
import { spamByHeuristic, type SpamHeuristicDeps, type UnsolicitedToken } from './spam-heuristic';

const isListedToken = (chain: ChainConfig, token: string) => chain.tokens.some((listed) => listed.address.toLowerCase() === token);

/**
 * The ERC-20 transfers of the page the heuristic must judge, each with its transaction: received in
 * a transaction the account did not send, of a token the server does not list.
 */
function unsolicitedTransfers(address: string, rows: readonly HistoryRow[], chains: ReadonlyMap<number, ChainConfig>) {
  return rows.flatMap((row) =>
    row.from === address
      ? []
      : row.transfers
          .filter(
            (transfer) =>
              transfer.kind === 'erc20' &&
              transfer.token !== null &&
              !transfer.listedSpam &&
              transfer.to === address &&
              transfer.from !== address &&
              !isListedToken(chains.get(transfer.chainId)!, transfer.token),
          )
          .map((transfer) => ({ transfer, row })),
  );
}

function transactionOf(
  row: HistoryRow,
  address: string,
  chain: ChainConfig,
  spam: ReadonlySet<TransferRow>,
  imageBase: string,
): Transaction {
  const { transfers } = row;
  return {
    id: `${row.chainId}:${row.hash}`,
    hash: row.hash,
    metadata: {
      minedAt: new Date(row.minedAt * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType: operationTypeOf(address, row, transfers),
      status: row.status as TransactionStatus,
      sentFrom: row.from,
      // A contract creation has no recipient.
      sentTo: row.to ?? '',
    },
    transfers: transfers.map((transfer) => historyTransfer(transfer, address, chain, transfer.listedSpam || spam.has(transfer), imageBase)),
  };
}

export interface AccountHistoryDeps extends SpamHeuristicDeps {
  readHistoryPage: HistoryReader;
}

/** One page of GET /v1/account/:address/history: one query for the page, a second only when the spam heuristic has transfers to judge. */
export async function accountHistoryPage(
  deps: AccountHistoryDeps,
  request: HistoryRequest,
  imageBase: string,
): Promise<TransactionHistoryResponse> {
  const { address, limit } = request;
  const chains = new Map(request.chains.map((chain) => [chain.chainId, chain]));
  const fetched = await deps.readHistoryPage({ address, chainIds: [...chains.keys()], after: request.after, limit });
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  const next = fetched.length > limit && last ? encodeHistoryCursor(last) : null;

  const judged = unsolicitedTransfers(address, rows, chains);
  const candidates: UnsolicitedToken[] = judged.map(({ transfer, row }) => ({
    chainId: transfer.chainId,
    token: transfer.token!,
    blockNumber: row.blockNumber,
    txIndex: row.txIndex,
    decimals: transfer.tokenDecimals,
  }));
  const flagged = await spamByHeuristic(deps, address, candidates);
  const spam = new Set([...flagged].map((index) => judged[index]!.transfer));

  const data = rows.map((row) => transactionOf(row, address, chains.get(row.chainId)!, spam, imageBase));
  return { data, next };
}
