import { encodeDeployData, encodeFunctionData, labelhash, namehash, parseEther, type Address, type Hex } from 'viem';
import { DEVNET_ADDRESSES } from '../devnet-addresses';
import { DEVNET_DEPLOYER } from '../devnet-deployer';
import type { SeedTransaction } from '../seed-transactions';
import { DEVNET_ENS } from './devnet-ens';
import { DEVNET_ENS_RESOLVER_OWNER } from './devnet-ens-resolver-owner';
import { loadEnsContractArtifacts } from '../ens-contract-artifacts';

// Measured gas use plus headroom; a step that runs out reverts and seeding reports it.
const GAS = {
  deployRegistry: 1_500_000n,
  deployPublicResolver: 2_000_000n,
  deployUniversalResolver: 4_000_000n,
  deployOffchainResolver: 2_000_000n,
  registry: 120_000n,
  record: 150_000n,
  transfer: 21_000n,
} as const;

const { ensRegistry: registry, ensPublicResolver: publicResolver, ensUniversalResolver, ensOffchainResolver } = DEVNET_ADDRESSES;
const deployer = DEVNET_DEPLOYER.address;
const ROOT = `0x${'00'.repeat(32)}` as Hex;

function deployments(): SeedTransaction[] {
  const artifacts = loadEnsContractArtifacts();
  const deploy = (label: string, expectedAddress: Address, data: Hex, gas: bigint): SeedTransaction => ({
    label,
    data,
    gas,
    expectedAddress,
  });
  const { ENSRegistry, PublicResolver, UniversalResolver, OffchainResolver } = artifacts;
  return [
    deploy('deploy ENSRegistry', registry, ENSRegistry.bytecode, GAS.deployRegistry),
    deploy(
      'deploy PublicResolver',
      publicResolver,
      encodeDeployData({ abi: PublicResolver.abi, bytecode: PublicResolver.bytecode, args: [registry] }),
      GAS.deployPublicResolver,
    ),
    deploy(
      'deploy UniversalResolver',
      ensUniversalResolver,
      encodeDeployData({ abi: UniversalResolver.abi, bytecode: UniversalResolver.bytecode, args: [registry] }),
      GAS.deployUniversalResolver,
    ),
    deploy(
      'deploy OffchainResolver',
      ensOffchainResolver,
      encodeDeployData({
        abi: OffchainResolver.abi,
        bytecode: OffchainResolver.bytecode,
        args: [DEVNET_ENS_RESOLVER_OWNER.address, DEVNET_ENS.defaultGatewayUrl],
      }),
      GAS.deployOffchainResolver,
    ),
  ];
}

/** `label.parent` owned by the deployer, with `resolver` (none when undefined). */
function subnode(parent: string, label: string, resolver?: Address): SeedTransaction {
  const { abi } = loadEnsContractArtifacts().ENSRegistry;
  const parentNode = parent === '' ? ROOT : namehash(parent);
  const data = resolver
    ? encodeFunctionData({ abi, functionName: 'setSubnodeRecord', args: [parentNode, labelhash(label), deployer, resolver, 0n] })
    : encodeFunctionData({ abi, functionName: 'setSubnodeOwner', args: [parentNode, labelhash(label), deployer] });
  return { label: `ENS: ${parent === '' ? label : `${label}.${parent}`}`, to: registry, data, gas: GAS.registry };
}

function publicRecord(label: string, functionName: string, args: readonly unknown[]): SeedTransaction {
  const data = encodeFunctionData({ abi: loadEnsContractArtifacts().PublicResolver.abi, functionName, args });
  return { label, to: publicResolver, data, gas: GAS.record };
}

/** `airlock.id` and the reverse names through the offchain resolver; `devnet.eth` on chain, forward and reverse. */
function names(): SeedTransaction[] {
  const [suffixLabel, suffixParent] = DEVNET_ENS.suffix.split('.') as [string, string];
  const { name, address, texts } = DEVNET_ENS.onchainName;
  const [nameLabel, nameParent] = name.split('.') as [string, string];
  const reverseLabel = address.slice(2).toLowerCase();
  const node = namehash(name);
  return [
    subnode('', suffixParent),
    subnode(suffixParent, suffixLabel, ensOffchainResolver),
    subnode('', 'reverse', ensOffchainResolver),
    subnode('reverse', 'addr', ensOffchainResolver),
    subnode('', nameParent),
    subnode(nameParent, nameLabel, publicResolver),
    publicRecord(`ENS: addr of ${name}`, 'setAddr', [node, address]),
    ...Object.entries(texts).map(([key, value]) => publicRecord(`ENS: ${key} of ${name}`, 'setText', [node, key, value])),
    subnode('addr.reverse', reverseLabel, publicResolver),
    publicRecord(`ENS: reverse name of ${address}`, 'setName', [namehash(`${reverseLabel}.addr.reverse`), name]),
  ];
}

/** Every ENS transaction of seeding, in nonce order: the four contracts, the names, and gas money for the resolver's owner. */
export function buildEnsSeedTransactions(): SeedTransaction[] {
  const fundOwner: SeedTransaction = {
    label: 'fund the ENS resolver owner',
    to: DEVNET_ENS_RESOLVER_OWNER.address,
    data: '0x',
    value: parseEther('100'),
    gas: GAS.transfer,
  };
  return [...deployments(), ...names(), fundOwner];
}
