// Compiles the ENS contracts (contracts/ens) into contracts/ens/artifacts.json. Run after changing one:
// `npm run compile-ens-contracts -w @airlock/devnet`; test/ens-artifacts.test.ts fails while the two differ.
import { writeFileSync } from 'node:fs';
import { buildEnsArtifactsJson, ENS_ARTIFACTS_FILE } from './ens-contracts-build';

writeFileSync(ENS_ARTIFACTS_FILE, buildEnsArtifactsJson());
console.log(`Wrote ${ENS_ARTIFACTS_FILE}`);
