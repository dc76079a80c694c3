/** Image addresses the server gives may be paths on the server itself; the page needs them absolute. */
export function serverAssetUrl(baseUrl: string, url: string): string {
  return new URL(url, baseUrl).toString();
}
