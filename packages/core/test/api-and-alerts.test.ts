import { afterEach, describe, expect, it } from 'vitest';
import { alertForStatus } from '../src/alerts/alert-catalogue';
import { createAlerts } from '../src/alerts/alert-store';
import { createApiClient } from '../src/api/api-client';
import type { HttpStatusError } from '../src/api/http-status-error';
import { rpcProxyUrl } from '../src';
import { startRecordingServer } from './recording-server';

describe('API client', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('adds projectId, st, sv and clientId, and sends JSON', async () => {
    const server = await startRecordingServer(() => ({ status: 200, body: { ok: true } }));
    close = server.close;
    const api = createApiClient({ baseUrl: server.url, projectId: 'p'.repeat(32), clientId: 'c1' });
    expect(await api.get('/v1/supported-chains', { chainId: 'eip155:1' })).toEqual({ ok: true });
    await api.post('/e', { events: [] });
    const [get, post] = server.requests;
    expect(Object.fromEntries(get!.query)).toEqual({
      projectId: 'p'.repeat(32),
      st: 'airlock',
      sv: 'react-0.1.0',
      clientId: 'c1',
      chainId: 'eip155:1',
    });
    expect(post).toMatchObject({ method: 'POST', path: '/e', body: { events: [] } });
  });

  it("throws 'HTTP status code: {n}' and reports the failure", async () => {
    const server = await startRecordingServer(() => ({ status: 403, body: { message: 'Origin Not Allowed' } }));
    close = server.close;
    const seen: HttpStatusError[] = [];
    const api = createApiClient({ baseUrl: server.url, projectId: 'x', onError: (error) => seen.push(error) });
    await expect(api.get('/v1/project/config')).rejects.toThrow('HTTP status code: 403');
    expect(seen[0]).toMatchObject({ status: 403, serverMessage: 'Origin Not Allowed' });
  });

  it('builds the RPC proxy URL', () => {
    expect(rpcProxyUrl('http://localhost:8787', 'abc', 'eip155:31337')).toBe(
      'http://localhost:8787/v1/?chainId=eip155%3A31337&projectId=abc',
    );
  });
});

describe('alerts', () => {
  it('maps server answers to the spec alerts', () => {
    expect(alertForStatus(401)?.message).toBe('Invalid Project ID');
    expect(alertForStatus(403, 'Origin Not Allowed')?.message).toBe('Origin Not Allowed');
    expect(alertForStatus(429)?.message).toBe('Rate Limited');
    expect(alertForStatus(500)?.message).toBe('Server Error');
    expect(alertForStatus(503)?.message).toBe('Server Error');
    expect(alertForStatus(400, 'Project ID Not Configured')?.message).toBe('Project ID Not Configured');
    expect(alertForStatus(400, 'chainId: invalid')).toBeUndefined();
  });

  it('shows one alert at a time and dismisses it', () => {
    const alerts = createAlerts();
    alerts.show({ code: 'A', message: 'Rate Limited', variant: 'warning' });
    expect(alerts.getState().alert?.message).toBe('Rate Limited');
    alerts.dismiss();
    expect(alerts.getState().alert).toBeUndefined();
  });
});
