import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Ranges that are not the public internet: private, loopback, link-local, shared, documentation, multicast, reserved. */
const NON_PUBLIC = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv6');

const IPV4_MAPPED = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i;
const IPV4_MAPPED_HEX = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

function embeddedIpv4(address: string): string | undefined {
  const dotted = IPV4_MAPPED.exec(address);
  if (dotted) return dotted[1];
  const hex = IPV4_MAPPED_HEX.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether an IP address (v4 or v6 text) is on the public internet; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (isIPv4(bare)) return !NON_PUBLIC.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const mapped = embeddedIpv4(bare.toLowerCase());
  if (mapped !== undefined) return isPublicAddress(mapped);
  if (/^::(\d+\.\d+\.\d+\.\d+)$/.test(bare)) return false; // IPv4-compatible, deprecated
  return !NON_PUBLIC.check(bare, 'ipv6');
}
