export const RECENT_WALLETS_LIMIT = 2;
export const DEFAULT_THEME_MODE = 'dark';
export const DEFAULT_MODAL_WIDTH = '360px';
export const DEFAULT_Z_INDEX = 999;
export const EVENT_EMITTER_MAX_LISTENERS = 10;
export const STORAGE_PREFIX = '@airlock-app/';
