export interface FrameUrlParameters {
  frameUrl: string;
  projectId: string;
  chainId: number | string;
  version: string;
  enableLogger?: boolean;
  rpcUrl?: string;
}

/** The frame's address with the query it reads (spec §7): projectId, chainId, version, enableLogger, rpcUrl. */
export function buildFrameUrl({ frameUrl, projectId, chainId, version, enableLogger, rpcUrl }: FrameUrlParameters): URL {
  const url = new URL(frameUrl);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('chainId', String(chainId));
  url.searchParams.set('version', version);
  url.searchParams.set('enableLogger', String(enableLogger ?? false));
  if (rpcUrl) url.searchParams.set('rpcUrl', rpcUrl);
  return url;
}
