import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Everything a Vite build of one app depends on, split by how a change is reported. */
export interface BuildInputs {
  /** Files whose change is "sources changed": the app's code and the code of the workspace packages it bundles. */
  sources: string[];
  /** Files whose change is "configuration changed": package manifests, lock file, tsconfig, Vite config, .env files. */
  configuration: string[];
  /** Values outside files that change the output: the mode, and the env variables Vite inlines. */
  settings: Record<string, string>;
}

export interface BuildInputsOptions {
  /** The repository root (root package.json with `workspaces`, package-lock.json, tsconfig.json). */
  repoRoot: string;
  /** The app's root (index.html, vite.config.ts, package.json). */
  appRoot: string;
  mode: string;
  /** Files outside the app that set how it is built, say the script holding the build options. */
  buildScripts?: string[];
  /** The package.json export conditions the bundler matches (Vite's client build: module, browser, import, default, and the mode). */
  conditions?: string[];
  env?: NodeJS.ProcessEnv;
}

interface PackageJson {
  name?: string;
  workspaces?: string[] | { packages?: string[] };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  exports?: unknown;
  main?: string;
  module?: string;
  types?: string;
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git']);

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function readPackageJson(directory: string): Promise<PackageJson> {
  return JSON.parse(await readFile(join(directory, 'package.json'), 'utf8')) as PackageJson;
}

/** Every file under `path` (or `path` itself when it is a file), leaving out node_modules. */
async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !file
          .slice(path.length)
          .split('/')
          .some((part) => SKIPPED_DIRECTORIES.has(part)),
    );
}

/** The workspace packages by name (root package.json `workspaces`, where `dir/*` means every package in dir). */
async function workspacePackages(repoRoot: string): Promise<Map<string, string>> {
  const root = await readPackageJson(repoRoot);
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
  const directories: string[] = [];
  for (const pattern of patterns) {
    if (!pattern.endsWith('/*')) {
      directories.push(join(repoRoot, pattern));
      continue;
    }
    const parent = join(repoRoot, pattern.slice(0, -2));
    const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
    directories.push(...entries.filter((entry) => entry.isDirectory()).map((entry) => join(parent, entry.name)));
  }
  const packages = new Map<string, string>();
  for (const directory of directories) {
    const manifest = await readPackageJson(directory).catch(() => undefined);
    if (manifest?.name) packages.set(manifest.name, directory);
  }
  return packages;
}

function dependencyNames(manifest: PackageJson, includeDev: boolean): string[] {
  return Object.keys({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
    ...manifest.optionalDependencies,
    ...(includeDev ? manifest.devDependencies : {}),
  });
}

/**
 * The files an `exports` (or `main`) value resolves to under `conditions`: per entry, its first condition that matches, as Node and Vite
 * pick.
 */
function exportTargets(value: unknown, conditions: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((entry) => exportTargets(entry, conditions));
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value);
  if (entries.some(([key]) => key.startsWith('.'))) return entries.flatMap(([, target]) => exportTargets(target, conditions));
  const match = entries.find(([condition]) => conditions.has(condition));
  return match ? exportTargets(match[1], conditions) : [];
}

/**
 * What a bundler reads of a workspace package: src/, and whatever its entry points resolve into
 * (the top directory of `./dist/index.js`, or a top-level file such as `./index.js`).
 */
function bundledPaths(manifest: PackageJson, conditions: ReadonlySet<string>): string[] {
  const targets = manifest.exports === undefined ? [manifest.module, manifest.main] : exportTargets(manifest.exports, conditions);
  const paths = new Set(['src']);
  for (const target of targets) {
    if (typeof target !== 'string' || !target.startsWith('./')) continue;
    const [top] = target.slice(2).split('/');
    if (top && top !== 'package.json' && !top.includes('*')) paths.add(top);
  }
  return [...paths];
}

/** The files a config file imports by relative path, say a helper module beside vite.config.ts. */
async function relativeImportsOf(file: string): Promise<string[]> {
  const source = await readFile(file, 'utf8').catch(() => '');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((match) => match[1] as string);
  const candidates = specifiers.flatMap((specifier) => {
    const path = join(dirname(file), specifier);
    return /\.[cm]?[jt]s$/.test(path) ? [path] : [`${path}.ts`, `${path}.js`, join(path, 'index.ts')];
  });
  const present = await Promise.all(candidates.map(exists));
  return candidates.filter((_, index) => present[index]);
}

/** The workspace packages the app bundles: its own dependencies on them, and theirs, transitively (dev ones only for the app). */
async function bundledWorkspacePackages(repoRoot: string, appManifest: PackageJson): Promise<string[]> {
  const workspace = await workspacePackages(repoRoot);
  const found = new Map<string, string>();
  const pending = dependencyNames(appManifest, true);
  while (pending.length > 0) {
    const name = pending.pop() as string;
    const directory = workspace.get(name);
    if (!directory || found.has(name)) continue;
    found.set(name, directory);
    pending.push(...dependencyNames(await readPackageJson(directory), false));
  }
  return [...found.values()].sort();
}

const ENV_FILES = (mode: string) => ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];
/** The export conditions a Vite client build matches besides the mode. */
export const VITE_CLIENT_CONDITIONS = ['module', 'browser', 'import', 'default'];

/** The inputs of a Vite production build of the app at `appRoot` (the default envPrefix, VITE_, is what Vite inlines). */
export async function buildInputsOf(options: BuildInputsOptions): Promise<BuildInputs> {
  const { repoRoot, appRoot, mode } = options;
  const env = options.env ?? process.env;
  const appManifest = await readPackageJson(appRoot);
  const packages = await bundledWorkspacePackages(repoRoot, appManifest);
  const conditions = new Set([...(options.conditions ?? VITE_CLIENT_CONDITIONS), mode]);

  const sourceRoots = [join(appRoot, 'src'), join(appRoot, 'public'), join(appRoot, 'index.html')];
  for (const directory of packages) {
    const manifest = await readPackageJson(directory);
    sourceRoots.push(...bundledPaths(manifest, conditions).map((path) => join(directory, path)));
  }
  const sources = (await Promise.all(sourceRoots.map(filesUnder))).flat();

  const configurationCandidates = [
    join(repoRoot, 'package.json'),
    join(repoRoot, 'package-lock.json'),
    join(repoRoot, 'tsconfig.json'),
    join(appRoot, 'package.json'),
    join(appRoot, 'vite.config.ts'),
    ...(await relativeImportsOf(join(appRoot, 'vite.config.ts'))),
    join(appRoot, 'tsconfig.json'),
    ...ENV_FILES(mode).map((name) => join(appRoot, name)),
    ...packages.flatMap((directory) => [join(directory, 'package.json'), join(directory, 'tsconfig.json')]),
    ...(options.buildScripts ?? []),
  ];
  const present = await Promise.all(configurationCandidates.map(exists));
  const configuration = configurationCandidates.filter((_, index) => present[index]);

  const settings: Record<string, string> = { mode };
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('VITE_') && value !== undefined) settings[`env.${name}`] = value;
  }
  return { sources: [...new Set(sources)].sort(), configuration: [...new Set(configuration)].sort(), settings };
}
