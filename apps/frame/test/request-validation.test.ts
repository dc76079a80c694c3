import { describe, expect, it } from 'vitest';
import { FRAME_REQUEST_TYPES } from '../src/messaging/frame-request-types';
import { parseFrameRequest } from '../src/messaging/request-validation';

describe('parseFrameRequest', () => {
  it('accepts a string id, a known type and an object payload', () => {
    expect(parseFrameRequest({ id: 'a1', type: 'SWITCH_NETWORK', payload: { chainId: 1 } })).toEqual({
      ok: true,
      request: { id: 'a1', type: 'SWITCH_NETWORK', payload: { chainId: 1 } },
    });
  });

  it('takes an absent payload as {}', () => {
    expect(parseFrameRequest({ id: 'a1', type: 'GET_CHAIN_ID' })).toEqual({
      ok: true,
      request: { id: 'a1', type: 'GET_CHAIN_ID', payload: {} },
    });
  });

  it('knows every request type of the protocol', () => {
    expect(FRAME_REQUEST_TYPES).toHaveLength(23);
    for (const type of FRAME_REQUEST_TYPES) expect(parseFrameRequest({ id: 'x', type, payload: {} }).ok).toBe(true);
  });

  it.each([
    ['a string', 'IS_CONNECTED'],
    ['null', null],
    ['an array', [1]],
    ['no id', { type: 'IS_CONNECTED', payload: {} }],
    ['a numeric id', { id: 1, type: 'IS_CONNECTED', payload: {} }],
    ['an empty id', { id: '', type: 'IS_CONNECTED', payload: {} }],
    ['a huge id', { id: 'x'.repeat(129), type: 'IS_CONNECTED', payload: {} }],
    ['an unknown type', { id: 'a', type: 'STEAL_KEY', payload: {} }],
    ['a prototype key as type', { id: 'a', type: 'toString', payload: {} }],
    ['a reply', { id: 'a', type: 'IS_CONNECTED_SUCCESS', payload: {} }],
    ['the ready event', { type: 'FRAME_READY', payload: { version: '1' } }],
    ['a string payload', { id: 'a', type: 'IS_CONNECTED', payload: 'x' }],
    ['a null payload', { id: 'a', type: 'IS_CONNECTED', payload: null }],
  ])('refuses %s', (_name, data) => {
    const parsed = parseFrameRequest(data);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toBeTypeOf('string');
  });
});
