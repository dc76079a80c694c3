import { join } from 'node:path';
import { ADMIN_TOKEN_FILE, readSavedAdminToken } from '../admin/admin-token';
import type { ServerConfig } from '../config/server-config';

export interface AdminCredentials {
  token: string;
  /** Where the token came from, to name it when the server refuses it. */
  source: string;
}

/** AIRLOCK_ADMIN_TOKEN, else the token a server saved in the data directory, else none. */
export async function findAdminCredentials(config: Pick<ServerConfig, 'adminToken' | 'dataDir'>): Promise<AdminCredentials | undefined> {
  if (config.adminToken) return { token: config.adminToken, source: 'AIRLOCK_ADMIN_TOKEN' };
  const saved = await readSavedAdminToken(config.dataDir);
  return saved ? { token: saved, source: join(config.dataDir, ADMIN_TOKEN_FILE) } : undefined;
}
