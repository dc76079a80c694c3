import { join } from 'node:path';
import { SERVER_PACKAGE_DIR } from '../config/server-package-dir';

/** The drizzle migrations every database is brought up to before use (shipped in the package). */
export const MIGRATIONS_DIR = join(SERVER_PACKAGE_DIR, 'migrations');
