import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';

export interface DeviceWaitTiming {
  /** Between two asks of the server. */
  intervalMs: number;
  /** Gives up before the modal's 120 s request timeout, so the modal hears why. */
  timeoutMs: number;
}

export const DEVICE_WAIT: DeviceWaitTiming = { intervalMs: 2_000, timeoutMs: 110_000 };

/**
 * CONNECT_DEVICE's wait: asks the server until it says the device is approved and a code is on its
 * way (VERIFY_OTP); a refusal (expired approval, limits) ends the wait with the server's words.
 */
export async function waitForDeviceApproval(
  ask: () => Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>,
  timing: Partial<DeviceWaitTiming> = {},
): Promise<void> {
  const { intervalMs, timeoutMs } = { ...DEVICE_WAIT, ...timing };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { action } = await ask();
    if (action === 'VERIFY_OTP') return;
    if (Date.now() + intervalMs > deadline) throw new FrameRequestError(FRAME_TEXT.deviceNotApproved);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
