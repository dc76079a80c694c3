import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The anvil executable: $AIRLOCK_ANVIL_BIN if set, else the one from @foundry-rs/anvil-linux-amd64. */
export function resolveAnvilBinaryPath(): string {
  const override = process.env.AIRLOCK_ANVIL_BIN;
  if (override) return override;
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@foundry-rs/anvil-linux-amd64/package.json');
  return join(dirname(packageJson), 'bin', 'anvil');
}
