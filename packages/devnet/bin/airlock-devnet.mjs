#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so the package needs no build step.
import { register } from 'tsx/esm/api';

register();
const { runDevnetCli } = await import('../src/cli/run-devnet-cli.ts');
await runDevnetCli(process.argv.slice(2));
