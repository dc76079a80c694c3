import type { FungibleInfo, NftInfo, TransactionTransfer } from '@airlock/protocol';
import { formatUnits } from 'viem';
import type { ChainConfig } from '../config/chain-config';
import type { TransferRow } from './account-history-store';
import { nftImageUrl } from './nft-image-url';

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
const iconOf = (url: string | undefined) => (url ? { url } : null);

function fungibleInfo(row: TransferRow, chain: ChainConfig, isSpam: boolean): FungibleInfo {
  if (row.kind === 'native' || row.token === null) {
    const native = chain.nativeCurrency;
    return {
      name: native.name,
      symbol: native.symbol,
      address: null,
      decimals: native.decimals,
      icon: iconOf(native.iconUrl),
      flags: { is_spam: isSpam },
    };
  }
  const configured = chain.tokens.find((token) => token.address.toLowerCase() === row.token);
  return {
    name: row.tokenName ?? configured?.name ?? 'Unknown token',
    symbol: row.tokenSymbol ?? configured?.symbol ?? shortAddress(row.token),
    address: row.token,
    decimals: row.tokenDecimals ?? configured?.decimals ?? 0,
    icon: iconOf(configured?.iconUrl),
    flags: { is_spam: isSpam },
  };
}

function nftInfo(row: TransferRow, chain: ChainConfig, isSpam: boolean, imageBase: string): NftInfo {
  const contract = row.token ?? '';
  const tokenId = row.tokenId ?? '0';
  return {
    name: row.nftName ?? `${row.tokenName ?? row.tokenSymbol ?? 'NFT'} #${tokenId}`,
    contract,
    tokenId,
    standard: row.kind === 'erc1155' ? 'erc1155' : 'erc721',
    flags: { is_spam: isSpam },
    content: { preview: { url: nftImageUrl(imageBase, chain.chainId, contract, tokenId) } },
  };
}

/** One transfer as the account sees it (spec §3): direction, the token described, and the amount in base and whole units. */
export function historyTransfer(
  row: TransferRow,
  account: string,
  chain: ChainConfig,
  isSpam: boolean,
  imageBase: string,
): TransactionTransfer {
  const direction = row.from === account && row.to === account ? 'self' : row.to === account ? 'in' : 'out';
  const isNft = row.kind === 'erc721' || row.kind === 'erc1155';
  const fungible = isNft ? undefined : fungibleInfo(row, chain, isSpam);
  const decimals = fungible?.decimals ?? 0;
  return {
    direction,
    sender: row.from,
    recipient: row.to,
    ...(fungible ? { fungible_info: fungible } : { nft_info: nftInfo(row, chain, isSpam, imageBase) }),
    quantity: { int: row.amount, numeric: formatUnits(BigInt(row.amount), decimals), decimals },
  };
}
