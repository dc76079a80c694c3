import { expect, vi } from 'vitest';
import { createAirlockClient, type AirlockClient } from '../src';
import { devnet, walletA } from './fixtures';
import { MemoryAdapter } from './memory-adapter';

const FRAME_URL = 'http://127.0.0.1:8788/';
const FRAME_ORIGIN = 'http://127.0.0.1:8788';
export const EMBEDDED_USER = { email: 'visitor@example.com', address: `0x${'a'.repeat(40)}` };

export type Posted = { id: string; type: string; payload: unknown };

/** The secure frame's side, played by the test once the client has made the iframe. */
export async function frameSide(client: AirlockClient) {
  await vi.waitFor(() => expect(client.embedded.getState().iframe).toBeDefined());
  const target = client.embedded.getState().iframe!.contentWindow!;
  // The theme and the locale are synced whenever the frame is ready or they change; flows are tested without them.
  const received: Posted[] = [];
  const themes: Posted[] = [];
  const locales: Posted[] = [];
  vi.spyOn(target, 'postMessage').mockImplementation((message: unknown) => {
    const posted = message as Posted;
    (posted.type === 'SYNC_THEME' ? themes : posted.type === 'SYNC_LOCALE' ? locales : received).push(posted);
  });
  const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source: target }));
  send({ type: 'FRAME_READY', payload: { version: 'test' } });
  const request = (type: string) =>
    vi.waitFor(
      () => {
        const found = received.find((message) => message.type === type);
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 2_000 },
    );
  return { received, themes, locales, send, request };
}

/** An embedded account on the Account view, the frame's address known (as after login). */
export function embeddedClientOnAccount(user: { email: string | null; address: string } = EMBEDDED_USER): AirlockClient {
  const client = createAirlockClient({ adapters: [new MemoryAdapter([devnet], [walletA])], networks: [devnet], projectId: 'p'.repeat(32) });
  client.embedded.setState({ frameUrl: FRAME_URL, user });
  client.open({ view: 'Account' });
  return client;
}
