import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_PACKAGE_DIR } from '../config/server-package-dir';

/** The frame built into the published package (`npm pack` puts it there, see scripts/build-package-frame.ts). */
export const PACKAGED_FRAME_DIR = join(SERVER_PACKAGE_DIR, 'frame');

/** The built frame of this checkout, which `npm start` builds. */
export const REPOSITORY_FRAME_DIR = join(SERVER_PACKAGE_DIR, '..', '..', 'apps', 'frame', 'dist');

/** Where the frame is when AIRLOCK_FRAME_DIR is not set: the package's own, else this checkout's apps/frame/dist. */
export function defaultFrameDir(): string {
  return existsSync(join(PACKAGED_FRAME_DIR, 'index.html')) ? PACKAGED_FRAME_DIR : REPOSITORY_FRAME_DIR;
}
