#!/usr/bin/env node
// Installed, '#walletconnect-cli' is the compiled CLI in dist/. In this repository, Node run with
// `--conditions=source --import tsx` maps it to the TypeScript source instead (see package.json "imports").
import { runWalletCli } from '#walletconnect-cli';

process.exitCode = await runWalletCli(process.argv.slice(2));
