import type { Network, WalletAsset } from '@airlock/core';
import { isAddress, type Hex } from 'viem';

interface ReportedAsset {
  address?: unknown;
  balance?: unknown;
  type?: unknown;
  metadata?: { name?: unknown; symbol?: unknown; decimals?: unknown } | null;
}

/** EIP-5792 capabilities, keyed by chain or by `0x0` for every chain. */
export function supportsAssetDiscovery(capabilities: unknown, chainIdHex: Hex): boolean {
  if (capabilities === null || typeof capabilities !== 'object') return false;
  const byChain = capabilities as Record<string, { assetDiscovery?: { supported?: unknown } } | undefined>;
  return [chainIdHex, '0x0'].some((key) => byChain[key]?.assetDiscovery?.supported === true);
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value);
  return undefined;
}

/**
 * The native and ERC-20 assets an ERC-7811 `wallet_getAssets` answer lists for one chain. Entries a
 * wallet got wrong (no balance, no token metadata) are skipped rather than shown as garbage.
 */
export function parseWalletAssets(response: unknown, chainIdHex: Hex, network: Network): WalletAsset[] {
  if (response === null || typeof response !== 'object') return [];
  const entries = (response as Record<string, unknown>)[chainIdHex];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: ReportedAsset): WalletAsset[] => {
    const balance = toBigInt(entry.balance);
    if (balance === undefined) return [];
    if (entry.type === 'native' || entry.address === 'native') {
      const { name, symbol, decimals } = network.nativeCurrency;
      return [{ address: 'native', name, symbol, decimals, balance }];
    }
    const metadata = entry.metadata;
    if (entry.type !== 'erc20' || typeof entry.address !== 'string' || !isAddress(entry.address, { strict: false }) || !metadata) return [];
    const { name, symbol, decimals } = metadata;
    if (typeof symbol !== 'string' || typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0) return [];
    return [{ address: entry.address, name: typeof name === 'string' ? name : symbol, symbol, decimals, balance }];
  });
}
