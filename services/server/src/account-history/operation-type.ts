import type { OperationType } from '@airlock/protocol';

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const APPROVE_SELECTOR = '0x095ea7b3';

interface MovedAsset {
  kind: string;
  token: string | null;
  tokenId: string | null;
  from: string;
  to: string;
}

const assetOf = (transfer: MovedAsset) => `${transfer.kind}:${transfer.token ?? ''}:${transfer.tokenId ?? ''}`;

/**
 * What a transaction did from `account`'s side (all lowercase), given the transfers it sent or received:
 * mint when all it received came from the zero address, burn when all it sent went there and it
 * received nothing, trade when it sent and received different assets, approve for an approve() call
 * with no transfers, deploy for a contract creation, execute for any other call that moved nothing of its.
 */
export function operationTypeOf(
  account: string,
  tx: { from: string; to: string | null; selector: string | null },
  transfers: readonly MovedAsset[],
): OperationType {
  const incoming = transfers.filter((transfer) => transfer.to === account && transfer.from !== account);
  const outgoing = transfers.filter((transfer) => transfer.from === account && transfer.to !== account);
  const sentByAccount = tx.from === account;
  if (transfers.length === 0) {
    if (tx.to === null) return sentByAccount ? 'deploy' : 'execute';
    if (tx.selector === APPROVE_SELECTOR) return 'approve';
    // A plain transfer that moved nothing (it failed, or sent 0): still a send or a receive.
    if (tx.selector === null) return sentByAccount ? (tx.to === account ? 'self' : 'send') : 'receive';
    return 'execute';
  }
  if (incoming.length > 0 && incoming.every((transfer) => transfer.from === ZERO_ADDRESS)) return 'mint';
  if (outgoing.length > 0 && incoming.length === 0 && outgoing.every((transfer) => transfer.to === ZERO_ADDRESS)) return 'burn';
  if (incoming.length > 0 && outgoing.length > 0) {
    const sent = new Set(outgoing.map(assetOf));
    if (incoming.some((transfer) => !sent.has(assetOf(transfer)))) return 'trade';
    return sentByAccount ? 'send' : 'receive';
  }
  if (outgoing.length > 0) return 'send';
  if (incoming.length > 0) return 'receive';
  return 'self';
}
