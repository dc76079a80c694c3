import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTOR_IDS, type Connector } from '@airlock/core';
import { AirlockProvider, ConnectButton, createAirlock } from '../src';
import { devnet } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';
import { playFrame, type FramePost } from './embedded-account';

const AUTH: Connector = { id: CONNECTOR_IDS.auth, name: 'Email', type: 'AUTH', chain: 'eip155' };
const USER = { email: 'visitor@example.com', address: `0x${'a'.repeat(40)}`, chainId: 31337, preferredAccountType: 'eoa' };
const NOT_ALLOWED = 'Requested RPC call is not allowed';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Settles into 'pending', 'resolved' or 'rejected: <message>' as the promise does. */
function track(promise: Promise<unknown>): () => string {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    (error: Error) => (state = `rejected: ${error.message}`),
  );
  return () => state;
}

describe("a call the frame does not allow (spec §6: 'Action not allowed')", () => {
  it('after 300 ms: a console error, the modal open with "Action not allowed", pending calls rejected except read-only ones', async () => {
    const adapter = new MemoryAdapter([devnet], [AUTH], USER.address);
    const airlock = createAirlock({ adapters: [adapter], networks: [devnet], projectId: 'p'.repeat(32) });
    render(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
      </AirlockProvider>,
    );
    await act(() => airlock.init());
    airlock.embedded.setState({ frameUrl: 'http://127.0.0.1:8788/' });

    // The frame as the real one answers: a login at once, and RPC_REQUESTs left to the test.
    const posted: FramePost[] = [];
    const login = airlock.connectEmail(USER.email);
    const send = await playFrame(airlock, (message, reply) => {
      posted.push(message);
      if (message.type === 'CONNECT_EMAIL') {
        reply({ type: 'LOGGED_IN', payload: USER });
        reply({ id: message.id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } });
      }
    });
    await act(() => login);
    const bridge = adapter.embedded!;
    expect(bridge.user.address).toBe(USER.address);
    act(() => airlock.close());

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signing = track(bridge.request({ method: 'personal_sign', params: ['0x68656c6c6f', USER.address], chainId: 31337 }));
    const reading = track(bridge.request({ method: 'eth_getBalance', params: [USER.address, 'latest'], chainId: 31337 }));
    const refused = bridge.request({ method: 'eth_sign', params: [USER.address, '0x68656c6c6f'], chainId: 31337 });
    const refusedState = track(refused);
    await waitFor(() => expect(posted.filter((message) => message.type === 'RPC_REQUEST')).toHaveLength(3));
    const asked = posted.filter((message) => message.type === 'RPC_REQUEST');
    expect(asked.map((message) => (message.payload as { method: string }).method)).toEqual(['personal_sign', 'eth_getBalance', 'eth_sign']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => send({ id: asked[2]!.id, type: 'RPC_REQUEST_ERROR', payload: { message: NOT_ALLOWED } }));
    await expect(refused).rejects.toThrow(NOT_ALLOWED);
    expect(refusedState()).toBe(`rejected: ${NOT_ALLOWED}`);

    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(error).not.toHaveBeenCalledWith(NOT_ALLOWED);
    expect(screen.queryByText('Action not allowed')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signing()).toBe('pending');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(error).toHaveBeenCalledWith(NOT_ALLOWED);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('airlock-toast')).toHaveTextContent('Action not allowed');
    expect(screen.getByTestId('airlock-toast')).toHaveAttribute('data-variant', 'error');
    expect(signing()).toBe(`rejected: ${NOT_ALLOWED}`);
    expect(reading()).toBe('pending');
    // The frame is told to close the approval it shows for the rejected call, unsigned.
    expect(posted.filter((message) => message.type === 'RPC_ABORT')).toHaveLength(1);
  });
});
