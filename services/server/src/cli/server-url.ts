/** `value` as a server base URL (http or https, no query), or undefined when it is not one. */
export function parseServerUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) return undefined;
  return url.toString().replace(/\/+$/, '');
}
