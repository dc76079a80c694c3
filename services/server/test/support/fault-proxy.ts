import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FaultProxy {
  /** 127.0.0.1 port that forwards to the target while up. */
  port: number;
  /** Drops every open connection and refuses new ones (accepts and closes at once), as a dead peer would. */
  cut(): void;
  /** Forwards again. */
  restore(): void;
  /** Connections currently forwarded. */
  readonly open: number;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real PostgreSQL or Redis, so a test can take the dependency away from
 * the server and give it back, without stopping the service other tests use.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let up = true;
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    get open() {
      return pairs.size;
    },
    cut() {
      up = false;
      dropAll();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
