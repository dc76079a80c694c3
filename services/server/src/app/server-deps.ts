import type { Redis } from 'ioredis';
import type { Cache } from '../cache/cache';
import type { ChainConfig } from '../config/chain-config';
import type { ServerConfig } from '../config/server-config';
import type { ProjectStore } from '../projects/project-store';
import type { OpenDatabase } from '../storage/database';

/** What every plugin may use; handed to plugins as their options. */
export interface ServerDeps {
  config: ServerConfig;
  database: OpenDatabase;
  cache: Cache;
  redis?: Redis;
  projects: ProjectStore;
  chains: ChainConfig[];
}
