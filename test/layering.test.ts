import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What each layer may import (DESIGN.md: core ← react/adapters ← apps; never upward). */
const FORBIDDEN: Record<string, RegExp[]> = {
  'packages/core/src': [/^@airlock\/(react|evm|solana|bitcoin|devnet|testing)/, /^react(-dom)?($|\/)/, /^viem/, /^@wagmi\//, /^node:/],
  'packages/react/src': [/^@airlock\/(evm|solana|bitcoin|devnet|testing)/, /^viem/, /^@wagmi\//, /^node:/],
  'packages/evm/src': [/^@airlock\/(react|devnet|testing)/, /^react(-dom)?($|\/)/, /^node:/],
  'packages/testing/src': [/^@airlock\/(react|evm)/],
  'packages/devnet/src': [/^@airlock\//],
};

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
}

describe('layering', () => {
  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    it(`${layer} imports nothing above it`, async () => {
      const offending: string[] = [];
      for (const file of await sourceFiles(join(ROOT, layer))) {
        // The devnet's Node-only entry points and the test wallet's Playwright side may use Node.
        for (const specifier of importsOf(await readFile(file, 'utf8'))) {
          if (forbidden.some((pattern) => pattern.test(specifier))) offending.push(`${relative(ROOT, file)} → ${specifier}`);
        }
      }
      expect(offending).toEqual([]);
    });
  }

  it('no package reaches into another package by relative path', async () => {
    const offending: string[] = [];
    for (const file of await sourceFiles(join(ROOT, 'packages'))) {
      if (!file.includes('/src/')) continue;
      for (const specifier of importsOf(await readFile(file, 'utf8'))) {
        if (/^(\.\.\/){2,}.*packages\//.test(specifier) || /^\.\.\/\.\.\/\.\.\//.test(specifier)) {
          offending.push(`${relative(ROOT, file)} → ${specifier}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('the WalletConnect SDK is reached only through a dynamic import, so it stays out of the first load', async () => {
    const offending: string[] = [];
    // The packages a dApp bundles; the Node-side WalletConnect test wallet in @airlock/testing may import the SDK.
    const browserPackages = ['core', 'react', 'evm', 'protocol'].map((name) => join(ROOT, 'packages', name, 'src'));
    for (const file of (await Promise.all(browserPackages.map(sourceFiles))).flat()) {
      const source = await readFile(file, 'utf8');
      const name = relative(ROOT, file);
      const sdkImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+['"](@walletconnect\/[^'"]+)['"]/gm)].map((match) => match[1]);
      if (sdkImports.length > 0 && !name.endsWith('packages/evm/src/walletconnect/create-universal-provider.ts')) offending.push(`${name} → ${sdkImports.join(', ')}`);
      if (/^import\s+(?!type\b)[^;]*from\s+['"]\.\/create-universal-provider['"]/m.test(source)) offending.push(`${name} imports create-universal-provider statically`);
    }
    expect(offending).toEqual([]);
  });
});
