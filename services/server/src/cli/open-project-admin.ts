import { ConfigError, type ServerConfig } from '../config/server-config';
import { createProjectStore } from '../projects/project-store';
import { DataDirectoryLockedError } from '../storage/data-directory-locked-error';
import { openDatabase } from '../storage/database';
import { createAdminApiClient } from './admin-api-client';
import { findAdminCredentials } from './admin-credentials';
import { CliFailure } from './cli-failure';
import { isAirlockServer, localServerUrl } from './find-local-server';
import type { ProjectAdmin } from './project-admin';
import { parseServerUrl } from './server-url';

export interface ProjectAdminSession {
  admin: ProjectAdmin;
  close(): Promise<void>;
}

export function serverUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.AIRLOCK_SERVER_URL;
  if (raw === undefined || raw === '') return undefined;
  const url = parseServerUrl(raw);
  if (!url) throw new ConfigError(`AIRLOCK_SERVER_URL=${raw} must be an http:// or https:// URL`);
  return url;
}

export function dataDirectoryInUse(error: DataDirectoryLockedError, probed: string | undefined): CliFailure {
  const notAnswering = probed ? `, but no Airlock server answers at ${probed}` : '';
  return new CliFailure(
    `The data directory ${error.dataDir} is in use by another process (pid ${error.pid}), probably an Airlock server${notAnswering}. ` +
      'Stop that server and run the command again, or point the CLI at it with --server <url> (or AIRLOCK_SERVER_URL), ' +
      'with AIRLOCK_ADMIN_TOKEN set to its admin token.',
  );
}

/**
 * Where project commands go: the admin API of the server named by --server or AIRLOCK_SERVER_URL;
 * else of the local server configured by AIRLOCK_HOST and AIRLOCK_SERVER_PORT, when one answers;
 * else the storage itself, opened directly as the server would open it.
 */
export async function openProjectAdmin(
  config: ServerConfig,
  env: NodeJS.ProcessEnv,
  serverFlag: string | undefined,
): Promise<ProjectAdminSession> {
  const named = serverFlag ?? serverUrlFromEnv(env);
  const probed = named ? undefined : localServerUrl(config);
  const serverUrl = named ?? (probed && (await isAirlockServer(probed)) ? probed : undefined);
  if (serverUrl) {
    const admin = createAdminApiClient(serverUrl, await findAdminCredentials(config));
    return { admin, close: async () => {} };
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) throw dataDirectoryInUse(error, probed);
    throw error;
  }
  try {
    const projects = createProjectStore(database.db);
    if (config.demoProject) await projects.ensureDemoProject();
    return { admin: projects, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
