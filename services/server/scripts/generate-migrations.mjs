// drizzle-kit resolves drizzle-orm from its own location; npm nests drizzle-orm under this
// workspace, so point Node at it before running `drizzle-kit generate`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: `${serverDir}node_modules` },
});
process.exit(result.status ?? 1);
