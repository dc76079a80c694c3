export * from './remote-features';
export * from './project-config';
export * from './blockchain-api';
export * from './analytics';
export * from './wallet-registry';
export * from './frame-messages';
export * from './embedded-signed-request';
export * from './safe-rpc-methods';
