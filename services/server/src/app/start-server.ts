import type { ServerConfig } from '../config/server-config';
import { buildServer, type AirlockServer } from './build-server';

export interface RunningServer extends AirlockServer {
  url: string;
}

/** Builds and listens; the port in `config` may be 0 for a free one. */
export async function startServer(config: ServerConfig, options: { logger?: boolean } = {}): Promise<RunningServer> {
  const server = await buildServer(config, options);
  try {
    const address = await server.app.listen({ host: config.host, port: config.port });
    return { ...server, url: address.replace('[::1]', 'localhost') };
  } catch (error) {
    await server.close();
    throw error;
  }
}
