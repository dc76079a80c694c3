export { buildServer, type AirlockServer } from './app/build-server';
export type { ServerDeps } from './app/server-deps';
export { loadServerConfig, ConfigError, type ServerConfig } from './config/server-config';
export type { ChainConfig, TokenConfig } from './config/chain-config';
export { devnetChainConfigs } from './config/devnet-chains';
export { openDatabase, type OpenDatabase, type Database } from './storage/database';
export { createProjectStore, type Project, type ProjectStore } from './projects/project-store';
export { DEMO_PROJECT_ID } from './projects/project-id';
export { startServer, type RunningServer } from './app/start-server';
