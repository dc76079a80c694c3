import { fileURLToPath } from 'node:url';

/** The built frame of this checkout (apps/frame/dist), used when AIRLOCK_FRAME_DIR is not set. */
export const DEFAULT_FRAME_DIR = fileURLToPath(new URL('../../../../apps/frame/dist', import.meta.url));
