import { createSpamTokenStore, type SpamTokenStore } from '../account-history/spam-token-store';
import type { ServerConfig } from '../config/server-config';
import { DataDirectoryLockedError } from '../storage/data-directory-locked-error';
import { openDatabase } from '../storage/database';
import { findAdminCredentials } from './admin-credentials';
import { isAirlockServer, localServerUrl } from './find-local-server';
import { dataDirectoryInUse, serverUrlFromEnv } from './open-project-admin';
import { createSpamAdminApiClient } from './spam-admin-api-client';

export interface SpamAdminSession {
  spam: SpamTokenStore;
  close(): Promise<void>;
}

/** Where spam commands go, found as for project commands: a running server's admin API, else the storage itself. */
export async function openSpamAdmin(
  config: ServerConfig,
  env: NodeJS.ProcessEnv,
  serverFlag: string | undefined,
): Promise<SpamAdminSession> {
  const named = serverFlag ?? serverUrlFromEnv(env);
  const probed = named ? undefined : localServerUrl(config);
  const serverUrl = named ?? (probed && (await isAirlockServer(probed)) ? probed : undefined);
  if (serverUrl) return { spam: createSpamAdminApiClient(serverUrl, await findAdminCredentials(config)), close: async () => {} };
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    return { spam: createSpamTokenStore(database.db), close: () => database.close() };
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) throw dataDirectoryInUse(error, probed);
    throw error;
  }
}
