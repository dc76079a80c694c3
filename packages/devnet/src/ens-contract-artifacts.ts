import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

/** The ENS contracts of contracts/ens, compiled by scripts/compile-ens-contracts.ts into contracts/ens/artifacts.json. */
export type EnsContractName = 'ENSRegistry' | 'PublicResolver' | 'UniversalResolver' | 'OffchainResolver';

export interface EnsContractArtifact {
  abi: Abi;
  /** Creation bytecode; constructor arguments are appended (viem's encodeDeployData). */
  bytecode: Hex;
}

let cached: Record<EnsContractName, EnsContractArtifact> | undefined;

/**
 * ABI and creation bytecode of the devnet's ENS contracts. An operator deploys `OffchainResolver`
 * (constructor: owner, gateway URL template) to point a real ENS name at an Airlock server's gateway.
 */
export function loadEnsContractArtifacts(): Record<EnsContractName, EnsContractArtifact> {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  cached = (require('../contracts/ens/artifacts.json') as { contracts: Record<EnsContractName, EnsContractArtifact> }).contracts;
  return cached;
}
