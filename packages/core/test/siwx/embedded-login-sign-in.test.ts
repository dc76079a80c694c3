import { type FrameUser, formatSiwxMessage, type SiwxMessageFields } from '@airlock/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithEmbeddedLogin } from '../../src/client/embedded-sign-in';
import type { ClientContext } from '../../src/client/client-context';
import { createChainStore } from '../../src/connection/chain-store';
import { createEventBus } from '../../src/events/event-bus';
import type { FrameClient } from '../../src/frame/frame-client';
import { type AirlockEvent, createLocalSiwx, type SiwxConfig } from '../../src';
import { devnet } from '../fixtures';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const user: FrameUser = { address: ADDRESS, chainId: 31337, email: 'a@b.co' };

function setup(siwx: SiwxConfig | undefined, reply: (payload: Record<string, unknown>) => Promise<FrameUser>) {
  const events = createEventBus();
  const seen: AirlockEvent[] = [];
  events.subscribe((event) => seen.push(event));
  const context = {
    options: { adapters: [], networks: [devnet], siwx },
    chain: createChainStore([devnet], devnet),
    events,
  } as unknown as ClientContext;
  const requests: Array<{ type: string; payload: Record<string, unknown> }> = [];
  const frame = {
    request: vi.fn(async (type: string, payload: Record<string, unknown>) => {
      requests.push({ type, payload });
      return reply(payload);
    }),
  } as unknown as Pick<FrameClient, 'request'>;
  return { context, frame, requests, seen };
}

/** What the frame answers: the text it made of the fields, signed. */
const signingFrame = async (payload: Record<string, unknown>): Promise<FrameUser> => ({
  ...user,
  message: formatSiwxMessage(payload.siwxMessage as SiwxMessageFields),
  signature: '0xsig',
});

describe('signing in with the embedded login', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("sends the store's message (fields only, no functions) with GET_USER and keeps what the frame signed as the session", async () => {
    const siwx = createLocalSiwx({ statement: 'Sign in.' });
    const { context, frame, requests, seen } = setup(siwx, signingFrame);
    await signInWithEmbeddedLogin(context, frame, user);

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      type: 'GET_USER',
      payload: { chainId: 31337, siwxMessage: { accountAddress: ADDRESS, chainId: 'eip155:31337', statement: 'Sign in.' } },
    });
    // Structured clone refuses functions: the message crosses to the frame as plain data.
    expect(() => structuredClone(requests[0]!.payload)).not.toThrow();
    const sessions = await siwx.getSessions('eip155:31337', ADDRESS);
    expect(sessions).toMatchObject([{ signature: '0xsig' }]);
    expect(sessions[0]!.message).toContain(`${location.host} wants you to sign in with your Ethereum account:\n${ADDRESS}\n\nSign in.`);
    expect(seen).toMatchObject([{ name: 'SIWX_AUTH_SUCCESS', properties: { chainId: 'eip155:31337' } }]);

    // Signed in already: the frame is not asked again.
    await signInWithEmbeddedLogin(context, frame, user);
    expect(requests).toHaveLength(1);
  });

  it('asks nothing without SIWX, and leaves the usual flow when the frame refuses or answers without a signature', async () => {
    const off = setup(undefined, signingFrame);
    await signInWithEmbeddedLogin(off.context, off.frame, user);
    expect(off.requests).toHaveLength(0);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const siwx = createLocalSiwx();
    const refused = setup(siwx, () => Promise.reject(new Error('The sign-in message is not for this account')));
    await signInWithEmbeddedLogin(refused.context, refused.frame, user);
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(refused.seen).toEqual([]);

    const unsigned = setup(siwx, async () => user);
    await signInWithEmbeddedLogin(unsigned.context, unsigned.frame, user);
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]);
  });
});
