import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEnsArtifactsJson, ENS_ARTIFACTS_FILE } from '../scripts/ens-contracts-build';

describe('the ENS contract artifacts', () => {
  it('are what compiling contracts/ens gives now (run `npm run compile-ens-contracts -w @airlock/devnet` after changing one)', () => {
    expect(readFileSync(ENS_ARTIFACTS_FILE, 'utf8')).toBe(buildEnsArtifactsJson());
  }, 120_000);
});
