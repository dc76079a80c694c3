import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePorts, isPortFree } from '../src/free-port';
import { DevnetError, startDevnet, type Devnet } from '../src/index';
import { findAnvilPidsOnPort } from './anvil-processes';

const started: Devnet[] = [];
const blockers: Server[] = [];

afterAll(async () => {
  await Promise.all(started.map((devnet) => devnet.stop()));
  await Promise.all(blockers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('stopping a devnet', () => {
  it('uses the requested ports, then kills both anvils and frees the ports', async () => {
    const ports = (await findFreePorts('127.0.0.1', 2)) as [number, number];
    const devnet = await startDevnet({ ports });
    started.push(devnet);
    expect(devnet.chains.map((chain) => chain.port)).toEqual(ports);
    for (const port of ports) expect(findAnvilPidsOnPort(port)).toHaveLength(1);

    await devnet.stop();
    await devnet.stop();
    for (const port of ports) {
      expect(findAnvilPidsOnPort(port)).toEqual([]);
      expect(await isPortFree('127.0.0.1', port)).toBe(true);
    }
    await expect(fetch(devnet.chains[0]!.rpcUrl, { method: 'POST' })).rejects.toThrow();
  });

  it('fails with PORT_IN_USE and leaves no anvil behind when a port is taken', async () => {
    const [freePort, takenPort] = (await findFreePorts('127.0.0.1', 2)) as [number, number];
    const blocker = createServer();
    blockers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(takenPort, '127.0.0.1', resolve));

    const attempt = startDevnet({ ports: [freePort, takenPort] });
    await expect(attempt).rejects.toBeInstanceOf(DevnetError);
    await expect(attempt).rejects.toMatchObject({ code: 'PORT_IN_USE' });
    expect(findAnvilPidsOnPort(freePort)).toEqual([]);
    expect(findAnvilPidsOnPort(takenPort)).toEqual([]);
  });
});
