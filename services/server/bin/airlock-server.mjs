#!/usr/bin/env node
// Runs the compiled CLI (dist/, built by `npm run build`; npm pack builds it first).
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli.js')) throw error;
  console.error('airlock-server: the compiled CLI (dist/cli.js) is missing; build it with `npm run build -w @airlock/server`.');
  process.exit(1);
}
await cli.runServerCli(process.argv.slice(2));
