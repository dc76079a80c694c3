import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleServerCli } from './support/server-cli-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The CLI bundled for this run (test/support/server-cli.ts), so spawned servers start without tsx. */
    serverCliBundle: string;
  }
}

// Inside the package (dist-test* is ignored by git), so the bundle resolves node_modules and the package directory as the
// sources do; one file per run, as several runs may share a checkout.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outfile = fileURLToPath(new URL(`../dist-test-cli/cli-${process.pid}.mjs`, import.meta.url));
  await bundleServerCli(fileURLToPath(new URL('./support/run-server-cli.ts', import.meta.url)), outfile);
  project.provide('serverCliBundle', outfile);
  return () => rm(outfile, { force: true });
}
