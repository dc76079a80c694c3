import { encodeDeployData, encodeFunctionData } from 'viem';
import { airlockDevnetItemsAbi } from '../abi/airlock-devnet-items-abi';
import { airlockDevnetPunksAbi } from '../abi/airlock-devnet-punks-abi';
import { loadContractBytecodes } from '../contract-artifacts';
import { DEVNET_ACCOUNTS } from '../devnet-accounts';
import type { SeedTransaction } from '../seed-transactions';
import { DEVNET_ITEMS, DEVNET_PUNKS } from './devnet-nft-catalog';
import { DEVNET_NFT_COLLECTIONS } from './devnet-nft-collections';
import { itemsUriTemplate, punkTokenUri } from './devnet-nft-documents';

const GAS = { deployPunks: 1_500_000n, deployItems: 1_500_000n, mintPunk: 1_500_000n, mintItem: 80_000n } as const;

/**
 * Deploys the NFT collections and mints their tokens to the first accounts; sent after the base seeding
 * steps and before Uniswap V3 (DEVNET_NFT_COLLECTIONS fixes their nonces). URIs point at the metadata server.
 */
export function buildNftSeedTransactions(metadataUrl: string): SeedTransaction[] {
  const bytecode = loadContractBytecodes();
  const { punks, items } = DEVNET_NFT_COLLECTIONS;
  const deployItems = encodeDeployData({
    abi: airlockDevnetItemsAbi,
    bytecode: bytecode.airlockDevnetItems,
    args: [itemsUriTemplate(metadataUrl)],
  });
  const steps: SeedTransaction[] = [
    { label: 'deploy Airlock Devnet Punks', data: bytecode.airlockDevnetPunks, gas: GAS.deployPunks, expectedAddress: punks.address },
    { label: 'deploy Airlock Devnet Items', data: deployItems, gas: GAS.deployItems, expectedAddress: items.address },
  ];
  for (const punk of DEVNET_PUNKS) {
    const to = DEVNET_ACCOUNTS[punk.holder]!.address;
    const data = encodeFunctionData({ abi: airlockDevnetPunksAbi, functionName: 'mint', args: [to, punkTokenUri(punk, metadataUrl)] });
    steps.push({ label: `mint ${punk.name} to account ${punk.holder}`, to: punks.address, data, gas: GAS.mintPunk });
  }
  for (const item of DEVNET_ITEMS) {
    for (const [holder, amount] of item.balances) {
      const data = encodeFunctionData({
        abi: airlockDevnetItemsAbi,
        functionName: 'mint',
        args: [DEVNET_ACCOUNTS[holder]!.address, BigInt(item.id), BigInt(amount)],
      });
      steps.push({ label: `mint ${amount} ${item.name} to account ${holder}`, to: items.address, data, gas: GAS.mintItem });
    }
  }
  return steps;
}
