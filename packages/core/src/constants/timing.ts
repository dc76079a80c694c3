/** Durations from spec §9, in milliseconds. */
export const TOAST_SWAP_DELAY_MS = 150;
export const MODAL_SHAKE_MS = 500;
export const ANIMATION_MS = { headerText: 120, modalHeight: 150, viewTransition: 150 } as const;
export const FAILED_BALANCE_RETRY_MS = 30_000;
export const RECONNECT_CONNECTOR_WAIT_MS = 1_000;
/** A WalletConnect pairing URI lives 4 minutes (spec §9) and counts as expired with 10 s or less left (§5). */
export const PAIRING_LIFETIME_MS = 4 * 60_000;
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;
/** The embedded wallet's frame (spec §9): ready 500 ms after its ready event, load and request timeouts. */
/** The social login popup (spec §9): 600 × 800, checked for closing every second. */
export const SOCIAL_POPUP = { width: 600, height: 800, closedCheckMs: 1_000 } as const;

/** An email login cannot start again within 30 s of the last one (spec §5). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

export const FRAME_TIMING = {
  readyDelayMs: 500,
  loadTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  signOutWaitMs: 3_000,
} as const;

/** Spec §9 polling interval: how often an open Account view, or a transaction the modal sent, has the history read again. */
export const HISTORY_POLL_MS = 4_000;
