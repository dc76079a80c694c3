import { databaseFailureReason } from './database-unavailable';

/**
 * A PGlite data directory that holds a database PGlite cannot open or migrate any more: damaged
 * files, a full disk, wrong permissions, or a directory an older version left half-made when it
 * was killed during its first start.
 */
export class UnopenableDataDirectoryError extends Error {
  override readonly name = 'UnopenableDataDirectoryError';
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    super(
      `The PGlite database in ${dir} could not be opened (${databaseFailureReason(cause).replace(/[.\s]+$/, '')}). ` +
        'It was left as it is, as it may hold data. If the disk is full or this user may not write to the directory, ' +
        `fix that and start again. Otherwise it is damaged: restore ${dir} from a backup, or, if nothing was ever ` +
        'stored in it (an older version was killed during its very first start), delete it and start again with a new, empty database.',
      { cause },
    );
  }
}
