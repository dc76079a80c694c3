import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from '../admin/admin-routes';
import { analyticsRoutes } from '../analytics/analytics-routes';
import { blockchainPlugin } from '../blockchain/blockchain-plugin';
import { convertPlugin } from '../convert/convert-plugin';
import { faucetRoutes } from '../faucet/faucet-routes';
import { deviceApprovalPagePlugin } from '../embedded/devices/device-approval-page';
import { embeddedPlugin } from '../embedded/routes/embedded-plugin';
import { socialAdminRoutes } from '../embedded/social/social-admin-routes';
import { devOutboxRoutes } from '../mail/dev-outbox-routes';
import { namesPlugin } from '../names/names-plugin';
import { onrampPlugin } from '../onramp/onramp-plugin';
import { payPlugin } from '../pay/pay-plugin';
import { relayPlugin } from '../relay/relay-plugin';
import { rpcProxyRoutes } from '../rpc/rpc-proxy-routes';
import { namesGatewayPlugin } from '../names-gateway/names-gateway-plugin';
import { siwxPlugin } from '../siwx/siwx-plugin';
import { walletPlugin } from '../wallets/wallet-plugin';
import type { ServerDeps } from './server-deps';

/** Each server feature is a Fastify plugin; registering it here mounts its routes (devOutboxRoutes only when deps.devOutbox is set). */
export const FEATURE_PLUGINS: FastifyPluginAsync<ServerDeps>[] = [
  analyticsRoutes,
  blockchainPlugin,
  convertPlugin,
  rpcProxyRoutes,
  faucetRoutes,
  adminRoutes,
  walletPlugin,
  relayPlugin,
  devOutboxRoutes,
  embeddedPlugin,
  deviceApprovalPagePlugin,
  socialAdminRoutes,
  siwxPlugin,
  namesGatewayPlugin,
  namesPlugin,
  payPlugin,
  onrampPlugin,
];
