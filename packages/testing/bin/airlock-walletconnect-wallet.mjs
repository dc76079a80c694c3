#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so the package needs no build step.
import { register } from 'tsx/esm/api';

register();
const { runWalletCli } = await import('../src/walletconnect/cli/run-wallet-cli.ts');
process.exitCode = await runWalletCli(process.argv.slice(2));
