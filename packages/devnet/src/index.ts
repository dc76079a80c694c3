export * from './browser';
export { DevnetError, type DevnetErrorCode } from './devnet-error';
export { startDevnet, type Devnet, type StartDevnetOptions } from './start-devnet';
