import { describe, expect, it } from 'vitest';
import type { FrameEvent } from '../src/frame/frame-event';
import type { ClientContext } from '../src/client/client-context';
import { connectEmail } from '../src/client/embedded-actions';
import { createEmbeddedStore, type EmbeddedStatus } from '../src/embedded/embedded-store';
import { createKeyValueStorage } from '../src/storage/key-value-storage';

const USER = { email: 'a@b.co', address: `0x${'a'.repeat(40)}`, chainId: 31337, userName: null };

/**
 * The modal's side of spec §4's connect email with a frame that answers as the real one does: the
 * statuses the Email login view shows, the requests sent, until LOGGED_IN hands over to the connector
 * (which this context has none of, so the last step fails on purpose).
 */
function harness(action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT') {
  const embedded = createEmbeddedStore();
  const statuses: EmbeddedStatus[] = [];
  embedded.subscribe((state) => {
    if (statuses.at(-1) !== state.status) statuses.push(state.status);
  });
  const frameEvents = new Set<(event: FrameEvent) => void>();
  const emit = (event: FrameEvent) => [...frameEvents].forEach((listener) => listener(event));
  const requests: string[] = [];
  const frame = {
    iframe: { src: 'http://localhost:8788/' },
    async request(type: string) {
      requests.push(type);
      if (type === 'CONNECT_EMAIL') {
        if (action === 'CONNECT') emit({ type: 'LOGGED_IN', payload: USER });
        if (action === 'VERIFY_OTP') setTimeout(() => emit({ type: 'LOGGED_IN', payload: USER }), 20);
        return { action };
      }
      if (type === 'CONNECT_DEVICE') {
        expect(embedded.getState().status).toBe('awaiting-device');
        await new Promise((resolve) => setTimeout(resolve, 20));
        setTimeout(() => emit({ type: 'LOGGED_IN', payload: USER }), 20);
        return {};
      }
      throw new Error(`unexpected ${type}`);
    },
  };
  const context = {
    embedded,
    storage: createKeyValueStorage({ prefix: `test-${action}` }),
    frameEvents,
    frame: Promise.resolve(frame),
    options: { adapters: [], networks: [] },
  } as unknown as ClientContext;
  return { context, statuses, requests };
}

describe('connectEmail and the three actions of connect email (spec §4)', () => {
  it('VERIFY_OTP: waits for the code typed into the frame', async () => {
    const { context, statuses, requests } = harness('VERIFY_OTP');
    await connectEmail(context, 'a@b.co').catch(() => undefined);
    expect(requests).toEqual(['CONNECT_EMAIL']);
    expect(statuses.slice(0, 3)).toEqual(['loading', 'awaiting-code', 'connecting']);
    expect(context.embedded.getState().user).toEqual(USER);
  });

  it('VERIFY_DEVICE: says to approve the device, sends CONNECT_DEVICE, then waits for the code', async () => {
    const { context, statuses, requests } = harness('VERIFY_DEVICE');
    await connectEmail(context, 'a@b.co').catch(() => undefined);
    expect(requests).toEqual(['CONNECT_EMAIL', 'CONNECT_DEVICE']);
    expect(statuses.slice(0, 4)).toEqual(['loading', 'awaiting-device', 'awaiting-code', 'connecting']);
    expect(context.embedded.getState().user).toEqual(USER);
  });

  it('CONNECT: no code form, only the LOGGED_IN the frame sent', async () => {
    const { context, statuses, requests } = harness('CONNECT');
    await connectEmail(context, 'a@b.co').catch(() => undefined);
    expect(requests).toEqual(['CONNECT_EMAIL']);
    expect(statuses.slice(0, 2)).toEqual(['loading', 'connecting']);
    expect(statuses).not.toContain('awaiting-code');
    expect(context.embedded.getState().user).toEqual(USER);
  });
});
