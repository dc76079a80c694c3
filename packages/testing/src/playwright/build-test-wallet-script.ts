import { createRequire } from 'node:module';
import { build } from 'esbuild';
import type { TestWalletScriptConfig } from '../browser/test-wallet-script-config';

const bundleGlobalName = '__airlockTestWalletBundle';
// Through package.json "imports": this module runs from src/ in this repository and from a dist/ chunk once built.
const entryPath = createRequire(import.meta.url).resolve('#test-wallet-browser-entry');

let bundlePromise: Promise<string> | undefined;

function bundleBrowserEntry(): Promise<string> {
  bundlePromise ??= build({
    entryPoints: [entryPath],
    bundle: true,
    format: 'iife',
    globalName: bundleGlobalName,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).then(
    (result) => result.outputFiles[0]!.text,
    (error: unknown) => {
      bundlePromise = undefined;
      throw error;
    },
  );
  return bundlePromise;
}

/**
 * The test wallet as one self-contained script for `page.addInitScript`: it creates the provider
 * (persisting to localStorage), announces it via EIP-6963 and exposes it on `window.__airlockTestWallet`.
 * The bundle is built once per process.
 */
export async function buildTestWalletScript(config: TestWalletScriptConfig): Promise<string> {
  const bundle = await bundleBrowserEntry();
  // The arrow function keeps the bundle's global name out of the page's scope.
  return `(() => {\n${bundle}\n${bundleGlobalName}.startTestWallet(${JSON.stringify(config)});\n})();`;
}
