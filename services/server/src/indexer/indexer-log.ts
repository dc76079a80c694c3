/** The part of the server's pino logger the indexer writes to. */
export interface IndexerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
