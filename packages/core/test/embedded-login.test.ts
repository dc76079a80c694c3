import { describe, expect, it } from 'vitest';
import { asFrameEvent, authDisplayName, emailCooldownMessage, emailCooldownSeconds, isEmailAddress } from '../src/index';

describe('embedded wallet login rules', () => {
  it('shows an email up to 30 characters whole, a longer one without its last 3 and with an ellipsis (spec §5)', () => {
    expect(authDisplayName({ email: 'a@b.co' })).toBe('a@b.co');
    const thirty = `${'x'.repeat(23)}@ex.com`;
    expect(thirty).toHaveLength(30);
    expect(authDisplayName({ email: thirty })).toBe(thirty);
    expect(authDisplayName({ email: `y${thirty}` })).toBe(`y${thirty.slice(0, -3)}…`);
    expect(authDisplayName({ userName: 'player0' }, 'discord')).toBe('player');
    expect(authDisplayName({ userName: 'player0' }, 'github')).toBe('player0');
    expect(authDisplayName({ email: null })).toBeUndefined();
  });

  it('refuses a new email login within 30 s of the last, with n rounded up (spec §5)', () => {
    const now = 1_000_000;
    expect(emailCooldownSeconds(undefined, now)).toBe(0);
    expect(emailCooldownSeconds(now - 100, now)).toBe(30);
    expect(emailCooldownSeconds(now - 29_001, now)).toBe(1);
    expect(emailCooldownSeconds(now - 30_000, now)).toBe(0);
    expect(emailCooldownMessage(12)).toBe('Please try again after 12 seconds');
  });

  it('accepts plausible email addresses only', () => {
    for (const good of ['a@b.co', 'first.last+tag@sub.example.org']) expect(isEmailAddress(good)).toBe(true);
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a b@c.de', 'a@b..co', `${'x'.repeat(250)}@b.co`]) expect(isEmailAddress(bad)).toBe(false);
  });

  it('reads the frame events the modal acts on, and nothing else', () => {
    expect(asFrameEvent({ type: 'SHOW_FRAME', payload: {} })).toEqual({ type: 'SHOW_FRAME', payload: {} });
    expect(asFrameEvent({ type: 'LOGGED_IN', payload: { address: `0x${'a'.repeat(40)}`, chainId: 31337, email: 'a@b.co' } })).toEqual({
      type: 'LOGGED_IN',
      payload: { address: `0x${'a'.repeat(40)}`, chainId: 31337, email: 'a@b.co', userName: null },
    });
    expect(asFrameEvent({ type: 'LOGGED_IN', payload: { address: 'nope', chainId: 1 } })).toBeUndefined();
    expect(asFrameEvent({ id: 'x', type: 'SHOW_FRAME', payload: {} })).toBeUndefined();
    expect(asFrameEvent({ type: 'FRAME_READY', payload: { version: '1' } })).toBeUndefined();
    expect(asFrameEvent('SHOW_FRAME')).toBeUndefined();
  });
});
