#!/usr/bin/env node
// Installed, '#walletconnect-cli' is the compiled CLI in dist/ (package.json "imports"). Node run with
// `--conditions=source --import tsx` maps it to the TypeScript source instead, as this repository's scripts do.
let cli;
try {
  cli = await import('#walletconnect-cli');
} catch (error) {
  // In this repository before any build (dist/ absent): the source through tsx, a dev dependency here.
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('/dist/')) throw error;
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/walletconnect/cli/run-wallet-cli.ts');
}
process.exitCode = await cli.runWalletCli(process.argv.slice(2));
