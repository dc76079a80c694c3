import type { Page } from 'playwright-core';

/** Every place a page reached over the network: `host:port` of each request, and each WebSocket URL. */
export interface PageContacts {
  /** `hostname:port` (the scheme's default port when the URL names none) of every http(s) and ws(s) request. */
  readonly endpoints: Set<string>;
  readonly websocketUrls: string[];
  /** Starts recording `page` (call it before the page loads anything). */
  watch(page: Page): void;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/**
 * The `hostname:port` a URL reaches, or undefined for what is handed to the OS, not the network (a deep link like metamask://wc?…, data:,
 * blob:).
 */
export function networkEndpointOf(url: string): string | undefined {
  const parsed = new URL(url);
  const defaultPort = DEFAULT_PORTS[parsed.protocol];
  if (defaultPort === undefined) return undefined;
  return `${parsed.hostname}:${parsed.port || defaultPort}`;
}

export function recordPageContacts(): PageContacts {
  const endpoints = new Set<string>();
  const websocketUrls: string[] = [];
  const record = (url: string) => {
    const endpoint = networkEndpointOf(url);
    if (endpoint) endpoints.add(endpoint);
  };
  return {
    endpoints,
    websocketUrls,
    watch(page) {
      page.on('request', (request) => record(request.url()));
      page.on('websocket', (socket) => {
        record(socket.url());
        websocketUrls.push(socket.url());
      });
    },
  };
}
