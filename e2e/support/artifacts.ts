import { fileURLToPath } from 'node:url';

/** Screenshots and other evidence the E2E run leaves behind (uploaded by CI as test artifacts). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));
