import type { CaipNetworkId } from '../network/network';

/** The server's JSON-RPC proxy for one network (spec §7: `{rpc}/v1/?chainId={id}&projectId={id}`). */
export function rpcProxyUrl(apiUrl: string, projectId: string, caipNetworkId: CaipNetworkId): string {
  const url = new URL('/v1/', apiUrl);
  url.searchParams.set('chainId', caipNetworkId);
  url.searchParams.set('projectId', projectId);
  return url.toString();
}
