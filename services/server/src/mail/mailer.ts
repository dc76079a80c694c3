import type { MailMessage } from './mail-message';

/** Where the server's mail goes; chosen from the configuration by `createMailer`. */
export interface Mailer {
  /** `smtp`: SMTP_URL; `dev-outbox`: kept in memory and printed to the console; `none`: every send fails. */
  readonly transport: 'smtp' | 'dev-outbox' | 'none';
  /** For operators, e.g. `SMTP smtp.example.com:587`; never holds credentials. */
  readonly description: string;
  /** Resolves once the message is handed over; fails only with `MailUnavailableError`. */
  send(message: MailMessage): Promise<void>;
}
