// Compiles contracts/ens/*.sol with solc-js into the artifacts JSON committed as contracts/ens/artifacts.json.
// Shared by scripts/compile-ens-contracts.ts (writes it) and test/ens-artifacts.test.ts (checks it is current).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourcesDir = join(packageRoot, 'contracts', 'ens');

/** Where the artifacts are committed. */
export const ENS_ARTIFACTS_FILE = join(sourcesDir, 'artifacts.json');

const ENS_CONTRACTS = ['ENSRegistry', 'PublicResolver', 'UniversalResolver', 'OffchainResolver'] as const;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

/** The artifacts JSON text (abi and creation bytecode per contract, and the compiler) as compiling the sources now gives it. */
export function buildEnsArtifactsJson(): string {
  const sources: Record<string, { content: string }> = {};
  for (const file of readdirSync(sourcesDir)
    .filter((name) => name.endsWith('.sol'))
    .sort()) {
    sources[file] = { content: readFileSync(join(sourcesDir, file), 'utf8') };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      viaIR: true,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const problems = output.errors ?? [];
  if (problems.length > 0) throw new Error(`solc reported:\n${problems.map((problem) => problem.formattedMessage).join('\n')}`);
  const contracts: Record<string, { abi: unknown[]; bytecode: string }> = {};
  for (const name of ENS_CONTRACTS) {
    const compiled = output.contracts[`${name}.sol`]?.[name];
    if (!compiled) throw new Error(`Contract ${name} missing from solc output`);
    contracts[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  }
  return `${JSON.stringify({ compiler: solc.version(), contracts }, null, 2)}\n`;
}
