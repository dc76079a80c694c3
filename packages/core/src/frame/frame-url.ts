export interface FrameUrlParameters {
  frameUrl: string;
  projectId: string;
  chainId: number | string;
  version: string;
  enableLogger?: boolean;
  rpcUrl?: string;
  /** The modal's locale when the frame is created: the frame shows its own text in it. */
  locale?: string;
}

/** The frame's address with the query it reads (spec §7): projectId, chainId, version, enableLogger, rpcUrl; and locale. */
export function buildFrameUrl({ frameUrl, projectId, chainId, version, enableLogger, rpcUrl, locale }: FrameUrlParameters): URL {
  const url = new URL(frameUrl);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('chainId', String(chainId));
  url.searchParams.set('version', version);
  url.searchParams.set('enableLogger', String(enableLogger ?? false));
  if (rpcUrl) url.searchParams.set('rpcUrl', rpcUrl);
  if (locale) url.searchParams.set('locale', locale);
  return url;
}
