import { describe, expect, it, vi } from 'vitest';
import { createFallbackVault } from '../src/session/fallback-vault';
import type { FrameVault } from '../src/session/frame-vault';
import { createMemoryVault } from '../src/session/memory-vault';

const SESSION = {
  sessionId: 's',
  token: 't',
  expiresAt: '2030-01-01T00:00:00.000Z',
  email: 'a@b.test',
  address: '0x0000000000000000000000000000000000000001',
};

describe('createFallbackVault', () => {
  it('uses the primary vault when it works', async () => {
    const primary = createMemoryVault();
    const warn = vi.fn();
    const vault = createFallbackVault(primary, warn);
    await vault.putSession(SESSION);
    expect(primary.contents().session).toEqual(SESSION);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the session in memory, with a warning, when storage is denied', async () => {
    const denied = new Error('The user denied permission to access the database.');
    const reject = () => Promise.reject(denied);
    const primary: FrameVault = {
      getDeviceKey: reject,
      putDeviceKey: reject,
      getSession: reject,
      putSession: reject,
      forgetSession: reject,
      clear: reject,
    };
    const warn = vi.fn();
    const vault = createFallbackVault(primary, warn);
    await vault.putSession(SESSION);
    expect(await vault.getSession()).toEqual(SESSION);
    await vault.clear();
    expect(await vault.getSession()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('denied permission');
  });
});
