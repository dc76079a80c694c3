import type { Transaction, TransactionTransfer } from '@airlock/protocol';

export const ACCOUNT = '0x1111111111111111111111111111111111111111';
export const OTHER = '0x2222222222222222222222222222222222222222';

export function usdcTransfer(numeric: string, direction: TransactionTransfer['direction'] = 'in'): TransactionTransfer {
  return {
    direction,
    sender: direction === 'in' ? OTHER : ACCOUNT,
    recipient: direction === 'in' ? ACCOUNT : OTHER,
    fungible_info: {
      name: 'USD Coin',
      symbol: 'USDC',
      address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      decimals: 6,
      icon: { url: '/v1/token-icons/usdc.svg' },
    },
    quantity: { int: String(Math.round(Number(numeric) * 1e6)), numeric, decimals: 6 },
  };
}

export function spamNftTransfer(): TransactionTransfer {
  return {
    direction: 'in',
    sender: OTHER,
    recipient: ACCOUNT,
    nft_info: {
      name: 'Free Claim',
      contract: '0x3333333333333333333333333333333333333333',
      tokenId: '1',
      standard: 'erc721',
      flags: { is_spam: true },
      content: { preview: null },
    },
    quantity: { int: '1', numeric: '1', decimals: 0 },
  };
}

let sequence = 0;
export function transaction(
  minedAt: string,
  overrides: Partial<Transaction['metadata']> = {},
  transfers: TransactionTransfer[] = [usdcTransfer('1')],
): Transaction {
  sequence += 1;
  const hash = `0x${sequence.toString(16).padStart(64, '0')}`;
  return {
    id: `31337:${hash}`,
    hash,
    metadata: {
      minedAt,
      chain: 'eip155:31337',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: OTHER,
      sentTo: ACCOUNT,
      ...overrides,
    },
    transfers,
  };
}
