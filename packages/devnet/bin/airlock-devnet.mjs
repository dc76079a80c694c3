#!/usr/bin/env node
// Installed, '#cli' is the compiled CLI in dist/. In this repository, Node run with `--conditions=source --import tsx`
// maps it to the TypeScript source instead (see package.json "imports"), so no build is needed there.
import { runDevnetCli } from '#cli';

await runDevnetCli(process.argv.slice(2));
