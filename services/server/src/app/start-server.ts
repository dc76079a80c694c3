import type { ServerConfig } from '../config/server-config';
import { startFrameHost } from '../frame-host/frame-host';
import { resolverSetupSettled } from '../names-gateway/resolver-setup-on-listen';
import { buildServer, type AirlockServer } from './build-server';
import { namePortVariable } from './port-in-use-error';

/** How long the start waits for a devnet's ENS resolver to be pointed at this server before going on without it. */
const RESOLVER_SETUP_BOUND_MS = 2_000;

export interface RunningServer extends AirlockServer {
  url: string;
  /** The embedded wallet's frame, on its own origin (config.framePort). */
  frameUrl: string;
}

/** Builds and listens, the API and then the frame host; the ports in `config` may be 0 for free ones. */
export async function startServer(config: ServerConfig, options: { logger?: boolean } = {}): Promise<RunningServer> {
  const server = await buildServer(config, options);
  try {
    const address = await server.app.listen({ host: config.host, port: config.port }).catch((error: unknown) => {
      throw namePortVariable(error, 'AIRLOCK_SERVER_PORT');
    });
    const url = address.replace('[::1]', 'localhost');
    const frame = await startFrameHost(server.deps, {
      host: config.host,
      port: config.framePort,
      frameDir: config.frameDir,
      apiUrl: url,
    }).catch((error: unknown) => {
      throw namePortVariable(error, 'AIRLOCK_FRAME_PORT');
    });
    const { port } = new URL(frame.url);
    server.deps.embedded.framePort = Number(port);
    // A frame port chosen at listen time (0) is only known now; its origins may call the embedded routes.
    if (!config.frameOrigins) {
      for (const host of ['localhost', '127.0.0.1']) server.deps.embedded.frameOrigins.add(`http://${host}:${port}`);
    }
    await resolverSetupSettled(server.app.server, RESOLVER_SETUP_BOUND_MS);
    return {
      ...server,
      url,
      frameUrl: frame.url,
      async close() {
        await frame.close();
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
