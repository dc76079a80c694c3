import { createServer, type Server } from 'node:net';

function listen(host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Ports the OS reports free right now; all are held open together so they are distinct. */
export async function findFreePorts(host: string, count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => listen(host, 0)));
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('Expected a TCP address');
    return address.port;
  });
  await Promise.all(servers.map(close));
  return ports;
}

export async function isPortFree(host: string, port: number): Promise<boolean> {
  try {
    await close(await listen(host, port));
    return true;
  } catch {
    return false;
  }
}
