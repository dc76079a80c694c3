#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so the package needs no build step.
import { register } from 'tsx/esm/api';

register();
const { runServerCli } = await import('../src/cli/main.ts');
await runServerCli(process.argv.slice(2));
