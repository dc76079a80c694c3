import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Whether `dir` holds a PostgreSQL cluster: PG_VERSION is the file initdb writes and every start
 * checks. A directory without it never held a database.
 */
export async function holdsPgliteCluster(dir: string): Promise<boolean> {
  return stat(join(dir, 'PG_VERSION')).then(
    (file) => file.isFile(),
    () => false,
  );
}
