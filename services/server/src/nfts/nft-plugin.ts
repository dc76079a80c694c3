import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { accountNftsRoutes } from './account-nfts-routes';
import { nftImageRoutes } from './nft-image-routes';
import { createNftServices } from './nft-services';

/** The account's NFTs and their images, with metadata fetched and cached by the server (never by the page). */
export const nftPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const services = createNftServices(deps);
  await app.register(accountNftsRoutes(services), deps);
  await app.register(nftImageRoutes(services), deps);
};
