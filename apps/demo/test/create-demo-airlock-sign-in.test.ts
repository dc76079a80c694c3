import { describe, expect, it } from 'vitest';
import { createDemoAirlock } from '../src/config/create-demo-airlock';
import { DEFAULT_DEMO_CONFIG } from '../src/config/demo-config';
import { createDemoSiwx } from '../src/config/demo-siwx';

const WITH_SERVER = { ...DEFAULT_DEMO_CONFIG, apiUrl: 'http://127.0.0.1:8787', projectId: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1' };

describe('the demo with sign-in', () => {
  it('does not ask visitors to sign in by default', () => {
    expect(createDemoAirlock(WITH_SERVER).airlock.options.siwx).toBeUndefined();
  });

  it('signs visitors in through the Airlock server when the switch is on, not required', () => {
    const siwx = createDemoSiwx(WITH_SERVER);
    expect(siwx).toBeDefined();
    expect(siwx?.getRequired?.()).toBe(false);
    expect(createDemoAirlock(WITH_SERVER, { siwx }).airlock.options.siwx).toBe(siwx);
    expect(createDemoSiwx(WITH_SERVER, { required: true })?.getRequired?.()).toBe(true);
  });

  it('cannot sign in without the Airlock server', () => {
    expect(createDemoSiwx(DEFAULT_DEMO_CONFIG)).toBeUndefined();
  });
}, 30_000);
