import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsOf } from '../scripts/build-inputs';
import { BUILD_STAMP_FILE, buildUnlessUnchanged } from '../scripts/reused-build';

let repo: string;

async function write(path: string, content: string): Promise<void> {
  await mkdir(dirname(join(repo, path)), { recursive: true });
  await writeFile(join(repo, path), content);
}

const manifest = (name: string, dependencies: Record<string, string> = {}, extra: object = {}) =>
  JSON.stringify({ name, dependencies, ...extra });

/** A workspace like this repository's: an app bundling ui, which bundles protocol; tool is not bundled. */
async function makeWorkspace(): Promise<void> {
  await write('package.json', JSON.stringify({ name: 'root', workspaces: ['packages/*', 'apps/app'] }));
  await write('package-lock.json', '{"lockfileVersion":3}');
  await write('tsconfig.json', '{}');
  await write('apps/app/package.json', manifest('app', { ui: '0.1.0', react: '^19' }));
  await write('apps/app/index.html', '<script type="module" src="/src/main.tsx"></script>');
  await write('apps/app/vite.config.ts', 'export default {};');
  for (const name of ['main.tsx', 'app.tsx', 'view.tsx', 'theme.ts']) await write(`apps/app/src/${name}`, `// ${name}`);
  await write('apps/app/src/node_modules/ignored.js', '');
  await write('packages/ui/package.json', manifest('ui', { protocol: '0.1.0' }, { exports: { '.': './src/index.ts' } }));
  await write('packages/ui/src/index.ts', 'export const ui = 1;');
  await write(
    'packages/protocol/package.json',
    manifest('protocol', {}, { exports: { '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' } } }),
  );
  await write('packages/protocol/src/index.ts', 'export const protocol = 1;');
  await write('packages/protocol/dist/index.js', 'export const protocol = 1;');
  await write('packages/tool/package.json', manifest('tool'));
  await write('packages/tool/src/index.ts', 'export const tool = 1;');
}

describe('buildUnlessUnchanged', () => {
  let builds: string[];
  const outDir = () => join(repo, 'apps/app/dist');
  const run = (env: NodeJS.ProcessEnv = {}, conditions?: string[]) =>
    buildUnlessUnchanged({
      repoRoot: repo,
      outDir: outDir(),
      entry: 'index.html',
      inputs: () => buildInputsOf({ repoRoot: repo, appRoot: join(repo, 'apps/app'), mode: 'production', env, conditions }),
      build: async (reason) => {
        builds.push(reason);
        // Like Vite's emptyOutDir: the previous build, stamp included, goes first.
        await rm(outDir(), { recursive: true, force: true });
        await mkdir(outDir(), { recursive: true });
        await writeFile(join(outDir(), 'index.html'), `<p>build ${builds.length}</p>`);
      },
    });

  beforeEach(async () => {
    repo = await mkdtemp(join(tmpdir(), 'airlock-reused-build-'));
    builds = [];
    await makeWorkspace();
  });
  afterEach(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it('builds the first time, then reuses the build while nothing changes', async () => {
    expect(await run()).toEqual({ built: true, reason: 'first build' });
    expect(await run()).toEqual({ built: false });
    expect(await run()).toEqual({ built: false });
    expect(builds).toEqual(['first build']);
  });

  it("rebuilds when one of the app's sources changes, naming the file", async () => {
    await run();
    await write('apps/app/src/main.tsx', '// changed');
    expect(await run()).toEqual({ built: true, reason: 'sources changed: apps/app/src/main.tsx' });
    expect(await run()).toEqual({ built: false });
  });

  it('names the first changed file and counts the others', async () => {
    await run();
    for (const name of ['main.tsx', 'app.tsx', 'view.tsx', 'theme.ts']) await write(`apps/app/src/${name}`, '// changed');
    expect(await run()).toEqual({ built: true, reason: 'sources changed: apps/app/src/app.tsx and 3 more' });
  });

  it('rebuilds when a file is added or removed', async () => {
    await run();
    await write('apps/app/public/favicon.svg', '<svg/>');
    expect(await run()).toEqual({ built: true, reason: 'sources changed: apps/app/public/favicon.svg' });
    await rm(join(repo, 'apps/app/src/theme.ts'));
    expect(await run()).toEqual({ built: true, reason: 'sources changed: apps/app/src/theme.ts' });
  });

  it('rebuilds when a bundled workspace package changes, directly or transitively, and not for one the app does not bundle', async () => {
    await run();
    await write('packages/ui/src/index.ts', 'export const ui = 2;');
    expect(await run()).toEqual({ built: true, reason: 'sources changed: packages/ui/src/index.ts' });
    // protocol's exports point into dist: that is what the app bundles.
    await write('packages/protocol/dist/index.js', 'export const protocol = 2;');
    expect(await run()).toEqual({ built: true, reason: 'sources changed: packages/protocol/dist/index.js' });
    await write('packages/tool/src/index.ts', 'export const tool = 2;');
    await write('apps/app/src/node_modules/ignored.js', 'changed');
    expect(await run()).toEqual({ built: false });
  });

  it('follows the export condition the build resolves: with "source", a package\'s dist is not an input', async () => {
    await run({}, ['source', 'import', 'default']);
    await write('packages/protocol/dist/index.js', 'export const protocol = 2;');
    expect(await run({}, ['source', 'import', 'default'])).toEqual({ built: false });
    await write('packages/protocol/src/index.ts', 'export const protocol = 2;');
    expect(await run({}, ['source', 'import', 'default'])).toEqual({
      built: true,
      reason: 'sources changed: packages/protocol/src/index.ts',
    });
  });

  it('rebuilds when a module the Vite config imports changes', async () => {
    await write('apps/app/vite.config.ts', "import { plugins } from './build/plugins';\nexport default { plugins };");
    await write('apps/app/build/plugins.ts', 'export const plugins = [];');
    await run();
    await write('apps/app/build/plugins.ts', 'export const plugins = [1];');
    expect(await run()).toEqual({ built: true, reason: 'configuration changed: apps/app/build/plugins.ts' });
  });

  it('rebuilds when the configuration changes', async () => {
    await run();
    await write('apps/app/vite.config.ts', 'export default { base: "/x/" };');
    expect(await run()).toEqual({ built: true, reason: 'configuration changed: apps/app/vite.config.ts' });
    await write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(await run()).toEqual({ built: true, reason: 'configuration changed: package-lock.json' });
    await write('apps/app/.env.production', 'VITE_TITLE=x');
    expect(await run()).toEqual({ built: true, reason: 'configuration changed: apps/app/.env.production' });
    expect(builds).toHaveLength(4);
  });

  it('rebuilds when an env variable Vite inlines changes, and ignores the others', async () => {
    await run({ VITE_API: 'a', HOME: '/a' });
    expect(await run({ VITE_API: 'a', HOME: '/b' })).toEqual({ built: false });
    expect(await run({ VITE_API: 'b', HOME: '/b' })).toEqual({ built: true, reason: 'configuration changed: env.VITE_API' });
  });

  it('rebuilds when the output is gone or was left halfway without a stamp', async () => {
    await run();
    await rm(join(outDir(), BUILD_STAMP_FILE));
    expect(await run()).toEqual({ built: true, reason: 'first build' });
    await rm(join(outDir(), 'index.html'));
    expect(await run()).toEqual({ built: true, reason: 'first build' });
    await rm(outDir(), { recursive: true });
    expect(await run()).toEqual({ built: true, reason: 'first build' });
  });

  it('leaves no stamp when the build fails, so the next start builds again', async () => {
    await run();
    await write('apps/app/src/main.tsx', '// broken');
    const failing = buildUnlessUnchanged({
      repoRoot: repo,
      outDir: outDir(),
      entry: 'index.html',
      inputs: () => buildInputsOf({ repoRoot: repo, appRoot: join(repo, 'apps/app'), mode: 'production', env: {} }),
      build: async () => {
        await rm(outDir(), { recursive: true, force: true });
        throw new Error('build failed');
      },
    });
    await expect(failing).rejects.toThrow('build failed');
    expect(await run()).toEqual({ built: true, reason: 'first build' });
  });
});
