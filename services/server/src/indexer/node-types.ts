/** The JSON-RPC shapes the indexer reads from a node (hex quantities, as nodes send them). */
export type Hex = `0x${string}`;

export interface NodeTransaction {
  hash: Hex;
  from: Hex;
  to: Hex | null;
  value: Hex;
  input: Hex;
  transactionIndex: Hex;
}

export interface NodeBlock {
  number: Hex;
  hash: Hex;
  parentHash: Hex;
  timestamp: Hex;
  transactions: NodeTransaction[];
}

/** A block with its transactions' hashes only (eth_getBlockByNumber without full transactions). */
export interface NodeBlockHeader extends Omit<NodeBlock, 'transactions'> {
  transactions: Hex[];
}

export interface NodeReceipt {
  transactionHash: Hex;
  transactionIndex?: Hex;
  blockHash?: Hex;
  from?: Hex;
  to?: Hex | null;
  logs?: NodeLog[];
  /** 0x1 success, 0x0 reverted (absent before Byzantium: counted as confirmed). */
  status?: Hex;
}

export interface NodeLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  transactionHash: Hex;
  transactionIndex: Hex;
  logIndex: Hex;
  removed?: boolean;
}

/** A frame of geth's callTracer. */
export interface CallFrame {
  type: string;
  from: Hex;
  to?: Hex;
  value?: Hex;
  input?: Hex;
  error?: string;
  calls?: CallFrame[];
}

/** One entry of parity's trace_block. */
export interface ParityTrace {
  type: string;
  action: {
    from?: Hex;
    to?: Hex;
    value?: Hex;
    input?: Hex;
    init?: Hex;
    callType?: string;
    address?: Hex;
    refundAddress?: Hex;
    balance?: Hex;
  };
  result?: { address?: Hex } | null;
  error?: string;
  transactionHash: Hex | null;
  blockHash?: Hex;
  traceAddress: number[];
}
