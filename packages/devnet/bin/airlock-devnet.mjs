#!/usr/bin/env node
// Installed, '#cli' is the compiled CLI in dist/ (package.json "imports"). Node run with
// `--conditions=source --import tsx` maps it to the TypeScript source instead, as this repository's scripts do.
let cli;
try {
  cli = await import('#cli');
} catch (error) {
  // In this repository before any build (dist/ absent): the source through tsx, a dev dependency here.
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('/dist/')) throw error;
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/cli/run-devnet-cli.ts');
}
await cli.runDevnetCli(process.argv.slice(2));
