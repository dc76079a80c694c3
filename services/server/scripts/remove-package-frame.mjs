// After npm pack: the frame built for the tarball goes, so this checkout serves apps/frame/dist (which `npm start` rebuilds) again.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync(fileURLToPath(new URL('../frame', import.meta.url)), { recursive: true, force: true });
