/** Where storage reports trouble it survives: the server's pino logger, or the console. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export const CONSOLE_DATABASE_LOG: DatabaseLog = {
  warn: (details, message) => console.warn(message, details),
};
