import { createHash, randomBytes } from 'node:crypto';
import { DEVICE_APPROVAL_LIMITS, DEVICE_APPROVE_PATH } from './device-approval-limits';
import type { EmbeddedDeviceStore } from './embedded-device-store';

/** The link's token as stored: its sha256, so a copy of the database approves nothing. */
export const hashApprovalToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface DeviceApprovalLink {
  /** The page that approves the device, to put in the mail. */
  link: string;
  /** Stores the link for the device (replacing an earlier one) once the mail carrying it went out. */
  record(userId: string, deviceKeyId: string): Promise<void>;
}

/**
 * Approval links of a known account's new devices. The link travels in the login code's mail
 * (email-codes' send), so asking for one costs what a new address's code costs, under the same
 * limits, and the answer does not tell the two apart.
 */
export function createDeviceApprovals(deps: { devices: EmbeddedDeviceStore; now?: () => number }) {
  const now = deps.now ?? Date.now;
  return {
    /** `baseUrl`: the server as the visitor's browser reaches it (AIRLOCK_PUBLIC_URL, else the request's loopback host). */
    newLink(baseUrl: string): DeviceApprovalLink {
      const token = randomBytes(32).toString('base64url');
      return {
        link: `${baseUrl.replace(/\/+$/, '')}${DEVICE_APPROVE_PATH}?token=${token}`,
        record: (userId, deviceKeyId) =>
          deps.devices.requestApproval({
            userId,
            deviceKeyId,
            tokenHash: hashApprovalToken(token),
            expiresAt: new Date(now() + DEVICE_APPROVAL_LIMITS.lifetimeMs),
          }),
      };
    },
  };
}

export type DeviceApprovals = ReturnType<typeof createDeviceApprovals>;
