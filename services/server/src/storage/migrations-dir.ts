import { fileURLToPath } from 'node:url';

/** The drizzle migrations every database is brought up to before use. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
