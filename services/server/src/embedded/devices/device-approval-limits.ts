/** How long an approval link works; its mail is a login code's, under the email codes' limits. */
export const DEVICE_APPROVAL_LIMITS = {
  lifetimeMs: 15 * 60_000,
};

export const DEVICE_APPROVE_PATH = '/v1/embedded/device/approve';
