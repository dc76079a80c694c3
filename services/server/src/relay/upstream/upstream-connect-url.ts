/**
 * The URL a pooled socket connects to: the upstream's, with its own query kept, plus auth and projectId. Never logged (it holds the JWT).
 */
export function upstreamConnectUrl(url: string, jwt: string, projectId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}auth=${jwt}&projectId=${encodeURIComponent(projectId)}`;
}
