import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The framework floor every wagmi dApp already ships: these packages and everything they depend
 * on are not counted as Airlock's size, except packages an @airlock/* package depends on directly.
 */
export const FLOOR_PACKAGES = ['react', 'react-dom', 'viem', 'wagmi', '@wagmi/core', '@tanstack/react-query'] as const;

export const DEMO_APP = '(demo app)';
export const BUNDLER = '(bundler runtime)';
export const UNMAPPED = '(unmapped)';

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Node's lookup: `<dir>/node_modules/<name>`, walking up from `fromDir`. */
function findPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

export interface Ownership {
  /** Package name, or DEMO_APP / BUNDLER / UNMAPPED. */
  owner: string;
  /** True when the code is Airlock's or a dependency Airlock brings. */
  counted: boolean;
}

export interface PackageClassifier {
  classify(sourceFile: string | undefined): Ownership;
  /** Names excluded as the framework floor (roots and their dependency closure). */
  floor: ReadonlySet<string>;
  /** True for a counted package that the floor uses too (the same install), so it is in the bundle either way. */
  sharedWithFloor(owner: string): boolean;
  /** @airlock/* package names, by folder under packages/. */
  airlockPackages: ReadonlyMap<string, string>;
  /** Non-@airlock packages that some @airlock/* package depends on directly (always counted). */
  airlockDirectDependencies: ReadonlySet<string>;
}

export function createPackageClassifier(repoRoot: string, appDir: string): PackageClassifier {
  const airlockPackages = new Map<string, string>();
  const airlockDirectDependencies = new Set<string>();
  /** Install folders of those direct dependencies, as Node resolves them from each @airlock/* package. */
  const airlockDirectDirs = new Set<string>();
  const packagesDir = join(repoRoot, 'packages');
  for (const folder of readdirSync(packagesDir)) {
    if (!existsSync(join(packagesDir, folder, 'package.json'))) continue;
    const pkg = readPackageJson(join(packagesDir, folder));
    airlockPackages.set(folder, pkg.name ?? `@airlock/${folder}`);
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      if (name.startsWith('@airlock/')) continue;
      airlockDirectDependencies.add(name);
      const dir = findPackageDir(name, join(packagesDir, folder));
      if (dir) airlockDirectDirs.add(dir);
    }
  }

  const floor = new Set<string>();
  const visitedDirs = new Set<string>();
  const visit = (name: string, fromDir: string) => {
    floor.add(name);
    const dir = findPackageDir(name, fromDir);
    if (!dir || visitedDirs.has(dir)) return;
    visitedDirs.add(dir);
    const pkg = readPackageJson(dir);
    for (const dependency of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})])
      visit(dependency, dir);
  };
  for (const root of FLOOR_PACKAGES) visit(root, appDir);
  const roots = new Set<string>(FLOOR_PACKAGES);

  // By install folder, not only by name: a copy nested under a floor package (say
  // @wagmi/core/node_modules/zustand) is the floor's even when Airlock uses another copy of it.
  const isCountedPackage = (name: string, dir: string) => {
    if (name.startsWith('@airlock/')) return true;
    if (roots.has(name)) return false;
    if (airlockDirectDirs.has(dir)) return true;
    return !visitedDirs.has(dir) && !floor.has(name);
  };
  const sharedOwners = new Set<string>();

  const appSource = join(appDir, 'src') + sep;
  const classify = (sourceFile: string | undefined): Ownership => {
    if (sourceFile === undefined) return { owner: BUNDLER, counted: false }; // virtual module
    const normalized = sourceFile.split(sep).join('/');
    const marker = normalized.lastIndexOf('/node_modules/');
    if (marker !== -1) {
      const [first, second] = normalized.slice(marker + '/node_modules/'.length).split('/');
      const name = first?.startsWith('@') ? `${first}/${second}` : first!;
      const dir = normalized.slice(0, marker + '/node_modules/'.length) + name;
      // Name nested copies after the package they sit in: "zustand (in @wagmi/core)".
      const prefix = normalized.slice(0, marker);
      const hostMarker = prefix.lastIndexOf('/node_modules/');
      const owner = hostMarker === -1 ? name : `${name} (in ${prefix.slice(hostMarker + '/node_modules/'.length)})`;
      const installDir = dir.split('/').join(sep);
      const counted = isCountedPackage(name, installDir);
      if (counted && visitedDirs.has(installDir)) sharedOwners.add(owner);
      return { owner, counted };
    }
    const inRepo = relative(repoRoot, sourceFile);
    if (!inRepo.startsWith('..') && inRepo.startsWith(`packages${sep}`)) {
      const folder = inRepo.split(sep)[1]!;
      const name = airlockPackages.get(folder);
      if (name) return { owner: name, counted: true };
    }
    if (sourceFile.startsWith(appSource)) return { owner: DEMO_APP, counted: false };
    return { owner: BUNDLER, counted: false };
  };

  return { classify, floor, sharedWithFloor: (owner) => sharedOwners.has(owner), airlockPackages, airlockDirectDependencies };
}

/** A source-map `sources` entry as an absolute path (undefined for virtual modules such as `\0vite/...`). */
export function resolveMapSource(source: string, sourceRoot: string | undefined, mapDir: string): string | undefined {
  if (source.includes('\0') || /^[a-z][a-z0-9+.-]+:/i.test(source)) return undefined;
  return resolve(mapDir, sourceRoot ?? '', source);
}
