import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Cache } from '../cache/cache';
import type { ChainConfig } from '../config/chain-config';
import type { ServerConfig } from '../config/server-config';
import type { CounterStore } from '../counters/counter-store';
import type { EmbeddedDeps } from '../embedded/embedded-deps';
import type { DevOutbox } from '../mail/dev-outbox';
import type { Mailer } from '../mail/mailer';
import type { NameRegistry } from '../names/name-registry';
import type { SignerRecovery } from '../signatures/signer-recovery';
import type { ProjectStore } from '../projects/project-store';
import type { OpenDatabase } from '../storage/database';

/** What every plugin may use; handed to plugins as their options. */
export interface ServerDeps {
  config: ServerConfig;
  database: OpenDatabase;
  /** Shared through Redis when configured, falling back to this process's memory while Redis is down. */
  cache: Cache;
  /** Rate limits and quotas; shared and falling back like `cache`. */
  counters: CounterStore;
  redis?: Redis;
  projects: ProjectStore;
  chains: ChainConfig[];
  /** The admin API's bearer token (AIRLOCK_ADMIN_TOKEN, or generated into the data directory). */
  adminToken: string;
  log: FastifyBaseLogger;
  /** Outgoing mail: SMTP_URL, else the dev outbox, else none (sends fail with MailUnavailableError). */
  mailer: Mailer;
  /** Set when `mailer` is the dev outbox; GET /dev/outbox lists it. */
  devOutbox?: DevOutbox;
  /** The embedded wallet: master key, key vault, users, keys, email codes, frame sessions, frame origins. */
  embedded: EmbeddedDeps;
  /** Account names under the server's suffix (AIRLOCK_NAME_SUFFIX). */
  names: NameRegistry;
  /**
   * Recovers personal_sign signers on worker threads sized to the machine (Sign in with X and name registration share
   * it, so they do not start a pool each); its threads start with the first recovery, closed with the server.
   */
  signerRecovery: SignerRecovery;
}
