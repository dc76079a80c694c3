import type { Alert } from './alert-store';

/** The spec's alerts (§8), with a longer line for developers where the short one is terse. */
export const ALERTS = {
  projectIdNotConfigured: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    message: 'Project ID Not Configured',
    variant: 'error',
  },
  invalidProjectId: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID', variant: 'error' },
  originNotAllowed: { code: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed', variant: 'error' },
  serverError: { code: 'SERVER_ERROR', message: 'Server Error', variant: 'error' },
  rateLimited: { code: 'RATE_LIMITED', message: 'Rate Limited', variant: 'warning' },
  networkNotFound: { code: 'NETWORK_NOT_FOUND', message: 'Network Not Found', variant: 'error' },
  /** Embedded wallet timeouts (spec §8): reason iframe_load_failed, iframe_request_timeout. */
  embeddedWalletLoadFailed: { code: 'iframe_load_failed', message: 'Embedded wallet load failed', variant: 'error' },
  embeddedWalletRequestTimedOut: { code: 'iframe_request_timeout', message: 'Request timed out', variant: 'error' },
  unverifiedDomain: { code: 'unverified_domain', message: 'Unverified domain', variant: 'error' },
  multiWalletNotEnabled: {
    code: 'MULTI_WALLET_NOT_ENABLED',
    message: 'Multi-Wallet Not Enabled',
    variant: 'info',
  },
} as const satisfies Record<string, Alert>;

export const MULTI_WALLET_LONG_MESSAGE =
  'Multi-wallet support must be enabled in the project configuration (airlock-server project features <id> --multi-wallet on) to use ' +
  'connections.';

/** Which alert an HTTP status from the server means. */
export function alertForStatus(status: number, serverMessage?: string): Alert | undefined {
  if (status === 401) return ALERTS.invalidProjectId;
  if (status === 403) return serverMessage === ALERTS.originNotAllowed.message || !serverMessage ? ALERTS.originNotAllowed : undefined;
  if (status === 429) return ALERTS.rateLimited;
  if (status >= 500) return ALERTS.serverError;
  if (status === 400 && serverMessage === ALERTS.projectIdNotConfigured.message) return ALERTS.projectIdNotConfigured;
  return undefined;
}
