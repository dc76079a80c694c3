// drizzle-kit imports drizzle-orm from its own location (the root node_modules), where npm may not
// have hoisted it; link this workspace's copy there for the run, then remove the link.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const hoisted = fileURLToPath(new URL('../../../node_modules/drizzle-orm', import.meta.url));
const linked = !existsSync(hoisted);
if (linked) symlinkSync(`${serverDir}node_modules/drizzle-orm`, hoisted, 'dir');
try {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { cwd: serverDir, stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) rmSync(hoisted);
}
