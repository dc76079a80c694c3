/** Another live process has the PGlite data directory open; PGlite data can be opened by one process at a time. */
export class DataDirectoryLockedError extends Error {
  override readonly name = 'DataDirectoryLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}), probably a running Airlock server. ` +
        'Stop it first, or change projects through the running server (airlock-server project … talks to it when it is reachable).',
    );
  }
}
