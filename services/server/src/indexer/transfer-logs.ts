import { decodeAbiParameters } from 'viem';
import type { TokenKind, TransferRow } from './indexed-rows';
import type { NodeLog } from './node-types';

/** Transfer(address,address,uint256): ERC-20 (value in data) and ERC-721 (tokenId as a fourth topic). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** TransferSingle(address operator, address from, address to, uint256 id, uint256 value). */
export const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
/** TransferBatch(address operator, address from, address to, uint256[] ids, uint256[] values). */
export const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';

export const TRANSFER_TOPICS = [TRANSFER_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC];

const WORD = /^0x[0-9a-f]{64}$/i;

const topicAddress = (topic: string | undefined): string | undefined =>
  topic !== undefined && WORD.test(topic) && /^0x0{24}/i.test(topic) ? `0x${topic.slice(26).toLowerCase()}` : undefined;

/** The address as a 32-byte topic, for eth_getLogs filters. */
export const addressTopic = (address: string): string => `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`;

export interface DecodedTransfer {
  kind: TokenKind;
  rows: TransferRow[];
}

function decodeUint256s(data: string, count: number): bigint[] | undefined {
  if (data.length !== 2 + 64 * count) return undefined;
  return Array.from({ length: count }, (_, index) => BigInt(`0x${data.slice(2 + 64 * index, 2 + 64 * (index + 1))}`));
}

/**
 * The token transfers one log records, or undefined for a log that is not a well-formed Transfer,
 * TransferSingle or TransferBatch (a contract may emit anything under these topics).
 */
export function decodeTransferLog(chainId: number, log: NodeLog): DecodedTransfer | undefined {
  const base = {
    chainId,
    txHash: log.transactionHash.toLowerCase(),
    position: Number(log.logIndex),
    batchIndex: 0,
    blockNumber: Number(log.blockNumber),
    token: log.address.toLowerCase(),
  };
  const [topic0, ...rest] = log.topics.map((topic) => topic.toLowerCase());
  if (topic0 === TRANSFER_TOPIC) {
    const from = topicAddress(rest[0]);
    const to = topicAddress(rest[1]);
    if (!from || !to) return undefined;
    if (rest.length === 2) {
      const [amount] = decodeUint256s(log.data, 1) ?? [];
      if (amount === undefined) return undefined;
      return {
        kind: 'erc20',
        rows: [{ ...base, kind: 'erc20', tokenId: null, fromAddress: from, toAddress: to, amount: amount.toString() }],
      };
    }
    if (rest.length === 3 && WORD.test(rest[2]!)) {
      return {
        kind: 'erc721',
        rows: [{ ...base, kind: 'erc721', tokenId: BigInt(rest[2]!).toString(), fromAddress: from, toAddress: to, amount: '1' }],
      };
    }
    return undefined;
  }
  if (topic0 !== TRANSFER_SINGLE_TOPIC && topic0 !== TRANSFER_BATCH_TOPIC) return undefined;
  const from = topicAddress(rest[1]);
  const to = topicAddress(rest[2]);
  if (rest.length !== 3 || !from || !to) return undefined;
  const row = { ...base, kind: 'erc1155', fromAddress: from, toAddress: to };
  if (topic0 === TRANSFER_SINGLE_TOPIC) {
    const values = decodeUint256s(log.data, 2);
    if (!values) return undefined;
    return { kind: 'erc1155', rows: [{ ...row, tokenId: values[0]!.toString(), amount: values[1]!.toString() }] };
  }
  try {
    const [ids, amounts] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data);
    if (ids.length !== amounts.length) return undefined;
    return {
      kind: 'erc1155',
      rows: ids.map((id, batchIndex) => ({ ...row, batchIndex, tokenId: id.toString(), amount: amounts[batchIndex]!.toString() })),
    };
  } catch {
    return undefined;
  }
}
