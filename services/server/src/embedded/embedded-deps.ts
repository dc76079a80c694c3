import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/server-config';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../storage/database';
import { createEmailCodes, type EmailCodes } from './email-codes/email-codes';
import { createEmbeddedDeviceStore, type EmbeddedDeviceStore } from './devices/embedded-device-store';
import { createEmbeddedKeyStore, type EmbeddedKeyStore } from './embedded-key-store';
import { createEmbeddedSessions, type EmbeddedSessions } from './embedded-sessions';
import { createEmbeddedUserStore, type EmbeddedUserStore } from './embedded-user-store';
import { createFrameOrigins, defaultFrameOrigins, type FrameOrigins } from './frame-origins';
import { createKeyVault, type KeyVault } from './key-vault';
import type { MasterKey } from './master-key';
import { resolveMasterKey } from './master-key-file';

/** What the embedded wallet's routes use; built once at start. */
export interface EmbeddedDeps {
  masterKey: MasterKey;
  vault: KeyVault;
  users: EmbeddedUserStore;
  keys: EmbeddedKeyStore;
  emailCodes: EmailCodes;
  sessions: EmbeddedSessions;
  /** Device keys each email user approved (VERIFY_DEVICE). */
  devices: EmbeddedDeviceStore;
  /**
   * Origins whose browser requests the embedded routes accept: the frame's, and nothing else.
   * AIRLOCK_FRAME_ORIGINS, else the frame port on localhost and 127.0.0.1; a frame host listening
   * on a port chosen at start (AIRLOCK_FRAME_PORT=0) adds its origin once it knows it.
   */
  frameOrigins: FrameOrigins;
  /** The port the frame host listens on, once it does (its address for the modal is derived from it). */
  framePort?: number;
}

/**
 * Resolves the master key (AIRLOCK_MASTER_KEY; in production nothing else, so the server refuses
 * to start without it; in development one generated into the data directory, with a warning) and
 * builds the vault, stores, email codes and sessions over it.
 */
export async function createEmbeddedDeps(input: {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): Promise<EmbeddedDeps> {
  const { config, db, mailer, log } = input;
  const { masterKey } = await resolveMasterKey({
    configured: config.masterKey,
    required: config.masterKeyRequired,
    dataDir: config.dataDir,
    log,
  });
  return {
    masterKey,
    vault: createKeyVault({ masterKey, log }),
    users: createEmbeddedUserStore(db),
    keys: createEmbeddedKeyStore(db),
    emailCodes: createEmailCodes({ db, mailer, masterKey }),
    sessions: createEmbeddedSessions({ db, log }),
    devices: createEmbeddedDeviceStore(db, { approvalMaxAgeMs: config.deviceApprovalDays * 24 * 60 * 60_000 }),
    frameOrigins: createFrameOrigins(config.frameOrigins ?? defaultFrameOrigins(config.framePort)),
  };
}
