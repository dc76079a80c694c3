import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of an IPv6 address, with a trailing dotted IPv4 part counted as two. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const split = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const first = split(head);
  const last = tail === undefined ? [] : split(tail);
  return [...first, ...Array(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
}

/** IPv4 as is; an IPv4-mapped IPv6 address as its IPv4; other IPv6 addresses by their /64, as one subscriber usually holds one. */
export function normalizeAddress(ip: string): string {
  if (!ip.includes(':')) return ip.toLowerCase(); // IPv4, without isIPv6's regex (asked twice per request)
  if (!isIPv6(ip)) return ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(ip.split('%')[0]!.toLowerCase())
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${groups.join(':')}::/64`;
}

/** The client a budget belongs to: its IP as Fastify resolved it (through trusted proxies). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeAddress(request.ip);
}
