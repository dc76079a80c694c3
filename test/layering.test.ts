import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeWithoutProse } from './support/code-without-prose';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What each layer may import (DESIGN.md: core ← react/adapters ← apps; never upward). */
const FORBIDDEN: Record<string, RegExp[]> = {
  'packages/core/src': [/^@airlock\/(react|evm|solana|bitcoin|devnet|testing)/, /^react(-dom)?($|\/)/, /^viem/, /^@wagmi\//, /^node:/],
  'packages/react/src': [/^@airlock\/(evm|solana|bitcoin|devnet|testing)/, /^viem/, /^@wagmi\//, /^node:/],
  'packages/evm/src': [/^@airlock\/(react|devnet|testing)/, /^react(-dom)?($|\/)/, /^node:/],
  'packages/testing/src': [/^@airlock\/(react|evm)/],
  'packages/devnet/src': [/^@airlock\//],
  // A dApp's backend installs it alone: jose and nothing of ours.
  'packages/siwx-verify/src': [/^@airlock\//],
  // The server is installed on its own: of our packages it may depend on the wire protocol only.
  'services/server/src': [/^@airlock\/(?!protocol($|\/))/],
};

/**
 * The core files that may touch `window` or `document`. Core is imported by server-rendered apps,
 * so every other core file must run on a server as well.
 */
const CORE_BROWSER_FILES: Record<string, string> = {
  'packages/core/src/client/airlock-client.ts':
    "init() returns at once when `typeof window === 'undefined'`; only the page's work after it reads the page",
  'packages/core/src/client/account-history-watch.ts':
    "reads `document` only behind `typeof document === 'undefined'` (no visibility events on a server)",
  'packages/core/src/embedded/social-popup.ts': 'opens the social login popup inside a click, so it only runs in a browser',
  'packages/core/src/client/siwx-recheck-on-return.ts':
    'reads `globalThis.document` and `globalThis.window` and binds nothing without them; the sign-in chunk runs it after a connect',
  'packages/core/src/frame/frame-client.ts':
    "loaded by a dynamic import when the embedded wallet is used, after init's SSR guard; it mounts the frame's iframe",
};

/** `window` or `document` used as a global (not a property such as `iframe.document`, nor a key), in code only. */
function pageGlobalsIn(source: string): string[] {
  const code = codeWithoutProse(source);
  const found: string[] = [];
  for (const match of code.matchAll(/(?<![\w$])(window|document)(?![\w$])/g)) {
    const before = code.slice(0, match.index).trimEnd();
    const after = code.slice(match.index + match[0].length);
    const line = code.slice(0, match.index).split('\n').length;
    if (/(?:^|[^.])\??\.$/.test(before) && !/\bglobalThis\s*\??\.$/.test(before)) continue;
    if (/^\s*\??:(?!:)/.test(after) && /[{,]$/.test(before)) continue;
    found.push(`${match[1]} (line ${line})`);
  }
  return found;
}

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
  return [
    ...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm),
  ].map((match) => (match[1] ?? match[2] ?? match[3]) as string);
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
      const sdkImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+['"](@walletconnect\/[^'"]+)['"]/gm)].map(
        (match) => match[1],
      );
      if (sdkImports.length > 0 && !name.endsWith('packages/evm/src/walletconnect/create-universal-provider.ts'))
        offending.push(`${name} → ${sdkImports.join(', ')}`);
      if (/^import\s+(?!type\b)[^;]*from\s+['"]\.\/create-universal-provider['"]/m.test(source))
        offending.push(`${name} imports create-universal-provider statically`);
    }
    expect(offending).toEqual([]);
  });

  it('the server reaches no other package by relative path', async () => {
    const serverRoot = join(ROOT, 'services/server');
    const offending: string[] = [];
    for (const file of await sourceFiles(join(serverRoot, 'src'))) {
      for (const specifier of importsOf(await readFile(file, 'utf8'))) {
        if (specifier.startsWith('.') && relative(serverRoot, resolve(dirname(file), specifier)).startsWith('..')) {
          offending.push(`${relative(ROOT, file)} → ${specifier}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('core touches window and document only in the files that guard for server rendering', async () => {
    const offending: string[] = [];
    const mentioning = new Set<string>();
    for (const file of await sourceFiles(join(ROOT, 'packages/core/src'))) {
      const name = relative(ROOT, file);
      const globals = pageGlobalsIn(await readFile(file, 'utf8'));
      if (globals.length === 0) continue;
      mentioning.add(name);
      if (!(name in CORE_BROWSER_FILES)) offending.push(`${name}: ${globals.join(', ')}`);
    }
    expect(offending).toEqual([]);
    // An entry whose file no longer touches the page would let a new, unguarded use in unnoticed.
    expect(Object.keys(CORE_BROWSER_FILES).filter((name) => !mentioning.has(name))).toEqual([]);
  });

  it('finds window and document in code only, and only as globals', () => {
    const source = [
      '// the window closes',
      'const label = \'document title: \' + "window";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that holds a template literal
      'const text = `a window ${window.innerWidth} wide`;',
      '/* document. */ const pattern = /window|document/g;',
      'const size = frame.document.body; const own = iframe.contentWindow;',
      'const options = { window: 1, document };',
      'if (typeof window === "undefined") globalThis.document?.title;',
    ].join('\n');
    expect(pageGlobalsIn(source)).toEqual(['window (line 3)', 'document (line 6)', 'window (line 7)', 'document (line 7)']);
  });
});
