/** Bounds of approval links: the email codes' 30 s cooldown, and what a mailbox can bear per hour. */
export const DEVICE_APPROVAL_LIMITS = {
  lifetimeMs: 15 * 60_000,
  cooldownMs: 30_000,
  perEmailPerHour: 5,
  perClientIpPerHour: 20,
};

export const DEVICE_APPROVE_PATH = '/v1/embedded/device/approve';
