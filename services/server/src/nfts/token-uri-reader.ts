import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError, parseAbi, type Address } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { NftFetchError } from './nft-fetch-error';

const NFT_URI_ABI = parseAbi([
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
]);

export type NftStandard = 'erc721' | 'erc1155';

// A revert or an empty answer is the contract's own answer; anything else is the node failing.
const isContractAnswer = (error: unknown): boolean =>
  error instanceof BaseError &&
  !!error.walk((cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError);

/**
 * The token's metadata URI from the chain: `tokenURI` for ERC-721, `uri` for ERC-1155 (its `{id}`
 * left in place). With no standard known, tries `tokenURI` and then `uri`.
 */
export async function readTokenUri(
  chain: ChainClient,
  contract: Address,
  tokenId: bigint,
  standard: NftStandard | undefined,
): Promise<string> {
  const order: ('tokenURI' | 'uri')[] = standard === 'erc721' ? ['tokenURI'] : standard === 'erc1155' ? ['uri'] : ['tokenURI', 'uri'];
  let lastError: unknown;
  for (const functionName of order) {
    try {
      const uri = await chain.client.readContract({ address: contract, abi: NFT_URI_ABI, functionName, args: [tokenId] });
      if (uri) return uri;
    } catch (error) {
      if (!isContractAnswer(error))
        throw new NftFetchError(
          'CHAIN_UNAVAILABLE',
          `the chain's node did not answer: ${(error as Error).message.split('\n')[0]!.slice(0, 200)}`,
        );
      lastError = error;
    }
  }
  throw new NftFetchError(
    'NO_TOKEN_URI',
    `the contract gave no token URI${lastError ? `: ${(lastError as Error).message.split('\n')[0]!.slice(0, 200)}` : ''}`,
  );
}
