export { buildServer, type AirlockServer } from './app/build-server';
export type { ServerDeps } from './app/server-deps';
export { loadServerConfig, ConfigError, type ServerConfig } from './config/server-config';
export type { ChainConfig, TokenConfig } from './config/chain-config';
export { parseChainsFile, readChainsFile } from './config/chains-file';
export { openDatabase, type OpenDatabase, type Database } from './storage/database';
export { createProjectStore, type Project, type ProjectStore } from './projects/project-store';
export { DEMO_PROJECT_ID } from './projects/project-id';
export { startServer, type RunningServer } from './app/start-server';
export { withAllowedNftHosts } from './nfts/nft-fetch-config';
export {
  verifySessionToken,
  SessionTokenError,
  type SiwxSessionClaims,
  type VerifySessionTokenOptions,
} from './siwx/verify-session-token';
