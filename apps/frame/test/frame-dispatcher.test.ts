import type { FrameRequestMessage, FrameRequestType } from '@airlock/protocol';
import { describe, expect, it } from 'vitest';
import { readFrameQuery } from '../src/config/frame-query';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { FRAME_REQUEST_TYPES } from '../src/messaging/frame-request-types';

const request = (type: FrameRequestType, payload: object = {}, id = `id-${type}`) => ({ id, type, payload }) as FrameRequestMessage;

describe('createFrameDispatcher', () => {
  it('has no session yet', async () => {
    const { reply } = await createFrameDispatcher().dispatch(request('IS_CONNECTED', {}, 'r1'));
    expect(reply).toEqual({ id: 'r1', type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } });
  });

  it('answers the chain of the query, then the last switch', async () => {
    const dispatcher = createFrameDispatcher({ chainId: readFrameQuery('?chainId=31337').chainId });
    expect((await dispatcher.dispatch(request('GET_CHAIN_ID'))).reply.payload).toEqual({ chainId: 31337 });
    expect((await dispatcher.dispatch(request('SWITCH_NETWORK', { chainId: '31338', rpcUrl: 'http://127.0.0.1:8546' }))).reply).toEqual({
      id: 'id-SWITCH_NETWORK',
      type: 'SWITCH_NETWORK_SUCCESS',
      payload: { chainId: 31338 },
    });
    expect((await dispatcher.dispatch(request('GET_CHAIN_ID'))).reply.payload).toEqual({ chainId: 31338 });
    expect(dispatcher.state.rpcUrl).toBe('http://127.0.0.1:8546');
  });

  it('errors on a bad chain or none', async () => {
    const dispatcher = createFrameDispatcher();
    expect((await dispatcher.dispatch(request('GET_CHAIN_ID'))).reply).toEqual({
      id: 'id-GET_CHAIN_ID',
      type: 'GET_CHAIN_ID_ERROR',
      payload: { message: 'Chain is not set' },
    });
    expect((await dispatcher.dispatch(request('SWITCH_NETWORK', { chainId: 'x y' }))).reply).toEqual({
      id: 'id-SWITCH_NETWORK',
      type: 'SWITCH_NETWORK_ERROR',
      payload: { message: 'Invalid chainId' },
    });
  });

  it('stores theme and dApp data', async () => {
    const dispatcher = createFrameDispatcher();
    const theme = { themeMode: 'dark' as const };
    const dappData = { projectId: 'p', sdkVersion: '0.1.0', sdkType: 'airlock' };
    expect((await dispatcher.dispatch(request('SYNC_THEME', theme))).reply).toEqual({
      id: 'id-SYNC_THEME',
      type: 'SYNC_THEME_SUCCESS',
      payload: {},
    });
    expect((await dispatcher.dispatch(request('SYNC_DAPP_DATA', dappData))).reply.type).toBe('SYNC_DAPP_DATA_SUCCESS');
    expect(dispatcher.state.theme).toEqual(theme);
    expect(dispatcher.state.dappData).toEqual(dappData);
  });

  it('keeps the locale SYNC_LOCALE names when the frame speaks it, and tells the page around it', async () => {
    const shown: string[] = [];
    const dispatcher = createFrameDispatcher({ locale: 'ja' }, undefined, { onLocale: (locale) => shown.push(locale) });
    expect((await dispatcher.dispatch(request('SYNC_LOCALE', { locale: 'pt-BR' }))).reply).toEqual({
      id: 'id-SYNC_LOCALE',
      type: 'SYNC_LOCALE_SUCCESS',
      payload: {},
    });
    expect(dispatcher.state.locale).toBe('pt-BR');
    expect((await dispatcher.dispatch(request('SYNC_LOCALE', { locale: 'sv' }))).reply).toMatchObject({
      type: 'SYNC_LOCALE_ERROR',
      payload: { message: 'locale must be a language tag the frame speaks' },
    });
    expect((await dispatcher.dispatch(request('SYNC_LOCALE', { locale: 'en;x' }))).reply.type).toBe('SYNC_LOCALE_ERROR');
    expect(dispatcher.state.locale).toBe('pt-BR');
    expect(shown).toEqual(['pt-BR']);
  });

  it('reloads after answering RELOAD; signs out', async () => {
    const dispatcher = createFrameDispatcher();
    expect(await dispatcher.dispatch(request('RELOAD'))).toEqual({
      reply: { id: 'id-RELOAD', type: 'RELOAD_SUCCESS', payload: {} },
      after: 'reload',
    });
    expect((await dispatcher.dispatch(request('SIGN_OUT'))).reply).toEqual({ id: 'id-SIGN_OUT', type: 'SIGN_OUT_SUCCESS', payload: {} });
  });

  it('answers every other type with <TYPE>_ERROR "Not available yet"', async () => {
    const implemented = new Set([
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'SWITCH_NETWORK',
      'SYNC_THEME',
      'SYNC_LOCALE',
      'SYNC_DAPP_DATA',
      'RELOAD',
      'SIGN_OUT',
    ]);
    const dispatcher = createFrameDispatcher({ chainId: 1 });
    for (const type of FRAME_REQUEST_TYPES.filter((type) => !implemented.has(type))) {
      const { reply, after } = await dispatcher.dispatch(request(type, {}, `n-${type}`));
      expect(reply).toEqual({ id: `n-${type}`, type: `${type}_ERROR`, payload: { message: 'Not available yet' } });
      expect(after).toBeUndefined();
    }
  });
});

describe('readFrameQuery', () => {
  it('reads the five parameters', () => {
    expect(readFrameQuery('?projectId=abc&chainId=eip155:1&version=0.1.0&enableLogger=true&rpcUrl=http%3A%2F%2Fx')).toEqual({
      projectId: 'abc',
      chainId: 'eip155:1',
      version: '0.1.0',
      enableLogger: true,
      rpcUrl: 'http://x',
    });
    expect(readFrameQuery('')).toEqual({
      enableLogger: false,
      projectId: undefined,
      chainId: undefined,
      version: undefined,
      rpcUrl: undefined,
    });
    expect(readFrameQuery('?chainId=-1&enableLogger=1').chainId).toBeUndefined();
  });
});
