import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error';
import { loadServerConfig } from '../src/config/server-config';

describe('AIRLOCK_PUBLIC_URL', () => {
  it('is empty by default and takes a comma-separated list of http(s) base URLs', () => {
    expect(loadServerConfig({}).publicUrls).toEqual([]);
    const urls = loadServerConfig({ AIRLOCK_PUBLIC_URL: 'https://airlock.example, https://my.app/airlock' }).publicUrls;
    expect(urls.map(String)).toEqual(['https://airlock.example/', 'https://my.app/airlock']);
  });

  it.each(['not a url', 'ftp://airlock.example', 'https://airlock.example/?a=1', 'https://user:pass@airlock.example'])(
    'refuses %s at start',
    (value) => {
      expect(() => loadServerConfig({ AIRLOCK_PUBLIC_URL: value })).toThrow(ConfigError);
    },
  );
});
