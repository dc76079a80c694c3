import { createHash, randomBytes } from 'node:crypto';
import type { CounterStore } from '../../counters/counter-store';
import { EmailCodeCooldownError } from '../email-codes/email-code-errors';
import type { Mailer } from '../../mail/mailer';
import { DEVICE_APPROVAL_LIMITS, DEVICE_APPROVE_PATH } from './device-approval-limits';
import { deviceApprovalMessage } from './device-approval-mail';
import { DEVICE_ERRORS } from './device-errors';
import type { EmbeddedDeviceStore } from './embedded-device-store';

const HOUR_MS = 60 * 60_000;

/** The link's token as stored: its sha256, so a copy of the database approves nothing. */
export const hashApprovalToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface DeviceApprovalRequest {
  userId: string;
  projectId: string;
  email: string;
  deviceKeyId: string;
  clientIp: string;
  appName?: string;
  /** The server's address as the visitor's browser reaches it (AIRLOCK_PUBLIC_URL, else the request's). */
  baseUrl: string;
}

/**
 * VERIFY_DEVICE: mails a link that approves one device of one user, within the cooldown and the
 * hourly limits per address and per client IP (429 with Retry-After).
 */
export function createDeviceApprovals(deps: { devices: EmbeddedDeviceStore; mailer: Mailer; counters: CounterStore; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const limits = DEVICE_APPROVAL_LIMITS;

  async function checkLimits({ projectId, email, clientIp }: DeviceApprovalRequest) {
    const cooldown = await deps.counters.hit(`embedded:device-approval:cooldown:${projectId}:${email}`, 1, limits.cooldownMs);
    if (cooldown.count > 1) throw new EmailCodeCooldownError(Math.max(1, Math.ceil(cooldown.resetMs / 1000)));
    const perEmail = await deps.counters.hit(`embedded:device-approval:email:${projectId}:${email}`, 1, HOUR_MS);
    const perIp = await deps.counters.hit(`embedded:device-approval:ip:${clientIp}`, 1, HOUR_MS);
    const waits = [perEmail.count > limits.perEmailPerHour ? perEmail.resetMs : 0, perIp.count > limits.perClientIpPerHour ? perIp.resetMs : 0];
    const waitMs = Math.max(...waits);
    if (waitMs > 0) throw DEVICE_ERRORS.approvalLimit(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  return {
    async request(input: DeviceApprovalRequest): Promise<void> {
      await checkLimits(input);
      const token = randomBytes(32).toString('base64url');
      await deps.devices.requestApproval({ userId: input.userId, deviceKeyId: input.deviceKeyId, tokenHash: hashApprovalToken(token), expiresAt: new Date(now() + limits.lifetimeMs) });
      const link = `${input.baseUrl.replace(/\/+$/, '')}${DEVICE_APPROVE_PATH}?token=${token}`;
      await deps.mailer.send({ kind: 'device-approval', to: input.email, ...deviceApprovalMessage(link, input.appName) });
    },
  };
}

export type DeviceApprovals = ReturnType<typeof createDeviceApprovals>;
