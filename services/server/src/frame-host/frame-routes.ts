import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { ApiError, API_ERRORS } from '../http/api-error';
import { isProjectId } from '../projects/project-id';
import { readFrameAsset } from './frame-assets';
import { frameAncestorSources, frameContentSecurityPolicy } from './frame-csp';
import { createFramePage, FrameNotBuiltError } from './frame-page';

export interface FrameRoutesOptions {
  deps: ServerDeps;
  frameDir: string;
  /** The API the frame talks to: written into the page and allowed by its connect-src. */
  apiUrl: string;
}

/** Longest query the page accepts: projectId, chainId, version, enableLogger and an rpcUrl fit easily. */
const MAX_URL_LENGTH = 4096;

const FRAME_ERRORS = {
  notBuilt: () => new ApiError(503, 'FRAME_NOT_BUILT', 'The frame is not built', 5),
  malformedProjectId: () => new ApiError(400, 'INVALID_PROJECT_ID', 'Invalid Project ID: projectId must be 32 hexadecimal characters'),
  unknownProject: () => new ApiError(400, 'INVALID_PROJECT_ID', 'Invalid Project ID: no project has this id'),
  urlTooLong: () => new ApiError(414, 'URI_TOO_LONG', `The address is longer than ${MAX_URL_LENGTH} characters`),
};

/**
 * `GET /?projectId=…`: the frame page, framed only by that project's allowed origins, with the same
 * list in its config; `GET /assets/<file>`: the built frame's assets, cached for good (hashed names).
 */
export async function frameRoutes(app: FastifyInstance, { deps, frameDir, apiUrl }: FrameRoutesOptions): Promise<void> {
  const page = createFramePage(frameDir);
  const apiOrigin = new URL(apiUrl).origin;
  let warnedNotBuilt = false;

  app.get('/', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) throw FRAME_ERRORS.urlTooLong();
    const { projectId } = request.query as Record<string, unknown>;
    if (projectId === undefined || projectId === '') throw API_ERRORS.projectIdMissing();
    if (!isProjectId(projectId)) throw FRAME_ERRORS.malformedProjectId();
    const project = await deps.projects.get(projectId);
    if (!project) throw FRAME_ERRORS.unknownProject();
    const ancestors = frameAncestorSources(project.allowedOrigins);
    let html: string;
    try {
      html = await page.render({
        projectId,
        allowedOrigins: ancestors,
        apiUrl,
        chains: deps.chains.map(({ chainId, name }) => ({ chainId, name })),
      });
    } catch (error) {
      if (!(error instanceof FrameNotBuiltError)) throw error;
      if (!warnedNotBuilt)
        request.log.warn(`embedded wallet frame: ${error.message} (build it: npm run build -w @airlock/frame, or set AIRLOCK_FRAME_DIR)`);
      warnedNotBuilt = true;
      throw FRAME_ERRORS.notBuilt();
    }
    warnedNotBuilt = false;
    return (
      reply
        .header('content-security-policy', frameContentSecurityPolicy({ ancestors, apiOrigins: [apiOrigin] }))
        .header('cache-control', 'no-store')
        // Who may frame the page is frame-ancestors' call; a dApp that is cross-origin isolated (COEP) needs this to embed it.
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });

  app.get('/assets/:file', async (request, reply) => {
    const asset = await readFrameAsset(frameDir, (request.params as { file: string }).file);
    if (!asset) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(asset.contentType).send(asset.body);
  });
}
